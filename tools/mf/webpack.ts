/**
 * One webpack configuration for every federated app, so host and remotes agree on
 * loaders, the singleton list and output layout. Each app's folder only names itself.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { appByDir } from './apps.ts';
import { PrecompressPlugin } from './compress.ts';
import { StartupPreloadPlugin, startupSplitChunks } from './preload.ts';
import { ReleaseManifestPlugin } from './release-manifest.ts';
import { RemoteRouteDataPlugin } from './route-data.ts';
import { buildSharedVersion, federatedSingletons, subsetsByDefault } from './singletons.ts';
import { chakraOverlaySurface, chakraOverlaysShareKey, sharedFormsShareKey } from './surface.ts';

export const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The runtime plugin that hands the host's federation runtime to the remotes, as its ES module.
 * `provideExternalRuntime: true` adds the CommonJS build of the same plugin, which requires the CommonJS
 * runtime-core: a second copy of the runtime beside the ES one the bundler runtime and the shell use
 * (~20 KB gzip on every page of the host).
 */
const injectExternalRuntimePlugin = (() => {
  const fromEnhanced = createRequire(createRequire(import.meta.url).resolve('@module-federation/enhanced/webpack'));
  const cjs = fromEnhanced.resolve('@module-federation/inject-external-runtime-core-plugin');
  return path.join(path.dirname(cjs), 'index.js');
})();

/**
 * react-router's production build for production bundles. Its package exports name only
 * `dist/development/*` under the conditions webpack resolves (`module`, `import`, `default`: no
 * `production` condition), so without this every production build shipped its development build,
 * whose only difference is `ENABLE_DEV_WARNINGS = true` and the warnings that keeps (the unused ones
 * minified away). Both entry points that react-router-dom imports ('react-router' and
 * 'react-router/dom') are aliased together: one of each resolved the other way would be a second
 * copy of the router and its contexts. Every production build (the bench's baselines too) gets it.
 */
export const reactRouterProductionAlias: Record<string, string> = (() => {
  const fromShared = createRequire(path.join(workspaceRoot, 'shared/package.json'));
  const fromDom = createRequire(fromShared.resolve('react-router-dom/package.json'));
  const manifestPath = fromDom.resolve('react-router/package.json');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as {
    exports: Record<string, { module?: string | { default?: string } }>;
  };
  const alias: Record<string, string> = {};
  for (const [subpath, request] of [
    ['.', 'react-router'],
    ['./dom', 'react-router/dom'],
  ] as const) {
    const condition = manifest.exports[subpath]?.module;
    const development = typeof condition === 'string' ? condition : condition?.default;
    if (!development?.includes('/development/')) throw new Error(`react-router's "${subpath}" export has no development module to swap`);
    const production = path.join(path.dirname(manifestPath), development.replace('/development/', '/production/'));
    if (!fs.existsSync(production)) throw new Error(`react-router has no production build at ${production}`);
    alias[`${request}$`] = production;
  }
  return alias;
})();

export interface BuildOptions {
  mode: 'production' | 'development';
  /** Standalone dev of a remote: adds an HTML page that mounts the remote in a minimal shell. */
  standalone?: boolean;
  /**
   * The bench-bundles reference page: every singleton shared whole and no runtime provided to
   * remotes (it has none), i.e. federation as it costs before this workspace's size measures.
   */
  benchReference?: boolean;
  /** Where `<dir>/dist` is written (default the workspace root); the skew test builds elsewhere. */
  outputRoot?: string;
}

export function createWebpackConfig(
  dir: string,
  { mode, standalone = false, benchReference = false, outputRoot = workspaceRoot }: BuildOptions,
): Configuration {
  const app = appByDir(dir);
  const appRoot = path.join(workspaceRoot, dir);
  const isHost = app.kind === 'host';
  const production = mode === 'production';
  const withHtml = isHost || standalone;
  // The reference page shares every singleton whole, so it has no overlays share to move names to.
  const subsets = subsetsByDefault && !benchReference;
  const swc = {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        target: 'es2022',
        transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
      },
    },
  };

  return {
    name: dir,
    mode,
    context: appRoot,
    // A remote's page entry exists only standalone; federated, it is just its container remoteEntry.js.
    entry: withHtml ? { main: './src/index.ts' } : {},
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(outputRoot, dir, 'dist'),
      // 'auto' lets each remote load its chunks from wherever its manifest was served.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: app.federationName,
      // [contenthash] in filename breaks MF; hashes are fine for chunks.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      alias: production ? reactRouterProductionAlias : {},
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          // Loaders run last to first: swc, then the Chakra overlays moved to their share key.
          use: subsets
            ? [
                {
                  loader: path.join(workspaceRoot, 'tools/mf/chakra-overlays-loader.cjs'),
                  options: { names: chakraOverlaySurface, shareKey: chakraOverlaysShareKey },
                },
                swc,
              ]
            : swc,
        },
        // Only the theme parts @nurly/shared uses (pure-theme-loader.cjs says why).
        {
          test: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]index\.js$/,
          loader: path.join(workspaceRoot, 'tools/mf/pure-theme-loader.cjs'),
        },
        { test: /\.(png|svg|ico|jpe?g|gif|woff2?)$/i, type: 'asset/resource' },
        { test: /\.css$/i, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: app.federationName,
        filename: 'remoteEntry.js',
        // Remotes are registered at run time from /remotes.json, never at build time.
        remotes: {},
        exposes: isHost ? {} : { './routes': './src/routes.tsx' },
        shared: federatedSingletons({ subsets }),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // One federation runtime per page: the host provides it to the remotes it loads, so each
        // remoteEntry.js does not bundle its own copy. A standalone remote has no host: it keeps its own.
        // (Measured: each remoteEntry.js 27 → 9 KB gzip; the host's main.js is 27 KB gzip with the runtime.)
        // target 'web': the runtime's Node loading paths are left out (every build runs in the browser).
        // The host provides it with the ES build of the plugin `provideExternalRuntime` would add (see
        // injectExternalRuntimePlugin), so the page carries one runtime, not an ES and a CommonJS copy.
        runtimePlugins: !benchReference && !standalone && isHost ? [injectExternalRuntimePlugin] : [],
        experiments: benchReference
          ? {}
          : {
              optimization: { target: 'web' },
              ...(standalone || isHost ? {} : { externalRuntime: true }),
            },
      }),
      new webpack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(mode),
        __NURLY_APP__: JSON.stringify(dir),
        __NURLY_STANDALONE__: JSON.stringify(standalone),
        // The @nurly/shared this build carries (shared/src/federation/version.ts): the host's copy is the
        // one every remote gets, and the shell checks a remote's recorded version against it before loading it.
        __NURLY_SHARED_VERSION__: JSON.stringify(buildSharedVersion),
      }),
      ...(withHtml
        ? [
            new HtmlWebpackPlugin({
              template: path.join(workspaceRoot, 'tools/mf/index.html'),
              favicon: false,
              inject: 'body',
              scriptLoading: 'defer',
              // The host's index must never be cached: a redeploy changes which chunks it names.
              minify: production,
            }),
          ]
        : []),
      // The lazy shares (surface.ts): no start-up code imports them, so index.html does not preload them.
      ...(isHost && production && !benchReference
        ? [new StartupPreloadPlugin('bootstrap', [chakraOverlaysShareKey, sharedFormsShareKey])]
        : []),
      // Brotli and gzip copies beside every text asset, served by the server as negotiated.
      // The remote's routes/menus as data beside its manifest: the shell needs no remote code to compose them.
      ...(isHost ? [] : [new RemoteRouteDataPlugin(dir, app.federationName)]),
      // The release record (release-manifest.ts) a production remote is published with.
      ...(isHost || !production || standalone ? [] : [new ReleaseManifestPlugin(dir, appRoot, workspaceRoot, buildSharedVersion)]),
      ...(production ? [new PrecompressPlugin()] : []),
    ],
    optimization: {
      // The host's start-up modules in one chunk (preload.ts says why).
      ...(isHost && production && !benchReference
        ? { splitChunks: startupSplitChunks([chakraOverlaysShareKey, sharedFormsShareKey]) }
        : {}),
      minimize: production,
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false, terserOptions: { compress: { passes: 2 } } })],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
    devServer: {
      port: app.devPort,
      historyApiFallback: true,
      hot: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // API calls go to a locally running server (pnpm --filter @nurly/server start).
      proxy: [{ context: ['/api', '/remotes.json', '/remotes'], target: process.env.NURLY_API_ORIGIN ?? 'http://127.0.0.1:8080' }],
    },
  };
}
