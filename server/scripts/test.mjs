// `pnpm --filter @nurly/server test [files…]`: the server suite, each test file a process of its own
// (node:test), two at a time.
//
// The files run as bundles: esbuild compiles every test file with the sources it reaches into
// .test-build/ (code splitting, so the server's code is one set of shared chunks), and node runs
// those. Through tsx each file spent about 5 s of CPU resolving and transforming ~1,100 modules
// (typebox alone is 373) before its first test; a bundle loads in a fraction of that. Libraries that
// load files of their own (PGlite's WebAssembly, tesseract, pg-boss …) stay outside the bundle.
// `import.meta.url` in a source file keeps meaning that file (worker scripts, migrations, fixtures).
//
// One file while you work: `node --import tsx --test test/…/x.test.ts` runs the sources directly.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(serverRoot, '.test-build');
const pkg = JSON.parse(fs.readFileSync(path.join(serverRoot, 'package.json'), 'utf8'));

// Pure ES modules in many small files, bundled; every other dependency is loaded by node as usual.
const bundled = new Set(['@nurly/contracts', 'typebox', '@fastify/type-provider-typebox', 'drizzle-orm']);
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((name) => !bundled.has(name));

const requested = process.argv.slice(2);
const entries = (requested.length > 0 ? requested : fs.globSync('test/**/*.test.ts', { cwd: serverRoot })).sort();

/** A source's `import.meta.url` is its own address, not the chunk's it is bundled into. */
const ownImportMetaUrl = {
  name: 'own-import-meta-url',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await fs.promises.readFile(args.path, 'utf8');
      return { contents: text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)), loader: 'ts' };
    });
  },
};

fs.rmSync(outdir, { recursive: true, force: true });
const started = performance.now();
await build({
  absWorkingDir: serverRoot,
  entryPoints: entries,
  outdir,
  outbase: 'test',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  outExtension: { '.js': '.mjs' },
  external: [...external, ...external.map((name) => `${name}/*`)],
  plugins: [ownImportMetaUrl],
  // Bundled CommonJS (none today) would need require in an ES module.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  sourcemap: 'linked',
  logLevel: 'warning',
});
console.log(`bundled ${entries.length} test files in ${Math.round(performance.now() - started)} ms`);

const files = entries.map((entry) => path.join(outdir, path.relative('test', entry)).replace(/\.ts$/, '.mjs'));
// --max-semi-space-size: start-up allocates a lot of short-lived objects; a larger young generation
// means fewer scavenges (about 15% less CPU per file). Source maps: failures name the .ts lines.
const child = spawn(process.execPath, ['--enable-source-maps', '--max-semi-space-size=32', '--test', '--test-concurrency=2', ...files], {
  cwd: serverRoot,
  stdio: 'inherit',
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
