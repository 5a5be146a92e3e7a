// `pnpm --filter @nurly/server test [files…]`: the server suite, each test file a process of its own
// (node:test), two at a time.
//
// The files run as bundles: esbuild compiles every test file with the sources it reaches into
// .test-build/ (code splitting, so the server's code is one set of shared chunks), and node runs
// those. Through tsx each file spent about 5 s of CPU resolving and transforming ~1,100 modules
// (typebox alone is 373) before its first test; a bundle loads in a fraction of that (esbuild.mjs
// says what is bundled).
// `import.meta.url` in a source file keeps meaning that file (worker scripts, migrations, fixtures).
//
// One file while you work: `node --import tsx --test test/…/x.test.ts` runs the sources directly.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { serverBuildOptions, serverRoot } from './esbuild.mjs';

const outdir = path.join(serverRoot, '.test-build');
const requested = process.argv.slice(2);
const entries = (requested.length > 0 ? requested : fs.globSync('test/**/*.test.ts', { cwd: serverRoot })).sort();

fs.rmSync(outdir, { recursive: true, force: true });
const started = performance.now();
await build({ ...serverBuildOptions(), entryPoints: entries, outdir, outbase: 'test', splitting: true, outExtension: { '.js': '.mjs' } });
console.log(`bundled ${entries.length} test files in ${Math.round(performance.now() - started)} ms`);

const files = entries.map((entry) => path.join(outdir, path.relative('test', entry)).replace(/\.ts$/, '.mjs'));
// --max-semi-space-size: start-up allocates a lot of short-lived objects; a larger young generation
// means fewer scavenges (about 15% less CPU per file). --liftoff-only: PGlite's PostgreSQL is
// WebAssembly, and in a process that lives for one test file V8's optimising tier-up compiles more
// than it saves — one baseline compile costs about 0.65× the CPU of a file (6.5 s against 10.0 s for
// cs/faq-notice, 8.0 against 12.3 for offerwall/postbacks, 2026-11-26). Source maps: failures name the
// .ts lines.
const child = spawn(process.execPath, ['--enable-source-maps', '--max-semi-space-size=32', '--liftoff-only', '--test', '--test-concurrency=2', ...files], {
  cwd: serverRoot,
  stdio: 'inherit',
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
