/**
 * Production build of the host and remotes: `tsx shared/mf/build.ts [app-dir …]`.
 * With no argument it builds all eight; each lands in its own dist/ with its own mf-manifest.json.
 */
import webpack from 'webpack';
import { apps } from './apps.ts';
import { createWebpackConfig } from './webpack.ts';

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const dirs = wanted.length > 0 ? wanted : apps.map((a) => a.dir);
const started = Date.now();
const compiler = webpack(dirs.map((dir) => createWebpackConfig(dir, { mode: 'production' })));
// Two builds at a time: these machines have two cores.
(compiler as unknown as { parallelism?: number }).parallelism = 2;

compiler.run((err, stats) => {
  if (err) {
    console.error(err);
    process.exit(1);
  }
  const info = stats!.toJson({ all: false, errors: true, warnings: true });
  for (const child of stats!.stats) {
    const s = child.toJson({ all: false, errors: true, assets: false, timings: true });
    console.log(`built ${child.compilation.name} in ${s.time} ms${s.errors?.length ? ` with ${s.errors.length} errors` : ''}`);
  }
  if (stats!.hasErrors()) {
    for (const e of info.errors ?? []) console.error(e.message);
    process.exit(1);
  }
  console.log(`all ${dirs.length} builds done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  compiler.close(() => undefined);
});
