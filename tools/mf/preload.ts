/**
 * The host's index.html names every chunk its start-up loads, as `<link rel="preload" as="script">`:
 * the bootstrap chunk group (host-shell/src/index.ts) and the shared modules the host provides. Without
 * them the browser learns of those chunks only once main.js has downloaded and run (the federation
 * runtime decides them): a round trip and ~100 ms of script later, on the path to the first paint.
 */
import webpack, { type Compiler, type Configuration } from 'webpack';

export interface ManifestShared {
  name: string;
  assets: { js: { sync: string[] } };
}

/**
 * What the start-up loads: the chunk group's scripts and those of the shared modules the host
 * provides, except the shares in `lazyShares`, which no start-up code imports (the Chakra
 * overlays, surface.ts): preloading them would download what the first paint does not need.
 * The manifest also lists, for a small share, the chunk of its consume fallback, a copy of the
 * provided module that the host never loads (its own provided copy serves it): only files in
 * `providedFiles` (the provided modules' chunks) are named.
 */
export function startupFiles(
  groupFiles: readonly string[],
  shared: readonly ManifestShared[],
  lazyShares: readonly string[],
  providedFiles: ReadonlySet<string>,
): Set<string> {
  const lazy = new Set(lazyShares);
  const startupShared = shared.filter((s) => !lazy.has(s.name));
  return new Set([
    ...groupFiles.filter((file) => file.endsWith('.js')),
    ...startupShared.flatMap((s) => s.assets.js.sync).filter((file) => providedFiles.has(file)),
  ]);
}

/** The files of the chunks that hold the modules this build provides to the share scope. */
function providedModuleFiles(compilation: webpack.Compilation): Set<string> {
  const files = new Set<string>();
  for (const module of compilation.modules) {
    // Module Federation's ProvideSharedModule loads its module through one async block.
    if (module.constructor.name !== 'ProvideSharedModule') continue;
    for (const block of module.blocks) {
      for (const file of compilation.chunkGraph.getBlockChunkGroup(block)?.getFiles() ?? []) files.add(file);
    }
  }
  return files;
}

/**
 * The host's `optimization.splitChunks`: every module a start-up share loads (the shared modules the
 * host provides, except `lazyShares`) in one chunk, `startup`. Federation gives each provided module
 * its own chunk, and ~20 files each compressed alone weigh ~6 KB gzip more than the same code in
 * one. The modules of the lazy shares (the Chakra overlays, the forms) and of the host's lazy pages
 * stay in their own chunks; a module both use (Chakra's internals) is in `startup`, which every
 * page of the host has loaded first.
 */
export function startupSplitChunks(lazyShares: readonly string[]): NonNullable<Configuration['optimization']>['splitChunks'] {
  const lazy = new Set(lazyShares);
  const startsUp = (origin: webpack.Module | null | undefined) => {
    const share = (origin as { _name?: unknown } | null)?._name;
    return origin?.constructor.name === 'ProvideSharedModule' && typeof share === 'string' && !lazy.has(share);
  };
  return {
    cacheGroups: {
      startup: {
        name: 'startup',
        chunks: 'async',
        enforce: true,
        priority: 20,
        test: (module: webpack.Module, { chunkGraph }: { chunkGraph: webpack.ChunkGraph }) => {
          // A consume inside the chunk that provides its module would wait for that chunk: a deadlock.
          if (module.constructor.name === 'ConsumeSharedModule') return false;
          for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
            for (const group of chunk.groupsIterable) {
              if (group.origins.some((origin) => startsUp(origin.module))) return true;
            }
          }
          return false;
        },
      },
    },
  };
}

/** The `<link>` tags for `files` (paths relative to the output folder) under `publicPath`. */
export function preloadTags(files: Iterable<string>, publicPath: string): string {
  return [...files].map((file) => `<link rel="preload" as="script" href="${publicPath}${file}">`).join('');
}

export class StartupPreloadPlugin {
  constructor(
    private readonly chunkGroup: string,
    private readonly lazyShares: readonly string[] = [],
  ) {}

  apply(compiler: Compiler): void {
    const publicPath = String(compiler.options.output.publicPath ?? '/');
    compiler.hooks.thisCompilation.tap('NurlyStartupPreload', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'NurlyStartupPreload', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        (assets) => {
          const html = assets['index.html'];
          if (!html) return;
          const manifest = assets['mf-manifest.json'];
          const group = compilation.namedChunkGroups.get(this.chunkGroup);
          if (!manifest || !group) {
            compilation.errors.push(
              new webpack.WebpackError(`StartupPreloadPlugin: no mf-manifest.json or no chunk group "${this.chunkGroup}"`),
            );
            return;
          }
          const shared = (JSON.parse(manifest.source().toString()) as { shared: ManifestShared[] }).shared;
          const provided = providedModuleFiles(compilation);
          if (provided.size === 0) {
            compilation.errors.push(new webpack.WebpackError('StartupPreloadPlugin: found no chunk of a provided shared module'));
            return;
          }
          const files = startupFiles(group.getFiles(), shared, this.lazyShares, provided);
          const page = html.source().toString();
          if (!page.includes('</head>')) throw new Error('StartupPreloadPlugin: index.html has no </head>');
          compilation.updateAsset(
            'index.html',
            new webpack.sources.RawSource(page.replace('</head>', `${preloadTags(files, publicPath)}</head>`)),
          );
        },
      );
    });
  }
}
