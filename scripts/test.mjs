// `npm test`: installs what is missing, then runs every check in order and stops at the first failure:
// typecheck, lint, unit tests, server tests on PGlite and on PostgreSQL, production build, e2e.
// Plain Node ESM, no TypeScript: on a fresh clone this runs before tsx or TypeScript is installed.
//
// NURLY_TEST_STEPS=lint,unit runs only the named steps (names as printed in the summary).
// Steps of one stage run side by side (the two cores of CI: a single-threaded step beside another);
// the output of a step that ran beside another is printed whole when it ends, under its name.
// NURLY_TEST_SERIAL=1 runs every step alone, streaming its output.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale, ensurePnpm, installDependencies, isRoot, log, root, run, runCapture } from './lib.mjs';
import { reexecUnderNode24 } from './node.mjs';

reexecUnderNode24();

const isCI = Boolean(process.env.CI) && process.env.CI !== 'false';

// ---------------------------------------------------------------------------------------------
// System packages (Debian): Chromium for e2e, PostgreSQL for the second server run, CJK fonts so
// Korean text renders in screenshots and traces.

function debianPackageInstalled(name) {
  const result = spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.includes('install ok installed');
}

function findPostgresBin() {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const versions = fs
    .readdirSync(base)
    .filter((v) => fs.existsSync(path.join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? path.join(base, versions[0], 'bin') : null;
}

// Looked up when needed: ensureSystemPackages may install it after this module loads.
const findChromium = () => ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => fs.existsSync(p)) ?? null;

async function ensureSystemPackages() {
  const wanted = [
    { pkg: 'chromium', present: () => Boolean(findChromium()) || debianPackageInstalled('chromium') },
    { pkg: 'postgresql', present: () => Boolean(findPostgresBin()) },
    { pkg: 'fonts-noto-cjk', present: () => debianPackageInstalled('fonts-noto-cjk') },
  ];
  const missing = wanted.filter((w) => !w.present()).map((w) => w.pkg);
  if (missing.length === 0) return;
  const hasApt = spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    log(`missing system packages: ${missing.join(', ')} (not root or no apt-get: install them yourself)`);
    return;
  }
  log(`installing Debian packages: ${missing.join(', ')}`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('apt-get', ['update'], { env })) !== 0) throw new Error('apt-get update failed');
  if ((await run('apt-get', ['install', '-y', '--no-install-recommends', ...missing], { env })) !== 0) {
    throw new Error(`apt-get install ${missing.join(' ')} failed`);
  }
}

// ---------------------------------------------------------------------------------------------
// Throwaway PostgreSQL on loopback for the second server-suite run (see TOOLING.md).

function freePort(preferred) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => {
      const any = net.createServer();
      any.listen(0, '127.0.0.1', () => {
        const { port } = any.address();
        any.close(() => resolve(port));
      });
    });
    probe.listen(preferred, '127.0.0.1', () => probe.close(() => resolve(preferred)));
  });
}

async function startPostgres(bin) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nurly-pg-'));
  const port = await freePort(55432);
  // initdb refuses to run as root: run the server as the postgres user then.
  const asPostgres = isRoot;
  if (asPostgres) fs.chownSync(dir, Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim()), 0);
  const exec = (command) =>
    asPostgres ? run('su', ['postgres', '-s', '/bin/sh', '-c', command], { cwd: dir }) : run('sh', ['-c', command], { cwd: dir });
  const data = path.join(dir, 'data');
  const initCode = await exec(`${bin}/initdb -D ${data} -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >${dir}/initdb.log 2>&1`);
  if (initCode !== 0) {
    const why = fs.existsSync(`${dir}/initdb.log`) ? fs.readFileSync(`${dir}/initdb.log`, 'utf8') : '';
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`initdb failed (exit ${initCode})\n${why}`);
  }
  const stop = async () => {
    await exec(`${bin}/pg_ctl -D ${data} -m fast -w stop >/dev/null 2>&1`);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const startCode = await exec(
    `${bin}/pg_ctl -D ${data} -l ${dir}/log -w -o "-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null`,
  );
  if (startCode !== 0) {
    const why = fs.existsSync(`${dir}/log`) ? fs.readFileSync(`${dir}/log`, 'utf8') : '';
    await stop();
    throw new Error(`PostgreSQL did not start (exit ${startCode})\n${why}`);
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}

// ---------------------------------------------------------------------------------------------
// Test counts, read from each runner's own summary.

function countNodeTestRunner(output) {
  // spec reporter: "ℹ pass 12" / tap reporter: "# pass 12"
  const pass = [...output.matchAll(/^[#ℹ]\s*pass (\d+)\s*$/gmu)].pop();
  const fail = [...output.matchAll(/^[#ℹ]\s*fail (\d+)\s*$/gmu)].pop();
  return pass ? { passed: Number(pass[1]), failed: fail ? Number(fail[1]) : 0 } : null;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const resultsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nurly-test-'));
const jestJson = path.join(resultsDir, 'jest.json');
const playwrightJson = path.join(resultsDir, 'playwright.json');

async function serverSuite(ctx, env = {}) {
  const { code, output } = await ctx.capture('pnpm', ['--filter', '@nurly/server', 'test'], { env });
  return { code, counts: countNodeTestRunner(output) };
}

const steps = [
  // tsc and lint (eslint, the singleton check, knip) are single-threaded: side by side they take the two cores.
  { name: 'typecheck', stage: 1, run: async (ctx) => ({ code: await ctx.run('npx', ['tsc', '-p', 'tsconfig.json']) }) },
  { name: 'lint', stage: 1, run: async (ctx) => ({ code: await ctx.run('pnpm', ['lint']) }) },
  {
    name: 'unit',
    // Alone: the page tests wait at most 5 s for what appears, which a core shared with tsc can miss.
    stage: 2,
    run: async (ctx) => {
      // --forceExit: a leaked handle in one test file must not hang the whole suite (jest reports it).
      // Two workers, a core each: jest's default on two cores is one (cores − 1), leaving a core idle.
      // A larger young generation in every worker: rendering pages allocates many short-lived objects
      // (about 0.9x the CPU, 2026-11-27).
      const nodeOptions = [process.env.NODE_OPTIONS, '--max-semi-space-size=32'].filter(Boolean).join(' ');
      const code = await ctx.run('npx', ['jest', '--ci', '--forceExit', '--maxWorkers=2', '--json', `--outputFile=${jestJson}`], {
        env: { NODE_OPTIONS: nodeOptions },
      });
      const report = readJson(jestJson);
      return { code, counts: report ? { passed: report.numPassedTests, failed: report.numFailedTests } : null };
    },
  },
  { name: 'server (PGlite)', stage: 3, run: (ctx) => serverSuite(ctx) },
  {
    name: 'server (PostgreSQL)',
    stage: 4,
    run: async (ctx) => {
      const bin = findPostgresBin();
      if (!bin) {
        if (isCI) return { code: 1, note: 'PostgreSQL binaries not found' };
        return { code: 0, skipped: true, note: 'PostgreSQL not installed (apt-get install postgresql)' };
      }
      const pg = await startPostgres(bin);
      log(`throwaway PostgreSQL at ${pg.url}`);
      try {
        return await serverSuite(ctx, { TEST_DATABASE_URL: pg.url });
      } finally {
        await pg.stop();
      }
    },
  },
  {
    name: 'build',
    stage: 5,
    // Through buildIfStale so the build stamp is recorded: `pnpm test:skew` (after this suite in
    // .ci/run) then reuses these builds as its current-version side instead of building them again.
    run: async () => {
      try {
        await buildIfStale({ force: true });
        return { code: 0 };
      } catch (error) {
        return { code: 1, note: error.message };
      }
    },
  },
  {
    name: 'e2e',
    stage: 6,
    run: async (ctx) => {
      if (!findChromium()) return { code: 1, note: 'Chromium not found at /usr/bin/chromium (apt-get install chromium)' };
      const code = await ctx.run('pnpm', ['--filter', '@nurly/e2e', 'test'], { env: { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightJson } });
      const report = readJson(playwrightJson);
      const stats = report?.stats;
      return {
        code,
        counts: stats ? { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? 0 } : null,
      };
    },
  },
];

/** The machine's CPU counters (Linux /proc/stat), to print how busy the cores were during a stage. */
function cpuSample() {
  try {
    const [, ...fields] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const ticks = fields.map(Number);
    const idle = ticks[3] + (ticks[4] ?? 0);
    const total = ticks.reduce((sum, t) => sum + t, 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

/**
 * CPU seconds used by this process's finished children (Linux /proc/self/stat cutime + cstime, which
 * include their own waited-for children): a stage's figure is the work it did, whatever else the
 * machine was running. A server started detached (PostgreSQL) is not counted.
 */
function childCpuSeconds() {
  try {
    const stat = fs.readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After the command name: field 3 is index 0, so cutime (16) and cstime (17) are 13 and 14.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

function formatSeconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

const only = process.env.NURLY_TEST_STEPS?.split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const selected = only ? steps.filter((s) => only.includes(s.name)) : steps;
const results = [];
const started = Date.now();
let failed = false;

try {
  await ensurePnpm();
  await installDependencies();
  await ensureSystemPackages();
} catch (error) {
  console.error(`\n${error.message}`);
  process.exit(1);
}

const serial = process.env.NURLY_TEST_SERIAL === '1';

/** How a step runs its commands: streamed when it runs alone, held and printed whole when beside another. */
function contextFor(step, alone) {
  if (alone) return { run, capture: runCapture, flush: () => {} };
  const chunks = [];
  const capture = (command, args, options = {}) =>
    new Promise((resolve) => {
      const child = spawn(command, args, {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
        ...options,
        env: { ...process.env, ...options.env },
      });
      let output = '';
      const keep = (chunk) => {
        output += chunk;
        chunks.push(chunk);
      };
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);
      child.on('error', (error) => resolve({ code: 127, output: `${output}cannot run ${command}: ${error.message}\n` }));
      child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), output }));
    });
  return {
    run: async (command, args, options) => (await capture(command, args, options)).code,
    capture,
    flush: () => {
      log(`── ${step.name} (output) ──`);
      process.stdout.write(Buffer.concat(chunks.map((c) => Buffer.from(c))));
    },
  };
}

async function runStep(step, alone) {
  if (alone) log(`── ${step.name} ──`);
  const ctx = contextFor(step, alone);
  const stepStart = Date.now();
  let outcome;
  try {
    outcome = await step.run(ctx);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    outcome = { code: 1 };
  }
  ctx.flush();
  const result = { name: step.name, ms: Date.now() - stepStart, ...outcome };
  log(`${result.code === 0 ? 'done' : 'FAILED'}: ${step.name} in ${formatSeconds(result.ms)}`);
  return result;
}

// Stages in order; inside a stage, lanes side by side (a step with `after` runs in its predecessor's lane).
const stageNumbers = [...new Set(selected.map((s, i) => (serial ? i : s.stage)))];
for (const number of stageNumbers) {
  const inStage = selected.filter((s, i) => (serial ? i : s.stage) === number);
  const lanes = inStage
    .filter((s) => !s.after || !inStage.some((o) => o.name === s.after))
    .map((first) => {
      const lane = [first];
      for (let next = inStage.find((s) => s.after === first.name); next; next = inStage.find((s) => s.after === next.name)) lane.push(next);
      return lane;
    });
  const alone = lanes.length === 1;
  const cpuBefore = cpuSample();
  const childCpuBefore = childCpuSeconds();
  if (!alone) log(`── ${lanes.map((lane) => lane.map((s) => s.name).join(' → ')).join('  ‖  ')} ──`);
  const laneResults = await Promise.all(
    lanes.map(async (lane) => {
      const done = [];
      for (const step of lane) {
        const result = await runStep(step, alone);
        done.push(result);
        if (result.code !== 0) break;
      }
      return done;
    }),
  );
  const cpuAfter = cpuSample();
  const cpu =
    cpuBefore && cpuAfter && cpuAfter.total > cpuBefore.total
      ? (cpuAfter.busy - cpuBefore.busy) / (cpuAfter.total - cpuBefore.total)
      : null;
  const childCpuAfter = childCpuSeconds();
  const work = childCpuBefore !== null && childCpuAfter !== null ? childCpuAfter - childCpuBefore : null;
  // Summary in the declared order; a stage's CPU seconds are printed on its first step.
  inStage.forEach((step, i) => {
    const result = laneResults.flat().find((r) => r.name === step.name);
    if (result) results.push({ ...result, cpu, work: i === 0 ? work : null });
  });
  if (results.some((r) => r.code !== 0)) {
    failed = true;
    break;
  }
}

console.log('\nSummary');
for (const r of results) {
  const status = r.skipped ? 'SKIP' : r.code === 0 ? 'PASS' : 'FAIL';
  const counts = r.counts ? ` (${r.counts.passed} passed, ${r.counts.failed} failed)` : '';
  const note = r.note ? ` — ${r.note}` : '';
  // cpu: how busy the machine's cores were during the step's stage (all cores = 100 %).
  const cpu = r.cpu === null || r.cpu === undefined ? '' : `  cpu ${Math.round(r.cpu * 100)}%`;
  // work: CPU seconds the stage's processes used (on the first step of a stage that ran side by side).
  const work = typeof r.work === 'number' ? `  work ${Math.round(r.work)} s` : '';
  console.log(`  ${status}  ${r.name.padEnd(20)} ${formatSeconds(r.ms).padStart(8)}${cpu}${work}${counts}${note}`);
}
for (const step of selected.filter((s) => !results.some((r) => r.name === s.name))) console.log(`  ----  ${step.name.padEnd(20)}  not run`);
const stepsPassed = results.filter((r) => r.code === 0 && !r.skipped).length;
const stepsFailed = results.filter((r) => r.code !== 0).length;
const testsPassed = results.reduce((sum, r) => sum + (r.counts?.passed ?? 0), 0);
const testsFailed = results.reduce((sum, r) => sum + (r.counts?.failed ?? 0), 0);
console.log(`  Steps: ${stepsPassed} passed, ${stepsFailed} failed in ${formatSeconds(Date.now() - started)}`);
// A failing step whose runner printed no count (typecheck, lint, build, a crash) still counts as one failure.
const uncountedFailures = results.filter((r) => r.code !== 0 && !(r.counts && r.counts.failed > 0)).length;
console.log(`Total: ${testsPassed} passed, ${testsFailed + uncountedFailures} failed`);
fs.rmSync(resultsDir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
