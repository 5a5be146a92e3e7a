// `pnpm --filter @nurly/server start`: the compiled server (dist/server.js), compiled first when a
// source is newer than it. Production runs the compiled file itself: `pnpm --filter @nurly/server
// build`, then `node --enable-source-maps server/dist/server.js`.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serverRoot } from './esbuild.mjs';

const compiled = path.join(serverRoot, 'dist/server.js');

function newestSource() {
  let newest = 0;
  for (const dir of [path.join(serverRoot, 'src'), path.join(serverRoot, '../contracts/src')]) {
    for (const file of fs.globSync('**/*', { cwd: dir })) newest = Math.max(newest, fs.statSync(path.join(dir, file)).mtimeMs);
  }
  return newest;
}

const builtAt = fs.existsSync(compiled) ? fs.statSync(compiled).mtimeMs : 0;
if (builtAt < newestSource()) await import('./build.mjs');
// Stack traces name the TypeScript sources (dist/server.js.map).
process.setSourceMapsEnabled(true);
await import(pathToFileURL(compiled).href);
