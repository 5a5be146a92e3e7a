/**
 * `pnpm test:skew` (CI: .ci/run): the version-skew test of issue 10. It builds, into a temporary
 * folder, the host shell and the hub and cs remotes as released at two `@nurly/shared` versions —
 * the current one (X.Y.Z) and the next patch (X.Y.Z+1) — and serves two pairings with the real
 * server (NURLY_STATIC_ROOT), checked in Chromium on the hub deployment (remotes hub + cs):
 *
 * - the newer shell with cs built at the older version: compatible, the cs pages work;
 * - the older shell with cs built at the newer version: cs is refused inside its boundary with
 *   "셸을 먼저 업데이트해야 합니다." before any of its code loads, and the hub pages work.
 *
 * Both builds compile the same sources (NURLY_SHARED_VERSION_AS changes only the version they carry
 * and record): what is tested is the release mechanism — recorded versions, the shell's check and
 * the federation runtime's strict range — not a particular change to shared.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharedPackage from '../package.json' with { type: 'json' };
import { waitForHttp } from '../../scripts/lib.mjs';
import { chromium, chromiumLaunchOptions, type Browser } from '../../e2e/support/browser';
import { accounts } from '../../e2e/support/accounts';
import { workspaceRoot } from './webpack.ts';

const PORT = Number(process.env.SKEW_PORT ?? 18096);
const origin = `http://hub.localhost:${PORT}`;
const [major, minor, patch] = sharedPackage.version.split('.').map(Number);
const older = `${major}.${minor}.${patch}`;
const newer = `${major}.${minor}.${patch + 1}`;

function run(command: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: workspaceRoot, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`))));
  });
}

/** Builds `dirs` as released at `version` into `<root>/<dir>/dist`. */
function buildAt(version: string, root: string, dirs: string[]): Promise<void> {
  console.log(`[skew] building ${dirs.join(', ')} as @nurly/shared ${version}`);
  return run(process.execPath, ['--import', 'tsx', 'shared/mf/build.ts', '--out', root, ...dirs], { NURLY_SHARED_VERSION_AS: version });
}

/** A static root holding the given app folders (copies of the builds, as a deployment would). */
function pairing(root: string, parts: Record<string, string>): string {
  for (const [dir, from] of Object.entries(parts)) {
    fs.cpSync(path.join(from, dir, 'dist'), path.join(root, dir, 'dist'), { recursive: true });
  }
  return root;
}

function startServer(staticRoot: string): ChildProcess {
  return spawn('pnpm', ['--filter', '@nurly/server', 'start'], {
    cwd: workspaceRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: ':memory:',
      NURLY_SEED_DEMO: 'true',
      NURLY_STATIC_ROOT: staticRoot,
      RATE_LIMIT_AUTH_MAX: '10000',
      PASSWORD_SCRYPT_LOG2N: '14',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    },
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (!child.pid || child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    try {
      process.kill(-child.pid, 'SIGTERM'); // pnpm, tsx and node
    } catch {
      child.kill('SIGTERM');
    }
  });
}

async function sessionFor(account: keyof typeof accounts): Promise<Record<string, string>> {
  const { username, password } = accounts[account];
  const response = await fetch(`http://127.0.0.1:${PORT}/api/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`login as ${username}: HTTP ${response.status}`);
  const tokens = (await response.json()) as { access: string; refresh: string };
  return {
    'nurly.accessToken': JSON.stringify(tokens.access),
    'nurly.refreshToken': JSON.stringify(tokens.refresh),
    'nurly.isUserLoggedIn': 'true',
  };
}

interface Outcome {
  csRendered: boolean;
  csIncompatible: boolean;
  csCodeFetched: boolean;
  hubRendered: boolean;
  message: string;
}

async function visit(browser: Browser): Promise<Outcome> {
  const context = await browser.newContext({ locale: 'ko-KR' });
  const session = await sessionFor('hubadmin');
  await context.addInitScript((entries: Record<string, string>) => {
    for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
  }, session);
  const page = await context.newPage();
  let csCodeFetched = false;
  page.on('request', (request) => {
    const url = new URL(request.url()).pathname;
    if (url.startsWith('/remotes/cs/') && !url.endsWith('/remote-routes.json')) csCodeFetched = true;
  });
  await page.goto(`${origin}/questions`);
  const cs = page.locator('[data-remote="cs"]');
  const error = page.getByTestId('remote-error');
  await cs.or(error).first().waitFor({ timeout: 60_000 });
  const csRendered = await cs.isVisible();
  const csIncompatible = (await error.getAttribute('data-incompatible').catch(() => null)) === 'true';
  const message = csRendered ? '' : ((await error.textContent()) ?? '');
  await page.goto(`${origin}/sales`);
  const hubRendered = await page
    .locator('[data-remote="hub"]')
    .waitFor({ timeout: 60_000 })
    .then(() => true)
    .catch(() => false);
  await context.close();
  return { csRendered, csIncompatible, csCodeFetched, hubRendered, message };
}

async function scenario(browser: Browser, name: string, staticRoot: string): Promise<Outcome> {
  const server = startServer(staticRoot);
  try {
    const up = await waitForHttp(`http://127.0.0.1:${PORT}/api/health`, { timeoutMs: 120_000, isAlive: () => server.exitCode === null });
    if (!up) throw new Error(`the server did not come up on 127.0.0.1:${PORT}`);
    const outcome = await visit(browser);
    console.log(`[skew] ${name}: ${JSON.stringify(outcome)}`);
    return outcome;
  } finally {
    await stopServer(server);
  }
}

async function main(): Promise<void> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'nurly-skew-'));
  const failures: string[] = [];
  let browser: Browser | null = null;
  try {
    const olderRoot = path.join(work, `shared-${older}`);
    const newerRoot = path.join(work, `shared-${newer}`);
    await buildAt(older, olderRoot, ['host-shell', 'mfe-hub', 'mfe-cs']);
    await buildAt(newer, newerRoot, ['host-shell', 'mfe-cs']);
    browser = await chromium.launch(chromiumLaunchOptions);

    const compatible = await scenario(
      browser,
      `shell ${newer} + cs built at ${older}`,
      pairing(path.join(work, 'newer-shell'), { 'host-shell': newerRoot, 'mfe-hub': olderRoot, 'mfe-cs': olderRoot }),
    );
    if (!compatible.csRendered) failures.push(`a shell at ${newer} must run cs built at ${older}: ${compatible.message}`);
    if (!compatible.hubRendered) failures.push(`a shell at ${newer} must run hub built at ${older}`);

    const skewed = await scenario(
      browser,
      `shell ${older} + cs built at ${newer}`,
      pairing(path.join(work, 'older-shell'), { 'host-shell': olderRoot, 'mfe-hub': olderRoot, 'mfe-cs': newerRoot }),
    );
    if (skewed.csRendered) failures.push(`a shell at ${older} must refuse cs built at ${newer}, but it rendered`);
    if (!skewed.csIncompatible || !skewed.message.includes('셸을 먼저 업데이트해야 합니다.')) {
      failures.push(`cs built at ${newer} on a shell at ${older} must say the shell needs updating; it said: ${skewed.message}`);
    }
    if (skewed.csCodeFetched) failures.push('the refused cs remote must not download any code');
    if (!skewed.hubRendered) failures.push(`the rest of a shell at ${older} (hub pages) must keep working`);
  } finally {
    await browser?.close();
    fs.rmSync(work, { recursive: true, force: true });
  }
  if (failures.length > 0) {
    for (const failure of failures) console.error(`[skew] FAIL ${failure}`);
    process.exit(1);
  }
  console.log('[skew] both pairings behave: compatible works, incompatible is refused with the message and the rest works');
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
