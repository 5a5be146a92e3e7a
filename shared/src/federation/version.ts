/**
 * Which `@nurly/shared` a build carries, and whether a remote built against one version may run on
 * the copy a shell provides. `@nurly/shared` is a federation singleton: the shell's copy is the one
 * every remote gets, so a remote built against a newer shared (a new export, a new prop) must not
 * render on an older shell, where those parts would be `undefined` (release rules in
 * tools/mf/README.md).
 */

/** Set by every federated build (tools/mf/webpack.ts) from shared/package.json; absent in unit tests. */
declare const __NURLY_SHARED_VERSION__: string | undefined;

/** The `@nurly/shared` version of this build ('0.0.0-dev' where no build defined it, e.g. jest). */
export const sharedVersion: string = typeof __NURLY_SHARED_VERSION__ === 'string' ? __NURLY_SHARED_VERSION__ : '0.0.0-dev';

function parse(version: string): [number, number, number] | null {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(version);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/**
 * Strict semver `^builtAgainst` for the provided version: the same major (for 0.x, the same minor,
 * as every 0.x minor may break) and not older. A patch release only fixes, so an older patch of
 * the same minor is still refused: the remote may rely on the fix.
 */
export function sharedSatisfies(provided: string, builtAgainst: string): boolean {
  const have = parse(provided);
  const need = parse(builtAgainst);
  if (!have || !need) return false;
  if (have[0] !== need[0]) return false;
  if (need[0] === 0 && have[1] !== need[1]) return false;
  for (let i = 0; i < 3; i += 1) {
    if (have[i] > need[i]) return true;
    if (have[i] < need[i]) return false;
  }
  return true;
}

/** The semver range a build declares for `@nurly/shared` (webpack `requiredVersion`). */
export function sharedRange(builtAgainst: string): string {
  return `^${builtAgainst}`;
}
