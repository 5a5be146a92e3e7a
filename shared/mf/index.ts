export { apps, appByDir, type AppInfo } from './apps.ts';
export { federatedSingletons, singletonNames } from './singletons.ts';
export { createWebpackConfig, workspaceRoot } from './webpack.ts';
