/**
 * The real server for the front-end benchmarks (bench-bundles.ts, bench-lighthouse.ts) and the
 * skew test: the built host and remotes served by `pnpm --filter @nurly/server start` on
 * 127.0.0.1, an in-memory database so a run never touches data/. Also the benchmarks' exit.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { waitForHttp } from '../../scripts/lib.mjs';
import { workspaceRoot } from './webpack.ts';

export function startBenchServer(port: number, env: Record<string, string> = {}): ChildProcess {
  return spawn('pnpm', ['--filter', '@nurly/server', 'start'], {
    cwd: workspaceRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    // Its own process group, so stopBenchServer ends pnpm, tsx and node together.
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: ':memory:',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
}

/** Resolves once /api/health answers; throws if the server exits or does not come up in two minutes. */
export async function waitForBenchServer(server: ChildProcess, port: number): Promise<void> {
  const up = await waitForHttp(`http://127.0.0.1:${port}/api/health`, { timeoutMs: 240_000, isAlive: () => server.exitCode === null });
  if (!up) throw new Error(`the server did not come up on 127.0.0.1:${port}`);
}

/** Ends the server's whole process group (pnpm, tsx and node); resolves once it has exited. */
export function stopBenchServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (!child.pid || child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  });
}

/** Runs a benchmark's main: exits 0 when it is done, 1 with its error's message when it fails. */
export function runBench(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
