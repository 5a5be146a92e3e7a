import { createRoot } from 'react-dom/client';
import { getInstance, loadRemote } from '@module-federation/enhanced/runtime';
import type { RemotesConfig, RemoteDefinition } from '@nurly/shared';

async function main() {
  const config: RemotesConfig = await (await fetch('/remotes.json')).json();
  getInstance()!.registerRemotes(config.remotes.map((r) => ({ name: r.name, entry: r.entry })));
  const defs = await Promise.all(config.remotes.map((r) => loadRemote<{ default: RemoteDefinition }>(`${r.name}/routes`)));
  createRoot(document.getElementById('root')!).render(<pre>{JSON.stringify(defs.map((d) => d?.default.key))}</pre>);
}
void main();
