// Node 24 LTS for every project command. Node 20 is past its end of life, and several pinned
// packages declare `node >= 22`. Where the machine's `node` is older, the official binary is
// installed from the npm registry (the `node-<platform>-<arch>` package ships it) into a cache,
// the way pnpm is bootstrapped. Only Node built-ins here: this runs before anything is installed.
//
// As a command (`node scripts/node.mjs`) it prints the folder holding a Node 24 binary, for shells:
//   export PATH="$(node scripts/node.mjs):$PATH"
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const NODE_VERSION = '24.21.0';
export const NODE_MAJOR = Number(NODE_VERSION.split('.')[0]);

export function nodeIsCurrent(version = process.versions.node) {
  return Number(version.split('.')[0]) >= NODE_MAJOR;
}

/** The folder holding a Node 24 `node` binary: the running one when it is 24+, else the cached install. */
export function ensureNodeBin() {
  if (nodeIsCurrent()) return path.dirname(process.execPath);
  const pkg = `node-${process.platform}-${process.arch}`;
  const prefix = path.join(process.env.NURLY_NODE_CACHE ?? path.join(os.homedir(), '.cache', 'nurly-node'), NODE_VERSION);
  const bin = path.join(prefix, 'node_modules', pkg, 'bin');
  if (!fs.existsSync(path.join(bin, 'node'))) {
    console.error(
      `[nurly] Node ${process.versions.node} is older than ${NODE_MAJOR}: installing ${pkg}@${NODE_VERSION} from the npm registry into ${prefix}`,
    );
    const result = spawnSync(
      'npm',
      ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', '--loglevel=error', `${pkg}@${NODE_VERSION}`],
      {
        stdio: ['ignore', 2, 2], // npm's output goes to stderr: stdout carries the path
      },
    );
    if (result.status !== 0 || !fs.existsSync(path.join(bin, 'node'))) {
      throw new Error(`could not install ${pkg}@${NODE_VERSION} with npm (exit ${result.status}); install Node ${NODE_MAJOR} and retry`);
    }
  }
  return bin;
}

/**
 * Re-runs the current script under Node 24 (with it first on PATH, so pnpm, npx and every child
 * process use it too) when the running Node is older; returns only when already on Node 24.
 */
export function reexecUnderNode24() {
  if (nodeIsCurrent()) return;
  const bin = ensureNodeBin();
  const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` };
  const result = spawnSync(path.join(bin, 'node'), [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit', env });
  if (result.error) throw result.error;
  process.exit(result.status ?? 1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    console.log(ensureNodeBin());
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
