/**
 * Which `@nurly/shared` a build carries, and whether a remote built against one version may run on
 * the copy a shell provides. `@nurly/shared` is a federation singleton: the shell's copy is the one
 * every remote gets, so a remote built against a newer shared (a new export, a new prop) must not
 * render on an older shell, where those parts would be `undefined` (release rules in
 * tools/mf/README.md).
 */
import { sharedRange, sharedSatisfies } from '@nurly/contracts';

/** Set by every federated build (tools/mf/webpack.ts) from shared/package.json; absent in unit tests. */
declare const __NURLY_SHARED_VERSION__: string | undefined;

/** The `@nurly/shared` version of this build ('0.0.0-dev' where no build defined it, e.g. jest). */
export const sharedVersion: string = typeof __NURLY_SHARED_VERSION__ === 'string' ? __NURLY_SHARED_VERSION__ : '0.0.0-dev';

/** Whether a remote built against one `@nurly/shared` may run on the shell's copy (the rule is contracts'). */
export { sharedSatisfies };

/** The semver range a build declares for `@nurly/shared` (webpack `requiredVersion`; the format is contracts'). */
export { sharedRange };
