/**
 * Production build of the host and remotes: `tsx tools/mf/build.ts [app-dir …]`.
 * With no argument it builds all eight; each lands in its own dist/ with its own mf-manifest.json,
 * its route data (remote-routes.json) and brotli/gzip copies of its text files. A build reads only
 * its own app's sources and @nurly/shared (whose design-system surface is tools/mf/surface.ts), so
 * one app can be rebuilt and shipped alone (release rules: tools/mf/README.md).
 */
import path from 'node:path';
import webpack from 'webpack';
import { apps } from './apps.ts';
import { createWebpackConfig } from './webpack.ts';

// `--out <folder>` writes <folder>/<app>/dist instead of the workspace's (the skew test's builds).
const args = process.argv.slice(2);
const outAt = args.indexOf('--out');
const outputRoot = outAt >= 0 ? path.resolve(args[outAt + 1]) : undefined;
const wanted = args.filter((a, i) => !a.startsWith('-') && (outAt < 0 || i !== outAt + 1));
const dirs = wanted.length > 0 ? wanted : apps.map((a) => a.dir);

const started = Date.now();
const compiler = webpack(dirs.map((dir) => createWebpackConfig(dir, { mode: 'production', outputRoot })));
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
