/**
 * `pnpm test:skew` (CI: .ci/run): the version-skew test. It takes the host shell and the
 * hub and cs remotes as released at two `@nurly/shared` versions — the current one (X.Y.Z: the
 * workspace's up-to-date builds, or fresh ones) and the next patch (X.Y.Z+1: built into a temporary
 * folder) — and serves two pairings with the real server (NURLY_STATIC_ROOT), one server each,
 * checked in Chromium on the hub deployment (remotes hub + cs):
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
import sharedPackage from '../../shared/package.json' with { type: 'json' };
import { staleApps, waitForHttp } from '../../scripts/lib.mjs';
import { chromium, chromiumLaunchOptions, type Browser } from '../../e2e/support/browser';
import { accounts } from '../../e2e/support/accounts';
import { startBenchServer, stopBenchServer } from './bench-server.ts';
import { workspaceRoot } from './webpack.ts';

// The two pairings' servers run side by side, on SKEW_PORT and SKEW_PORT + 10: their start-ups
// (compile, seed) overlap instead of adding up.
const PORT = Number(process.env.SKEW_PORT ?? 18096);
const ports = { compatible: PORT, skewed: PORT + 10 };
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
  return run(process.execPath, ['--import', 'tsx', 'tools/mf/build.ts', '--out', root, ...dirs], { NURLY_SHARED_VERSION_AS: version });
}

const olderApps = ['host-shell', 'mfe-hub', 'mfe-cs'];

/**
 * The current-version side: the workspace's own builds when they are up to date (their build stamp
 * matches the sources, as after `npm test`'s build step in CI and `npm start`), else fresh builds in
 * the temporary folder. Reusing them halves the test's time on two cores.
 */
async function olderBuilds(work: string): Promise<string> {
  const stale = new Set(staleApps());
  const reusable = olderApps.every((dir) => {
    if (stale.has(dir)) return false;
    if (dir === 'host-shell') return true;
    const data = JSON.parse(fs.readFileSync(path.join(workspaceRoot, dir, 'dist', 'remote-routes.json'), 'utf8')) as {
      build?: { sharedVersion?: string };
    };
    return data.build?.sharedVersion === older;
  });
  if (reusable) {
    console.log(`[skew] reusing the workspace's up-to-date builds of ${olderApps.join(', ')} as @nurly/shared ${older}`);
    return workspaceRoot;
  }
  const root = path.join(work, `shared-${older}`);
  await buildAt(older, root, olderApps);
  return root;
}

/** A static root holding the given app folders (copies of the builds, as a deployment would). */
function pairing(root: string, parts: Record<string, string>): string {
  for (const [dir, from] of Object.entries(parts)) {
    fs.cpSync(path.join(from, dir, 'dist'), path.join(root, dir, 'dist'), { recursive: true });
  }
  return root;
}

/** The real server on the static root, with the demo data to sign in with. */
function startServer(staticRoot: string, port: number): ChildProcess {
  return startBenchServer(port, {
    NURLY_SEED_DEMO: 'true',
    NURLY_STATIC_ROOT: staticRoot,
    RATE_LIMIT_AUTH_MAX: '10000',
    PASSWORD_SCRYPT_LOG2N: '14',
    NODE_ENV: 'development',
  });
}

async function sessionFor(account: keyof typeof accounts, port: number): Promise<Record<string, string>> {
  const { username, password } = accounts[account];
  const response = await fetch(`http://127.0.0.1:${port}/api/token`, {
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

async function visit(browser: Browser, port: number): Promise<Outcome> {
  const origin = `http://hub.localhost:${port}`;
  const context = await browser.newContext({ locale: 'ko-KR' });
  const session = await sessionFor('hubadmin', port);
  await context.addInitScript((entries: Record<string, string>) => {
    for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
  }, session);
  const page = await context.newPage();
  let csCodeFetched = false;
  // What the page said, printed only when a wait fails (a timeout alone does not tell why).
  const browserLog: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') browserLog.push(`${message.type()}: ${message.text().slice(0, 300)}`);
  });
  page.on('pageerror', (error) => browserLog.push(`pageerror: ${error.message}`));
  const explain = async (what: string, error: unknown): Promise<never> => {
    console.error(
      `[skew] ${what}: at ${page.url()}\n${browserLog.join('\n')}\n--- page text ---\n${(
        await page
          .locator('body')
          .innerText()
          .catch(() => '')
      ).slice(0, 600)}`,
    );
    throw error;
  };
  page.on('request', (request) => {
    const url = new URL(request.url()).pathname;
    if (url.startsWith('/remotes/cs/') && !url.endsWith('/remote-routes.json')) csCodeFetched = true;
  });
  await page.goto(`${origin}/questions`);
  const cs = page.locator('[data-remote="cs"]');
  const error = page.getByTestId('remote-error');
  await cs
    .or(error)
    .first()
    .waitFor({ timeout: 30_000 })
    .catch((e: unknown) => explain('neither the cs page nor its error appeared', e));
  const csRendered = await cs.isVisible();
  const csIncompatible = (await error.getAttribute('data-incompatible').catch(() => null)) === 'true';
  const message = csRendered ? '' : ((await error.textContent()) ?? '');
  await page.goto(`${origin}/sales`);
  const hubRendered = await page
    .locator('[data-remote="hub"]')
    .waitFor({ timeout: 30_000 })
    .then(() => true)
    .catch(async () => {
      await explain('the hub page did not appear', null).catch(() => undefined);
      return false;
    });
  await context.close();
  return { csRendered, csIncompatible, csCodeFetched, hubRendered, message };
}

async function serverUp(server: ChildProcess, port: number): Promise<void> {
  const up = await waitForHttp(`http://127.0.0.1:${port}/api/health`, { timeoutMs: 240_000, isAlive: () => server.exitCode === null });
  if (!up) throw new Error(`the server did not come up on 127.0.0.1:${port}`);
}

async function scenario(browser: Browser, name: string, port: number): Promise<Outcome> {
  const outcome = await visit(browser, port);
  console.log(`[skew] ${name}: ${JSON.stringify(outcome)}`);
  return outcome;
}

async function main(): Promise<void> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'nurly-skew-'));
  const failures: string[] = [];
  let browser: Browser | null = null;
  const servers: ChildProcess[] = [];
  try {
    const olderRoot = await olderBuilds(work);
    const newerRoot = path.join(work, `shared-${newer}`);
    await buildAt(newer, newerRoot, ['host-shell', 'mfe-cs']);
    const compatibleServer = startServer(
      pairing(path.join(work, 'newer-shell'), { 'host-shell': newerRoot, 'mfe-hub': olderRoot, 'mfe-cs': olderRoot }),
      ports.compatible,
    );
    const skewedServer = startServer(
      pairing(path.join(work, 'older-shell'), { 'host-shell': olderRoot, 'mfe-hub': olderRoot, 'mfe-cs': newerRoot }),
      ports.skewed,
    );
    servers.push(compatibleServer, skewedServer);
    browser = await chromium.launch(chromiumLaunchOptions);
    await Promise.all([serverUp(compatibleServer, ports.compatible), serverUp(skewedServer, ports.skewed)]);

    const compatible = await scenario(browser, `shell ${newer} + cs built at ${older}`, ports.compatible);
    if (!compatible.csRendered) failures.push(`a shell at ${newer} must run cs built at ${older}: ${compatible.message}`);
    if (!compatible.hubRendered) failures.push(`a shell at ${newer} must run hub built at ${older}`);

    const skewed = await scenario(browser, `shell ${older} + cs built at ${newer}`, ports.skewed);
    if (skewed.csRendered) failures.push(`a shell at ${older} must refuse cs built at ${newer}, but it rendered`);
    if (!skewed.csIncompatible || !skewed.message.includes('셸을 먼저 업데이트해야 합니다.')) {
      failures.push(`cs built at ${newer} on a shell at ${older} must say the shell needs updating; it said: ${skewed.message}`);
    }
    if (skewed.csCodeFetched) failures.push('the refused cs remote must not download any code');
    if (!skewed.hubRendered) failures.push(`the rest of a shell at ${older} (hub pages) must keep working`);
  } finally {
    await browser?.close();
    await Promise.all(servers.map(stopBenchServer));
    // SKEW_KEEP=1 keeps the builds for a look at what was served.
    if (process.env.SKEW_KEEP) console.log(`[skew] builds kept in ${work}`);
    else fs.rmSync(work, { recursive: true, force: true });
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
