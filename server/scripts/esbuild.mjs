// The esbuild settings the server is compiled with: `scripts/build.mjs` (dist/server.js, what
// production runs) and `scripts/test.mjs` (the test files, bundled).
//
// Bundled: the server's sources, @nurly/contracts, and pure-ESM libraries made of many small modules
// (typebox alone is 373), which would otherwise be resolved one by one at every start. Every other
// dependency stays a package node loads from node_modules at run time: several load files of their
// own (PGlite's WebAssembly, tesseract's language data, pg-boss's SQL).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(fs.readFileSync(path.join(serverRoot, 'package.json'), 'utf8'));

const bundledPackages = new Set(['@nurly/contracts', 'typebox', '@fastify/type-provider-typebox', 'drizzle-orm']);
const externalPackages = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((name) => !bundledPackages.has(name));

/**
 * A source's `import.meta.url` keeps meaning that source file (its worker scripts, the migrations
 * folder, the repository root are found from it): written as an absolute address for the test
 * bundles, or relative to the one output file (`relativeTo`, its folder) so that a compiled server
 * keeps working when the checkout moves.
 */
/** Loads a source as ownImportMetaUrl does (for a plugin that changes it further: test.mjs). */
export async function loadWithOwnImportMetaUrl(args, relativeTo) {
  const text = await fs.promises.readFile(args.path, 'utf8');
  if (!text.includes('import.meta.url')) return { contents: text, loader: 'ts' };
  const own = relativeTo
    ? `new URL(${JSON.stringify(path.relative(relativeTo, args.path).split(path.sep).join('/'))}, import.meta.url).href`
    : JSON.stringify(pathToFileURL(args.path).href);
  return { contents: text.replaceAll('import.meta.url', own), loader: 'ts' };
}

function ownImportMetaUrl(relativeTo) {
  return {
    name: 'own-import-meta-url',
    setup(builder) {
      builder.onLoad({ filter: /\.ts$/ }, (args) => loadWithOwnImportMetaUrl(args, relativeTo));
    },
  };
}

/** Options for esbuild's `build`: ES modules for Node 24 with linked source maps. */
export function serverBuildOptions({ relativeTo } = {}) {
  return {
    absWorkingDir: serverRoot,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    external: [...externalPackages, ...externalPackages.map((name) => `${name}/*`)],
    plugins: [ownImportMetaUrl(relativeTo)],
    // Bundled CommonJS (none today) would need `require` inside an ES module.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    sourcemap: 'linked',
    logLevel: 'warning',
  };
}
