// `pnpm --filter @nurly/server build`: compiles the server into dist/server.js (and its source map),
// which `pnpm --filter @nurly/server start` and production run with plain node: no TypeScript tooling
// at run time. The folder layout it expects beside it (src/ for worker scripts, drizzle/ for the
// migrations) is this package's, so run it from a checkout or copy the server folder whole.
import path from 'node:path';
import { build } from 'esbuild';
import { serverBuildOptions, serverRoot } from './esbuild.mjs';

const outfile = path.join(serverRoot, 'dist/server.js');
const started = performance.now();
await build({ ...serverBuildOptions({ relativeTo: path.dirname(outfile) }), entryPoints: ['src/server.ts'], outfile });
console.log(`compiled the server into ${path.relative(process.cwd(), outfile)} in ${Math.round(performance.now() - started)} ms`);
