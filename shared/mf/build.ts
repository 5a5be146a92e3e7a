/**
 * Production build of the host and remotes: `tsx shared/mf/build.ts [app-dir …]`.
 * With no argument it builds all eight; each lands in its own dist/ with its own mf-manifest.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { apps } from './apps.ts';
import { currentSubsets } from './singletons.ts';
import { createWebpackConfig, workspaceRoot } from './webpack.ts';

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const dirs = wanted.length > 0 ? wanted : apps.map((a) => a.dir);

// Subset singletons (singletons.ts) are narrowed to the names the whole workspace imports. When a
// partial build brings a new name, an app built earlier would provide a copy without it (the host's
// copy is the one every remote uses), so such apps are rebuilt too.
const subsets = currentSubsets();
const subsetsFile = (dir: string) => path.join(workspaceRoot, dir, 'dist', 'shared-subsets.json');
for (const { dir } of apps) {
  if (dirs.includes(dir)) continue;
  let recorded: Record<string, string[]> = {};
  try {
    recorded = JSON.parse(fs.readFileSync(subsetsFile(dir), 'utf8')) as Record<string, string[]>;
  } catch {
    if (!fs.existsSync(path.join(workspaceRoot, dir, 'dist'))) continue; // never built: nothing stale to serve
  }
  // An empty list means "shared whole": it lacks nothing, and is needed once any app shares a package whole.
  const missing = Object.entries(subsets).flatMap(([pkg, names]) => {
    const had = recorded[pkg];
    if (had?.length === 0) return [];
    if (names.length === 0) return [`all of ${pkg}`];
    return names.filter((n) => !had?.includes(n)).map((n) => `${pkg} ${n}`);
  });
  if (missing.length > 0) {
    console.log(`also building ${dir}: its shared subsets lack ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ', …' : ''}`);
    dirs.push(dir);
  }
}
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
  for (const dir of dirs) fs.writeFileSync(subsetsFile(dir), `${JSON.stringify(subsets, null, 2)}\n`);
  console.log(`all ${dirs.length} builds done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  compiler.close(() => undefined);
});
