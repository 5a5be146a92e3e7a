/**
 * `pnpm bench:lighthouse`: Lighthouse (desktop preset, performance category only) against /login of
 * each deployment, as a visitor's browser sees it. A measurement to read, not a pass/fail test: it
 * is in neither `npm test` nor .ci/run.
 *
 * Builds the apps if their build stamp is stale (as `pnpm start` does; `--reuse` measures dist/ as it
 * is), starts the server on 127.0.0.1:18105 with an in-memory database and the `pnpm start`
 * environment (no NODE_ENV), runs Lighthouse in Debian's Chromium `--runs N` times per page (default
 * 3) and prints the median of each figure, since a single Lighthouse run on a shared 2-core machine
 * swings by several points.
 */
import { buildIfStale } from '../../scripts/lib.mjs';
import { sites, type SiteName } from '../../e2e/support/accounts';
import {
  desktopConfig,
  launchChrome,
  lighthouse,
  lighthouseChromeOptions,
  type LaunchedChrome,
  type LighthouseResult,
} from '../../e2e/support/lighthouse';
import { runBench, startBenchServer, stopBenchServer, waitForBenchServer } from './bench-server.ts';

const PORT = Number(process.env.BENCH_PORT ?? 18105);
const reuseBuilds = process.argv.includes('--reuse');
const runsArgument = process.argv.indexOf('--runs');
const runs = runsArgument > 0 ? Number(process.argv[runsArgument + 1]) : 3;
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs needs a positive whole number');
  process.exit(2);
}

/** The figures of one Lighthouse run, in the units a reader expects. */
interface Figures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** `total-byte-weight`: every response as transferred (after Content-Encoding), headers included. */
  transferredBytes: number;
}

function auditValue(result: LighthouseResult, id: string): number {
  const value = result.audits[id]?.numericValue;
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no value for ${id} on ${result.finalDisplayedUrl}`);
  return value;
}

function figuresOf(result: LighthouseResult): Figures {
  const score = result.categories.performance?.score;
  if (typeof score !== 'number') {
    const error = result.runtimeError ? `${result.runtimeError.code}: ${result.runtimeError.message}` : 'no score';
    throw new Error(`Lighthouse could not score ${result.requestedUrl} (${error})`);
  }
  return {
    score: Math.round(score * 100),
    fcpMs: auditValue(result, 'first-contentful-paint'),
    lcpMs: auditValue(result, 'largest-contentful-paint'),
    tbtMs: auditValue(result, 'total-blocking-time'),
    cls: auditValue(result, 'cumulative-layout-shift'),
    transferredBytes: auditValue(result, 'total-byte-weight'),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function medianFigures(all: Figures[]): Figures {
  const of = (key: keyof Figures) => median(all.map((figures) => figures[key]));
  return {
    score: of('score'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    transferredBytes: of('transferredBytes'),
  };
}

async function audit(chrome: LaunchedChrome, url: string): Promise<{ figures: Figures; lighthouseVersion: string }> {
  // A run whose trace recording failed (Lighthouse's NO_NAVSTART, now and then on a busy machine) is
  // run again, up to three times: it says nothing about the page.
  for (let attempt = 1; ; attempt += 1) {
    const runnerResult = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      desktopConfig,
    );
    if (!runnerResult) throw new Error(`Lighthouse returned nothing for ${url}`);
    try {
      return { figures: figuresOf(runnerResult.lhr), lighthouseVersion: runnerResult.lhr.lighthouseVersion };
    } catch (error) {
      if (attempt >= 3 || !runnerResult.lhr.runtimeError) throw error;
      console.log(`  ${url}: ${runnerResult.lhr.runtimeError.code}, running it again`);
    }
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const started = Date.now();
  if (!reuseBuilds) await buildIfStale();
  const server = startBenchServer(PORT);
  const stop = () => stopBenchServer(server);
  process.on('exit', stop);
  process.on('SIGINT', () => process.exit(130));
  let chrome: LaunchedChrome | null = null;
  try {
    await waitForBenchServer(server, PORT);
    chrome = await launchChrome(lighthouseChromeOptions);
    const rows: string[][] = [];
    let lighthouseVersion = '';
    for (const [name, site] of Object.entries(sites) as [SiteName, (typeof sites)[SiteName]][]) {
      // *.localhost resolves to 127.0.0.1 inside Chromium, so the host header selects the deployment.
      const url = `http://${site.host}:${PORT}/login`;
      const all: Figures[] = [];
      for (let run = 1; run <= runs; run += 1) {
        const { figures, lighthouseVersion: version } = await audit(chrome, url);
        lighthouseVersion = version;
        console.log(
          `  ${url} run ${run}/${runs}: score ${figures.score}, LCP ${seconds(figures.lcpMs)}, TBT ${Math.round(figures.tbtMs)} ms`,
        );
        all.push(figures);
      }
      const m = medianFigures(all);
      rows.push([
        `${name} (${site.host})`,
        String(m.score),
        seconds(m.fcpMs),
        seconds(m.lcpMs),
        `${Math.round(m.tbtMs)} ms`,
        m.cls.toFixed(3),
        kb(m.transferredBytes),
      ]);
    }

    const header = ['/login of', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'transferred'];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    const line = (cells: string[]) => cells.map((c, i) => (i >= 1 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
    console.log(
      `\nLighthouse ${lighthouseVersion} desktop preset, performance only, median of ${runs} run(s) per page (${new Date().toISOString()})`,
    );
    console.log(line(header));
    console.log(widths.map((w) => '-'.repeat(w)).join('  '));
    for (const r of rows) console.log(line(r));
    console.log(`\ndone in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    chrome?.kill();
    await stop();
  }
}

runBench(main);
