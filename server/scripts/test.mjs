// `pnpm --filter @nurly/server test [files…]`: the server suite (node:test), in a few processes that
// each run test files one after another, two processes at a time.
//
// The files run as bundles: esbuild compiles every test file with the sources it reaches into
// .test-build/ (code splitting, so the server's code is one set of shared chunks), and node runs
// those. Through tsx each file spent about 5 s of CPU resolving and transforming ~1,100 modules
// (typebox alone is 373) before its first test; a bundle loads in a fraction of that (esbuild.mjs
// says what is bundled).
// `import.meta.url` in a source file keeps meaning that file (worker scripts, migrations, fixtures).
//
// Several files a process: a process that runs one file spends most of its CPU before the first test
// (loading the chunks and their source maps, compiling PGlite's WebAssembly). So each test file
// becomes one suite named by its path — its top-level code, hooks and tests inside an async
// `describe`, its `process.env` put back when it ends — and a process runs up to
// NURLY_TEST_GROUP_SIZE (12) of them in turn, sharing what they load (on PGlite 0.57× the CPU and
// 0.55× the time of a process per file, 2026-11-27).
// NURLY_TEST_GROUP_SIZE=1 gives every file a process of its own again.
//
// One file while you work: `node --import tsx --test test/…/x.test.ts` runs the sources directly.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { loadWithOwnImportMetaUrl, serverBuildOptions, serverRoot } from './esbuild.mjs';

// A folder per run: two runs at once (PGlite and PostgreSQL, or two terminals) never share files.
const outdir = path.join(serverRoot, '.test-build', String(process.pid));
const requested = process.argv.slice(2);
const entries = (requested.length > 0 ? requested : fs.globSync('test/**/*.test.ts', { cwd: serverRoot })).sort();
const groupSize = Math.max(1, Number(process.env.NURLY_TEST_GROUP_SIZE ?? 12));

/**
 * A test file's text as one suite: its import declarations first (they are hoisted anyway), then
 * everything else inside `describe(<path>, …)`. Test files are formatted by Prettier, so an import
 * declaration starts a line with `import ` and ends at the first line ending in `;`; a static import
 * after the first statement is refused rather than guessed at.
 */
export function asFileSuite(text, name) {
  const lines = text.split('\n');
  let index = 0;
  let inImport = false;
  let inComment = false;
  for (; index < lines.length; index += 1) {
    const line = lines[index].trim();
    if (inImport) {
      if (line.endsWith(';')) inImport = false;
      continue;
    }
    if (inComment) {
      if (line.includes('*/')) inComment = false;
      continue;
    }
    if (line === '' || line.startsWith('//')) continue;
    if (line.startsWith('/*')) {
      inComment = !line.includes('*/');
      continue;
    }
    if (line.startsWith('import ') && !line.startsWith('import(')) {
      inImport = !line.endsWith(';');
      continue;
    }
    break;
  }
  const body = lines.slice(index);
  const late = body.findIndex((line) => /^(import\s+[^(]|export\s)/.test(line));
  if (late >= 0) throw new Error(`${name}:${index + late + 1}: a test file has its imports first and exports nothing`);
  return [
    ...lines.slice(0, index),
    "import { describe as __fileSuite } from 'node:test';",
    'const __fileEnv = { ...process.env };',
    // A suite's promise settles when it has run, its `after` hooks included: the process imports the
    // next file only then, so one file's app is built and closed before the next one's.
    `await __fileSuite(${JSON.stringify(name)}, async () => {`,
    ...body,
    '});',
    'for (const key of Object.keys(process.env)) if (!(key in __fileEnv)) delete process.env[key];',
    'Object.assign(process.env, __fileEnv);',
    '',
  ].join('\n');
}

/** Test entry files become suites (see asFileSuite); everything else loads as serverBuildOptions says. */
function fileSuites() {
  const entryPaths = new Set(entries.map((entry) => path.join(serverRoot, entry)));
  return {
    name: 'file-suites',
    setup(builder) {
      builder.onLoad({ filter: /\.test\.ts$/ }, async (args) => {
        if (!entryPaths.has(args.path)) return undefined;
        const loaded = await loadWithOwnImportMetaUrl(args);
        return { ...loaded, contents: asFileSuite(loaded.contents, path.relative(path.join(serverRoot, 'test'), args.path)) };
      });
    },
  };
}

fs.rmSync(outdir, { recursive: true, force: true });
const started = performance.now();
const options = serverBuildOptions();
await build({
  ...options,
  plugins: groupSize > 1 ? [fileSuites(), ...options.plugins] : options.plugins,
  entryPoints: entries,
  outdir,
  outbase: 'test',
  splitting: true,
  outExtension: { '.js': '.mjs' },
});
console.log(`bundled ${entries.length} test files in ${Math.round(performance.now() - started)} ms`);

const bundles = entries.map((entry) => path.join(outdir, path.relative('test', entry)).replace(/\.ts$/, '.mjs'));

/**
 * The processes: each takes the next file from a queue (a folder of numbered tickets; renaming one is
 * the atomic claim) until it has run NURLY_TEST_GROUP_SIZE of them or the queue is empty, so a slow
 * file never holds up a fixed group. Largest files first (a rough measure of their time): what is
 * left for the end are short ones.
 */
function workers() {
  if (groupSize === 1) return bundles;
  const queue = path.join(outdir, 'queue');
  fs.mkdirSync(queue);
  entries
    .map((entry, i) => ({ bundle: bundles[i], size: fs.statSync(path.join(serverRoot, entry)).size }))
    .sort((a, b) => b.size - a.size)
    .forEach(({ bundle }, i) => fs.writeFileSync(path.join(queue, String(i).padStart(4, '0')), bundle));
  const worker = [
    "import fs from 'node:fs';",
    "import { pathToFileURL } from 'node:url';",
    `const queue = ${JSON.stringify(queue)};`,
    `for (let taken = 0; taken < ${groupSize}; taken += 1) {`,
    '  let bundle;',
    '  for (const ticket of fs.readdirSync(queue).filter((name) => !name.includes(".")).sort()) {',
    '    const claimed = `${queue}/${ticket}.${process.pid}`;',
    '    try { fs.renameSync(`${queue}/${ticket}`, claimed); } catch { continue; }',
    "    bundle = fs.readFileSync(claimed, 'utf8');",
    '    break;',
    '  }',
    '  if (!bundle) break;',
    '  await import(pathToFileURL(bundle).href);',
    '}',
    '',
  ].join('\n');
  // Just enough processes for the queue: one stops early only when the queue is empty.
  return Array.from({ length: Math.ceil(bundles.length / groupSize) }, (_, i) => {
    const file = path.join(outdir, `worker-${String(i + 1).padStart(2, '0')}.mjs`);
    fs.writeFileSync(file, worker);
    return file;
  });
}

// --max-semi-space-size: start-up allocates a lot of short-lived objects; a larger young generation
// means fewer scavenges (about 15% less CPU per file). --liftoff-only: PGlite's PostgreSQL is
// WebAssembly, and V8's optimising tier-up compiles more than it saves in a process this short — one
// baseline compile costs about 0.65× the CPU of a file (2026-11-26). Source maps: failures name the
// .ts lines.
const child = spawn(
  process.execPath,
  ['--enable-source-maps', '--max-semi-space-size=32', '--liftoff-only', '--test', '--test-concurrency=2', ...workers()],
  {
    cwd: serverRoot,
    stdio: 'inherit',
  },
);
child.on('exit', (code, signal) => {
  fs.rmSync(outdir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
