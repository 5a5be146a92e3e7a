/**
 * `pnpm bench:bundles`: gzip bytes of the JavaScript and CSS a browser loads for `/login` and for
 * each variant's home page, next to baselines built with the same webpack settings: a bare login
 * page with the product's libraries and no federation (the yardstick), and a bare React +
 * Chakra page with and without federation. A measurement to read, not a pass/fail test.
 *
 * Builds the apps if their build stamp is stale (or reuses them), builds the baseline, starts the
 * server on 127.0.0.1:18091 with an in-memory database, measures in Debian's Chromium, stops.
 * "Loaded to first paint" is measured as everything fetched until the page's load event and an idle
 * network: remote routes are lazy, so the first useful paint of a route needs its chunks too.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import webpack, { type Configuration } from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { buildIfStale } from '../../scripts/lib.mjs';
import { chromium, chromiumLaunchOptions, type Browser, type Page } from '../../e2e/support/browser';
import { accounts, sites, type AccountName, type SiteName } from '../../e2e/support/accounts';
import { runBench, startBenchServer, stopBenchServer, waitForBenchServer } from './bench-server.ts';
import { createWebpackConfig, workspaceRoot } from './webpack.ts';

const PORT = Number(process.env.BENCH_PORT ?? 18091);
const baselineSource = path.join(workspaceRoot, 'tools/mf/bench-baseline');
const bareLoginSource = path.join(workspaceRoot, 'tools/mf/bench-baseline-login');
const baselineOut = path.join(workspaceRoot, 'node_modules/.cache/nurly-bench-baseline');

/** Who is logged in when a variant's home page is measured: the user that site is for. */
const homeUser: Record<SiteName, AccountName> = { default: 'customer', reward: 'hubclient', hub: 'hubadmin', offerwall: 'offerwall' };

interface Weight {
  files: number;
  rawBytes: number;
  gzipBytes: number;
  /** Response bodies as sent (after Content-Encoding), every request of the page, not only JS+CSS. */
  wireBytes: number;
  /** Requests the page made, for the "nothing of another remote" check. */
  requests: number;
}

interface LoadedFile {
  url: string;
  gzipBytes: number;
}

/** `pnpm bench:bundles --files` also lists every file each page loaded, largest first. */
const listFiles = process.argv.includes('--files');
/** `--reuse`: measure the builds already in dist/ (e.g. while another app's sources are mid-edit). */
const reuseBuilds = process.argv.includes('--reuse');

// ---------------------------------------------------------------------------------------------
// Baseline builds: the host's webpack config pointed at the bare page. "federated" keeps the host's
// Module Federation plugin (shared singletons as separate, untree-shaken chunks) exactly as the
// product builds; "plain" drops it, showing what a non-federated React + Chakra page would cost.

// "bareLogin" (the yardstick) is a login page with the product's libraries, without federation.
const baselineKinds = ['federated', 'plain', 'bareLogin'] as const;
type BaselineKind = (typeof baselineKinds)[number];

function baselineConfig(kind: BaselineKind): Configuration {
  // The reference stays "federation without tree shaking", as first measured (see benchReference).
  const config = createWebpackConfig('host-shell', { mode: 'production', benchReference: true });
  return {
    ...config,
    name: `baseline-${kind}`,
    context: kind === 'bareLogin' ? bareLoginSource : baselineSource,
    output: { ...config.output, path: path.join(baselineOut, kind), uniqueName: `bench_baseline_${kind}` },
    plugins: (config.plugins ?? []).filter((plugin) => kind === 'federated' || !(plugin instanceof ModuleFederationPlugin)),
  };
}

function buildBaselines(): Promise<void> {
  return new Promise((resolve, reject) => {
    const compiler = webpack(baselineKinds.map(baselineConfig));
    compiler.run((err, stats) => {
      compiler.close(() => undefined);
      if (err) return reject(err);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    });
  });
}

/** A static file server for a baseline folder on an ephemeral loopback port. */
function serveFolder(folder: string): Promise<http.Server> {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };
  const server = http.createServer((req, res) => {
    const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = path.join(folder, urlPath === '/' ? 'index.html' : path.normalize(urlPath));
    if (!file.startsWith(folder) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

// ---------------------------------------------------------------------------------------------
// The real server, as the e2e suite starts it.

function startServer(): ChildProcess {
  return startBenchServer(PORT, { NURLY_SEED_DEMO: 'true', RATE_LIMIT_AUTH_MAX: '10000', NODE_ENV: 'development' });
}

/** Tokens and user for a demo account, written to sessionStorage the way @nurly/shared keeps them. */
async function sessionFor(account: AccountName): Promise<Record<string, string>> {
  const { username, password } = accounts[account];
  const headers = { 'content-type': 'application/json' };
  const tokenResponse = await fetch(`http://127.0.0.1:${PORT}/api/token`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ username, password }),
  });
  if (!tokenResponse.ok) throw new Error(`login as ${username} failed: HTTP ${tokenResponse.status}`);
  const tokens = (await tokenResponse.json()) as { access: string; refresh: string };
  const userResponse = await fetch(`http://127.0.0.1:${PORT}/api/user`, {
    headers: { ...headers, authorization: `Bearer ${tokens.access}` },
  });
  const user: unknown = userResponse.ok ? await userResponse.json() : null;
  return {
    'nurly.accessToken': JSON.stringify(tokens.access),
    'nurly.refreshToken': JSON.stringify(tokens.refresh),
    'nurly.isUserLoggedIn': 'true',
    ...(user ? { 'nurly.user': JSON.stringify(user) } : {}),
  };
}

async function measure(
  browser: Browser,
  url: string,
  session?: Record<string, string>,
): Promise<Weight & { finalPath: string; loaded: LoadedFile[] }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  if (session) {
    await context.addInitScript((entries: Record<string, string>) => {
      for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
    }, session);
  }
  const page: Page = await context.newPage();
  const weights: Weight = { files: 0, rawBytes: 0, gzipBytes: 0, wireBytes: 0, requests: 0 };
  const loaded: LoadedFile[] = [];
  const reads: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    weights.requests += 1;
    reads.push(
      request
        .sizes()
        .then((sizes) => {
          weights.wireBytes += sizes.responseBodySize;
        })
        .catch(() => undefined),
    );
  });
  page.on('response', (response) => {
    const kind = response.request().resourceType();
    const type = response.headers()['content-type'] ?? '';
    if (kind !== 'script' && kind !== 'stylesheet' && !/javascript|text\/css/.test(type)) return;
    reads.push(
      response
        .body()
        .then((body) => {
          const gzipBytes = gzipSync(body, { level: 9 }).length;
          weights.files += 1;
          weights.rawBytes += body.length;
          weights.gzipBytes += gzipBytes;
          loaded.push({ url: response.url(), gzipBytes });
        })
        .catch(() => undefined),
    );
  });
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  await Promise.all(reads);
  const finalPath = new URL(page.url()).pathname;
  await context.close();
  if (listFiles) {
    console.log(`\n${url} → ${finalPath}`);
    for (const file of loaded.sort((a, b) => b.gzipBytes - a.gzipBytes)) {
      console.log(`  ${kb(file.gzipBytes).padStart(9)}  ${new URL(file.url).pathname}`);
    }
  }
  return { ...weights, finalPath, loaded };
}

/** Remote keys whose code (a script or stylesheet under /remotes/<key>/) a page loaded. */
function remotesFetched(loaded: LoadedFile[]): string[] {
  const keys = new Set<string>();
  for (const file of loaded) {
    const match = /^\/remotes\/([^/]+)\//.exec(new URL(file.url).pathname);
    if (match) keys.add(match[1]);
  }
  return [...keys].sort();
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

async function main(): Promise<void> {
  const started = Date.now();
  if (!reuseBuilds) await buildIfStale();
  console.log('building the baseline (bare React + Chakra page) with the host webpack settings…');
  await buildBaselines();

  const server = startServer();
  const stop = () => stopBenchServer(server);
  process.on('exit', stop);
  process.on('SIGINT', () => process.exit(130));
  const baselineServers: http.Server[] = [];
  let browser: Browser | null = null;
  try {
    await waitForBenchServer(server, PORT);
    browser = await chromium.launch(chromiumLaunchOptions);

    const measureBaseline = async (inBrowser: Browser, kind: BaselineKind): Promise<Weight> => {
      const folderServer = await serveFolder(path.join(baselineOut, kind));
      baselineServers.push(folderServer);
      const { port } = folderServer.address() as AddressInfo;
      return measure(inBrowser, `http://127.0.0.1:${port}/`);
    };
    const baseline: Record<BaselineKind, Weight> = {
      federated: await measureBaseline(browser, 'federated'),
      plain: await measureBaseline(browser, 'plain'),
      bareLogin: await measureBaseline(browser, 'bareLogin'),
    };
    // The yardstick is the bare login page without federation, built in this same run.
    const row = (label: string, finalPath: string, weight: Weight): string[] => [
      label,
      finalPath,
      String(weight.files),
      kb(weight.gzipBytes),
      kb(weight.wireBytes),
      String(weight.requests),
      (weight.gzipBytes / baseline.bareLogin.gzipBytes).toFixed(2) + '×',
      (weight.gzipBytes / baseline.plain.gzipBytes).toFixed(2) + '×',
      (weight.gzipBytes / baseline.federated.gzipBytes).toFixed(2) + '×',
    ];

    const rows: string[][] = [];
    rows.push(row('bare login page (same libraries, plain webpack)', '', baseline.bareLogin));
    rows.push(row('baseline (React + Chakra, plain webpack)', '', baseline.plain));
    rows.push(row('baseline (React + Chakra, federated, shared whole)', '', baseline.federated));
    const remoteFolders: Record<string, string[]> = {};
    for (const [name, site] of Object.entries(sites) as [SiteName, (typeof sites)[SiteName]][]) {
      const origin = `http://${site.host}:${PORT}`;
      const login = await measure(browser, `${origin}/login`);
      rows.push(row(`${name} /login`, login.finalPath, login));
      remoteFolders[`${name} /login`] = remotesFetched(login.loaded);
      const session = await sessionFor(homeUser[name]);
      const home = await measure(browser, `${origin}/`, session);
      rows.push(row(`${name} / as ${homeUser[name]}`, home.finalPath, home));
      remoteFolders[`${name} / as ${homeUser[name]}`] = remotesFetched(home.loaded);
    }

    const header = [
      'page',
      'ended at',
      'JS+CSS files',
      'gzip JS+CSS',
      'wire (all)',
      'requests',
      'vs bare login',
      'vs plain',
      'vs federated',
    ];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    const line = (cells: string[]) => cells.map((c, i) => (i >= 2 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
    console.log(
      `\nJS + CSS loaded until load + network idle, gzip -9 per file; wire = every response body as sent (${new Date().toISOString()})`,
    );
    console.log(line(header));
    console.log(widths.map((w) => '-'.repeat(w)).join('  '));
    for (const r of rows) console.log(line(r));
    console.log('\nremote code (JS/CSS under /remotes/<key>/) each page fetched:');
    for (const [label, keys] of Object.entries(remoteFolders)) console.log(`  ${label.padEnd(28)} ${keys.join(', ') || '—'}`);
    console.log(`\ndone in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await browser?.close();
    for (const s of baselineServers) s.close();
    await stop();
  }
}

runBench(main);
