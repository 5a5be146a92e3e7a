// Helpers shared by scripts/start.mjs and scripts/test.mjs.
// Plain Node ESM on purpose: these scripts run on a fresh clone before anything (tsx, TypeScript)
// is installed, so they may use only Node built-ins.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM_VERSION = '12.21.0';

/** The host and the seven remotes, in the order tools/mf/apps.ts lists them. */
export const appDirs = ['host-shell', 'mfe-keywords', 'mfe-points', 'mfe-admin-ads', 'mfe-b2b', 'mfe-cs', 'mfe-hub', 'mfe-offerwall'];

export const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

export function log(message) {
  console.log(`\x1b[36m[nurly]\x1b[0m ${message}`);
}

/** Runs a command with inherited stdio; resolves to its exit code (never rejects on failure). */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
    child.on('error', (error) => {
      console.error(`cannot run ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** Like run, but also returns what the command printed (while still streaming it). */
export function runCapture(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...options,
      env: { ...process.env, ...options.env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
      process.stderr.write(chunk);
    });
    child.on('error', (error) => {
      console.error(`cannot run ${command}: ${error.message}`);
      resolve({ code: 127, output });
    });
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), output }));
  });
}

export function commandWorks(command, args) {
  const result = spawnSync(command, args, { stdio: 'pipe', encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** pnpm 12.21.0 (or any 10+/12+) on PATH; installs it through npm when missing. pnpm 11 crashes on Node 20. */
export async function ensurePnpm() {
  const version = commandWorks('pnpm', ['--version']);
  const major = version ? Number(version.split('.')[0]) : 0;
  if (major === 10 || major >= 12) return;
  log(version ? `pnpm ${version} is not usable here; installing pnpm@${PNPM_VERSION}` : `pnpm not found; installing pnpm@${PNPM_VERSION}`);
  const code = await run('npm', ['install', '-g', `pnpm@${PNPM_VERSION}`]);
  if (code === 0 && commandWorks('pnpm', ['--version'])) return;
  // No write access to npm's global folder (not root): install it locally and put it on PATH.
  const prefix = path.join(os.homedir(), '.cache', 'nurly-pnpm');
  log(`npm install -g failed (exit ${code}); installing pnpm@${PNPM_VERSION} into ${prefix}`);
  const localCode = await run('npm', ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', `pnpm@${PNPM_VERSION}`]);
  process.env.PATH = `${path.join(prefix, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}`;
  if (localCode !== 0 || !commandWorks('pnpm', ['--version'])) {
    throw new Error(`could not install pnpm@${PNPM_VERSION} with npm; install it (npm install -g pnpm@${PNPM_VERSION}) and retry`);
  }
}

/** The committed lockfile is the truth: never rewrite it from a script. */
export async function installDependencies() {
  if (process.env.NURLY_SKIP_INSTALL === '1') {
    log('NURLY_SKIP_INSTALL=1: skipping pnpm install');
    return;
  }
  log('pnpm install --frozen-lockfile');
  const code = await run('pnpm', ['install', '--frozen-lockfile']);
  if (code !== 0) throw new Error(`pnpm install --frozen-lockfile failed (exit ${code})`);
}

// ---------------------------------------------------------------------------------------------
// Build stamp: a hash of everything that goes into a front-end build. When an app's hash and its
// dist entry file are unchanged, `npm start` reuses the existing build.

const stampFile = path.join(root, 'node_modules/.cache/nurly-build.json');
// Tests and the bundle benchmark do not go into a build.
const skippedDirs = new Set(['node_modules', 'dist', '.cache', 'coverage', 'test', '__tests__', 'bench-baseline']);

function hashTree(hash, dir) {
  if (!fs.existsSync(dir)) return;
  const entries = fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skippedDirs.has(entry.name)) hashTree(hash, full);
    } else if (entry.isFile() && !/\.test\.tsx?$/.test(entry.name) && !entry.name.startsWith('bench-')) {
      hash.update(path.relative(root, full));
      hash.update('\0');
      hash.update(fs.readFileSync(full));
      hash.update('\0');
    }
  }
}

function hashFiles(hash, files) {
  for (const file of files) {
    const full = path.join(root, file);
    if (fs.existsSync(full)) {
      hash.update(file);
      hash.update(fs.readFileSync(full));
    }
  }
}

/** Inputs every app's build depends on: the shared library, the webpack factory, lockfile, tsconfig. */
function commonHash() {
  const hash = createHash('sha256');
  hashFiles(hash, ['pnpm-lock.yaml', 'package.json', 'tsconfig.base.json', 'tsconfig.json', 'globals.d.ts']);
  hashTree(hash, path.join(root, 'contracts'));
  hashTree(hash, path.join(root, 'shared'));
  return hash.digest('hex');
}

export function appBuildHashes() {
  const common = commonHash();
  const hashes = {};
  for (const dir of appDirs) {
    const hash = createHash('sha256');
    hash.update(common);
    hashTree(hash, path.join(root, dir));
    hashes[dir] = hash.digest('hex');
  }
  return hashes;
}

function builtEntry(dir) {
  return path.join(root, dir, 'dist', dir === 'host-shell' ? 'index.html' : 'mf-manifest.json');
}

function readStamp() {
  try {
    return JSON.parse(fs.readFileSync(stampFile, 'utf8'));
  } catch {
    return {};
  }
}

/** Apps whose sources changed since their last build, or whose dist is missing. */
export function staleApps(hashes = appBuildHashes()) {
  const stamp = readStamp();
  return appDirs.filter((dir) => stamp[dir] !== hashes[dir] || !fs.existsSync(builtEntry(dir)));
}

export function recordBuild(dirs, hashes) {
  const stamp = readStamp();
  for (const dir of dirs) stamp[dir] = hashes[dir];
  fs.mkdirSync(path.dirname(stampFile), { recursive: true });
  fs.writeFileSync(stampFile, `${JSON.stringify(stamp, null, 2)}\n`);
}

/** Production build of the stale apps only (`pnpm build <dirs>`); returns the list built. */
export async function buildIfStale({ force = false } = {}) {
  const hashes = appBuildHashes();
  const stale = force ? appDirs : staleApps(hashes);
  if (stale.length === 0) {
    log('front-end builds are up to date (build stamp matches); reusing them');
    return [];
  }
  log(`building ${stale.length === appDirs.length ? 'the host and all remotes' : stale.join(', ')}`);
  const args = stale.length === appDirs.length ? ['build'] : ['build', ...stale];
  const code = await run('pnpm', args);
  if (code !== 0) throw new Error(`pnpm build failed (exit ${code})`);
  recordBuild(stale, hashes);
  return stale;
}

export async function waitForHttp(url, { timeoutMs = 120_000, intervalMs = 300, isAlive = () => true } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) return false;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return false;
}

export const demoAccounts = [
  ['admin', 'admin1234', 'NURLY_ADMIN, staff, superuser'],
  ['staff', 'staff1234', 'NURLY_STAFF, staff'],
  ['customer', 'customer1234', 'customer with apps, a business and points'],
  ['hubadmin', 'hubadmin1234', 'HUB_ADMIN (group 1)'],
  ['hubclient', 'hubclient1234', 'HUB_CLIENT'],
  ['hubmember', 'hubmember1234', 'HUB_MEMBER'],
  ['hubadmin2', 'hubadmin21234', 'HUB_ADMIN (group 2: the second demo hub)'],
  ['hubclient2', 'hubclient21234', 'HUB_CLIENT of hubadmin2 (group 2)'],
  ['offerwall', 'offerwall1234', 'OFFERWALL_CLIENT'],
];
