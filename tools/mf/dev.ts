/**
 * Standalone development of one app: `pnpm --filter @nurly/mfe-cs dev` (or `pnpm dev mfe-cs`).
 * A remote runs inside the minimal shell of @nurly/shared; API calls are proxied to a running server.
 */
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { appByDir } from './apps.ts';
import { createWebpackConfig } from './webpack.ts';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: tsx tools/mf/dev.ts <host-shell|mfe-…>');
  process.exit(2);
}
const app = appByDir(dir);
const config = createWebpackConfig(dir, { mode: 'development', standalone: app.kind === 'remote' });
const server = new WebpackDevServer(config.devServer, webpack(config));
await server.start();
console.log(`${dir} on http://localhost:${app.devPort}`);
