/**
 * A remote's route data (`remote-routes.json`, RemoteRouteData in shared/src/federation/types.ts),
 * generated at build time from the remote's own `src/routes.tsx`, so the shell can build its router
 * and menus without downloading any of the remote's code.
 *
 * `src/routes.tsx` is evaluated in Node: its page elements are `lazy(() => import(…))`, which React
 * never calls until render, so only the definition's data and `@nurly/shared`'s module scope run.
 * That runs in a child process (`node --import tsx tools/mf/route-data.ts <app-dir>`), which keeps
 * the browser-only globals it needs (Web Storage) out of the webpack process and reads the sources
 * fresh on every build.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import webpack, { type Compiler } from 'webpack';
import { buildSharedVersion } from './singletons.ts';
import { routeDataOf, type RemoteDefinition, type RemoteRouteData } from '../../shared/src/federation/types.ts';

export const routeDataFile = 'remote-routes.json';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const thisFile = fileURLToPath(import.meta.url);

/** An in-memory Web Storage: @nurly/shared's persisted atoms read it at module scope. */
class MemoryStorage {
  readonly #items = new Map<string, string>();
  get length(): number {
    return this.#items.size;
  }
  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.#items.set(key, String(value));
  }
  removeItem(key: string): void {
    this.#items.delete(key);
  }
  clear(): void {
    this.#items.clear();
  }
}

/** In this process: imports the remote's routes module and returns its route data. */
export async function readRouteData(dir: string, federationName: string): Promise<RemoteRouteData> {
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    if (!(name in globalThis)) Object.defineProperty(globalThis, name, { value: new MemoryStorage(), configurable: true });
  }
  const routesModule = pathToFileURL(path.join(workspaceRoot, dir, 'src/routes.tsx')).href;
  const { default: definition } = (await import(routesModule)) as { default: RemoteDefinition };
  return routeDataOf(definition, { name: federationName, sharedVersion: buildSharedVersion });
}

/** In a child process (see the file comment). */
export async function routeDataInChild(dir: string, federationName: string): Promise<RemoteRouteData> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', thisFile, dir, federationName], {
    cwd: workspaceRoot,
    timeout: 120_000,
    maxBuffer: 16 * 1024 * 1024,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return JSON.parse(stdout) as RemoteRouteData;
}

/** Emits `remote-routes.json` beside the remote's manifest. */
export class RemoteRouteDataPlugin {
  constructor(
    private readonly dir: string,
    private readonly federationName: string,
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('NurlyRemoteRouteData', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'NurlyRemoteRouteData', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          try {
            const data = await routeDataInChild(this.dir, this.federationName);
            compilation.emitAsset(routeDataFile, new webpack.sources.RawSource(`${JSON.stringify(data)}\n`));
          } catch (error) {
            const message = error instanceof Error ? ((error as { stderr?: string }).stderr ?? error.message) : String(error);
            compilation.errors.push(
              new webpack.WebpackError(`${this.dir}: cannot generate ${routeDataFile} from src/routes.tsx\n${message}`),
            );
          }
        },
      );
    });
  }
}

if (process.argv[1] === thisFile) {
  const [dir, federationName] = process.argv.slice(2);
  if (!dir || !federationName) {
    console.error('usage: node --import tsx tools/mf/route-data.ts <app-dir> <federation-name>');
    process.exit(2);
  }
  const data = await readRouteData(dir, federationName);
  process.stdout.write(JSON.stringify(data));
  // @nurly/shared may leave timers (SWR, i18next) behind: the data is written, stop here.
  process.exit(0);
}
