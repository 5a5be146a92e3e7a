/**
 * The host's index.html names every chunk its start-up loads, as `<link rel="preload" as="script">`:
 * the bootstrap chunk group (host-shell/src/index.ts) and the shared modules the host provides. Without
 * them the browser learns of those chunks only once main.js has downloaded and run (the federation
 * runtime decides them): a round trip and ~100 ms of script later, on the path to the first paint.
 */
import webpack, { type Compiler } from 'webpack';

interface ManifestShared {
  name: string;
  assets: { js: { sync: string[] } };
}

/** The `<link>` tags for `files` (paths relative to the output folder) under `publicPath`. */
export function preloadTags(files: Iterable<string>, publicPath: string): string {
  return [...files].map((file) => `<link rel="preload" as="script" href="${publicPath}${file}">`).join('');
}

export class StartupPreloadPlugin {
  constructor(private readonly chunkGroup: string) {}

  apply(compiler: Compiler): void {
    const publicPath = String(compiler.options.output.publicPath ?? '/');
    compiler.hooks.thisCompilation.tap('NurlyStartupPreload', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'NurlyStartupPreload', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, (assets) => {
        const html = assets['index.html'];
        if (!html) return;
        const manifest = assets['mf-manifest.json'];
        const group = compilation.namedChunkGroups.get(this.chunkGroup);
        if (!manifest || !group) {
          compilation.errors.push(new webpack.WebpackError(`StartupPreloadPlugin: no mf-manifest.json or no chunk group "${this.chunkGroup}"`));
          return;
        }
        const shared = (JSON.parse(manifest.source().toString()) as { shared: ManifestShared[] }).shared;
        const files = new Set([...group.getFiles().filter((file) => file.endsWith('.js')), ...shared.flatMap((s) => s.assets.js.sync)]);
        const page = html.source().toString();
        if (!page.includes('</head>')) throw new Error('StartupPreloadPlugin: index.html has no </head>');
        compilation.updateAsset('index.html', new webpack.sources.RawSource(page.replace('</head>', `${preloadTags(files, publicPath)}</head>`)));
      });
    });
  }
}
