/**
 * The key of access tokens when JWT_SECRET is not configured: a random secret per installation,
 * kept in the data folder so tokens survive a restart (the repository used to ship one
 * fixed development secret, so anyone could mint an admin token). Without a data folder (in-memory
 * PGlite, or PostgreSQL with no folder on disk) it is random per process: tokens end with the
 * process, and several instances need JWT_SECRET.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_JWT_SECRET } from './config';

export interface InstallationSecret {
  secret: string;
  /** 'file' = <dataDir>/jwt-secret; 'process' = this process only. */
  source: 'file' | 'process';
  file?: string;
}

/** One per process, so several apps of one process (tests, a second app on the same data) agree. */
let processSecret: string | null = null;

export function installationJwtSecret(options: { dataDir: string; databaseUrl: string | null }): InstallationSecret {
  const { dataDir, databaseUrl } = options;
  // PGlite creates its folder anyway; a PostgreSQL deployment may have no data folder at all.
  const hasFolder = dataDir !== ':memory:' && (databaseUrl === null || fs.existsSync(dataDir));
  if (!hasFolder) {
    processSecret ??= randomBytes(32).toString('hex');
    return { secret: processSecret, source: 'process' };
  }
  const file = path.join(dataDir, 'jwt-secret');
  fs.mkdirSync(dataDir, { recursive: true });
  if (!fs.existsSync(file)) {
    // Written whole under a temporary name, then linked: a concurrent start never reads a half-written
    // file, and only the first link wins (the loser reads the winner's secret).
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(temp, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600 });
    try {
      fs.linkSync(temp, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(temp, { force: true });
    }
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 32 || secret === DEFAULT_JWT_SECRET)
    throw new Error(`${file} holds no usable secret: delete it to generate a new one`);
  return { secret, source: 'file', file };
}

/** The signing key: JWT_SECRET when configured, else the installation's; never the published default. */
export function resolveJwtSecret(
  config: { dataDir: string; databaseUrl: string | null; auth: { jwtSecret: string | null } },
  log: { info(message: string): void; warn(message: string): void },
): string {
  if (config.auth.jwtSecret === DEFAULT_JWT_SECRET)
    throw new Error('Refusing to sign tokens with the JWT_SECRET published in the repository');
  if (config.auth.jwtSecret) return config.auth.jwtSecret;
  const installation = installationJwtSecret(config);
  if (installation.source === 'file') log.info(`JWT_SECRET unset: using this installation's random secret in ${installation.file}`);
  else
    log.warn(
      'JWT_SECRET unset and no data folder: tokens are signed with a random secret of this process (they end with it; set JWT_SECRET for several instances)',
    );
  return installation.secret;
}
