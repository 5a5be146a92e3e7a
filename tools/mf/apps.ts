/** Every federated app of the workspace: the host and its seven remotes. */
export interface AppInfo {
  /** Folder under the workspace root, also the package suffix. */
  dir: string;
  /** Module Federation container name (a JS identifier). */
  federationName: string;
  kind: 'host' | 'remote';
  /** Dev-server port for standalone development. */
  devPort: number;
}

export const apps: AppInfo[] = [
  { dir: 'host-shell', federationName: 'host_shell', kind: 'host', devPort: 3000 },
  { dir: 'mfe-keywords', federationName: 'mfe_keywords', kind: 'remote', devPort: 3001 },
  { dir: 'mfe-points', federationName: 'mfe_points', kind: 'remote', devPort: 3002 },
  { dir: 'mfe-admin-ads', federationName: 'mfe_admin_ads', kind: 'remote', devPort: 3003 },
  { dir: 'mfe-b2b', federationName: 'mfe_b2b', kind: 'remote', devPort: 3004 },
  { dir: 'mfe-cs', federationName: 'mfe_cs', kind: 'remote', devPort: 3005 },
  { dir: 'mfe-hub', federationName: 'mfe_hub', kind: 'remote', devPort: 3006 },
  { dir: 'mfe-offerwall', federationName: 'mfe_offerwall', kind: 'remote', devPort: 3007 },
];

export function appByDir(dir: string): AppInfo {
  const app = apps.find((a) => a.dir === dir);
  if (!app) throw new Error(`unknown app ${dir}; one of ${apps.map((a) => a.dir).join(', ')}`);
  return app;
}
