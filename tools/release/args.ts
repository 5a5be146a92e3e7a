/**
 * `pnpm release …` arguments → one command. Remotes are named by key (cs) or folder (mfe-cs);
 * deployments, canary shares and versions are checked here as the server's contract bounds them
 * (contracts/src/schemas/releases.ts), so a typo fails before anything is sent.
 */
import { remoteKeys, variants, type RemoteKey, type Variant } from '../../contracts/src/variants.ts';

export type ReleaseCommand =
  | { kind: 'publish'; remote: RemoteKey; dist?: string }
  | { kind: 'activate'; remote: RemoteKey; version: string; deployment?: Variant; canaryPercent?: number; reason?: string }
  | { kind: 'rollback' | 'promote' | 'abort'; remote: RemoteKey; deployment?: Variant; reason?: string }
  | { kind: 'list'; remote?: RemoteKey; historyLimit?: number }
  | { kind: 'check-shell'; sharedVersion?: string }
  | { kind: 'help' };

export const usage = `pnpm release <command>

  publish <remote> [--dist <dir>]        upload <remote>'s built dist (pnpm build mfe-<remote> first; --dist: a build
                                         elsewhere, e.g. a pipeline's artifact folder)
  activate <remote> <version> [--deployment <d>] [--canary <0-100>] [--reason <text>]
                                         make a published version live, or a canary for that share of browsers
  rollback <remote> [--deployment <d>] [--reason <text>]
                                         back to the previous live version
  promote <remote> [--deployment <d>] [--reason <text>]
                                         make the canary live for everyone
  abort <remote> [--deployment <d>] [--reason <text>]
                                         drop the canary
  list [remote] [--history <n>]          what each deployment serves, and the recent changes
  check-shell [--shared <version>]       before deploying a shell: can a shell of this @nurly/shared (default:
                                         this workspace's) load every release the deployments serve?

  <remote>: ${remoteKeys.join(', ')} (or mfe-<remote>)
  <d>: ${variants.join(', ')} (default: every deployment that loads the remote)
  Server: NURLY_API (default http://127.0.0.1:8080). Auth: NURLY_TOKEN, or NURLY_USER and NURLY_PASSWORD.`;

export class UsageError extends Error {}

/** ReleaseVersion's pattern in the contract. */
const versionPattern = /^[0-9]+\.[0-9]+\.[0-9]+([-+][0-9A-Za-z.-]+)?$/;

const flagNames = {
  deployment: 'deployment',
  canary: 'canary',
  reason: 'reason',
  history: 'history',
  dist: 'dist',
  shared: 'shared',
} as const;
type Flag = keyof typeof flagNames;

function remoteOf(value: string | undefined): RemoteKey {
  if (!value) throw new UsageError('name the remote');
  const key = value.replace(/^mfe-/, '');
  const found = remoteKeys.find((k) => k === key);
  if (!found) throw new UsageError(`unknown remote ${value}: one of ${remoteKeys.join(', ')}`);
  return found;
}

function deploymentOf(value: string | undefined): Variant | undefined {
  if (value === undefined) return undefined;
  const found = variants.find((v) => v === value);
  if (!found) throw new UsageError(`unknown deployment ${value}: one of ${variants.join(', ')}`);
  return found;
}

function integerOf(flag: string, value: string | undefined, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min || n > max)
    throw new UsageError(`--${flag} takes a whole number from ${min} to ${max}, not ${value}`);
  return n;
}

/** Splits positionals from `--name value` / `--name=value` flags; unknown or valueless flags are refused. */
function split(argv: readonly string[]): { positional: string[]; flags: Partial<Record<Flag, string>> } {
  const positional: string[] = [];
  const flags: Partial<Record<Flag, string>> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2);
    if (!(name in flagNames)) throw new UsageError(`unknown option --${name}`);
    const value = inline ?? argv[(i += 1)];
    if (value === undefined || (inline === undefined && value.startsWith('--'))) throw new UsageError(`--${name} needs a value`);
    flags[name as Flag] = value;
  }
  return { positional, flags };
}

function refuseFlags(flags: Partial<Record<Flag, string>>, allowed: readonly Flag[], command: string): void {
  const extra = (Object.keys(flags) as Flag[]).filter((f) => !allowed.includes(f));
  if (extra.length > 0) throw new UsageError(`${command} does not take --${extra.join(', --')}`);
}

function refuseExtra(positional: readonly string[], count: number, command: string): void {
  if (positional.length > count) throw new UsageError(`${command}: unexpected ${positional.slice(count).join(' ')}`);
}

export function parseReleaseArgs(argv: readonly string[]): ReleaseCommand {
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help' || command === '-h') return { kind: 'help' };
  const { positional, flags } = split(rest);
  switch (command) {
    case 'publish':
      refuseFlags(flags, ['dist'], command);
      refuseExtra(positional, 1, command);
      return { kind: 'publish', remote: remoteOf(positional[0]), ...(flags.dist ? { dist: flags.dist } : {}) };
    case 'activate': {
      refuseFlags(flags, ['deployment', 'canary', 'reason'], command);
      refuseExtra(positional, 2, command);
      const remote = remoteOf(positional[0]);
      const version = positional[1];
      if (!version) throw new UsageError('activate: name the version (pnpm release list shows the published ones)');
      if (!versionPattern.test(version)) throw new UsageError(`activate: ${version} is not a version (1.4.0, 1.4.0+3f2a1c9)`);
      return {
        kind: 'activate',
        remote,
        version,
        deployment: deploymentOf(flags.deployment),
        canaryPercent: integerOf('canary', flags.canary, 0, 100),
        reason: flags.reason,
      };
    }
    case 'rollback':
    case 'promote':
    case 'abort':
      refuseFlags(flags, ['deployment', 'reason'], command);
      refuseExtra(positional, 1, command);
      return { kind: command, remote: remoteOf(positional[0]), deployment: deploymentOf(flags.deployment), reason: flags.reason };
    case 'list':
      refuseFlags(flags, ['history'], command);
      refuseExtra(positional, 1, command);
      return {
        kind: 'list',
        remote: positional[0] === undefined ? undefined : remoteOf(positional[0]),
        historyLimit: integerOf('history', flags.history, 1, 500),
      };
    case 'check-shell': {
      refuseFlags(flags, ['shared'], command);
      refuseExtra(positional, 0, command);
      if (flags.shared !== undefined && !/^\d+\.\d+\.\d+$/.test(flags.shared))
        throw new UsageError(`--shared takes a version (0.9.0), not ${flags.shared}`);
      return { kind: 'check-shell', ...(flags.shared ? { sharedVersion: flags.shared } : {}) };
    }
    default:
      throw new UsageError(`unknown command ${command}`);
  }
}
