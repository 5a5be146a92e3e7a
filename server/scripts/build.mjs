// `pnpm --filter @nurly/server build`: compiles the server into dist/server.js (and its source map),
// which `pnpm --filter @nurly/server start` and production run with plain node: no TypeScript tooling
// at run time. The folder layout it expects beside it (src/ for worker scripts, drizzle/ for the
// migrations) is this package's, so run it from a checkout or copy the server folder whole.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { serverBuildOptions, serverRoot } from './esbuild.mjs';

const outfile = path.join(serverRoot, 'dist/server.js');
const started = performance.now();
const { outputFiles } = await build({
  ...serverBuildOptions({ relativeTo: path.dirname(outfile) }),
  entryPoints: ['src/server.ts'],
  outfile,
  write: false,
});
// Each file written beside and renamed into place, the map first: a server starting meanwhile (two
// `start`s at once, as e2e does) reads the old build or the new one, never half of one.
fs.mkdirSync(path.dirname(outfile), { recursive: true });
for (const file of outputFiles.sort((a, b) => Number(b.path.endsWith('.map')) - Number(a.path.endsWith('.map')))) {
  const partial = `${file.path}.${process.pid}.partial`;
  fs.writeFileSync(partial, file.contents);
  fs.renameSync(partial, file.path);
}
console.log(`compiled the server into ${path.relative(process.cwd(), outfile)} in ${Math.round(performance.now() - started)} ms`);
