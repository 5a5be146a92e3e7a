/**
 * A remote's release record (`release.json`, ReleaseManifest in contracts/src/schemas/releases.ts),
 * written by the production build beside the remote's files: `pnpm release publish <remote>` sends
 * the dist with it at its root, and the release registry keeps it.
 *
 * The version is the remote's package.json `version`, plus `+<short commit>` when the workspace is
 * a git checkout, so two builds of different commits never share a version.
 * NURLY_RELEASE_VERSION sets the version outright (a pipeline's own build number, or a second build
 * of the same commit).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import webpack, { type Compiler } from 'webpack';
import type { ReleaseManifest } from '../../contracts/src/schemas/releases.ts';
import { remoteKeys, type RemoteKey } from '../../contracts/src/variants.ts';
import { sharedRange } from '../../shared/src/federation/version.ts';

export const releaseManifestFile = 'release.json';

export interface ReleaseManifestInput {
  /** The remote's folder (mfe-cs). */
  dir: string;
  /** The remote's package.json `version`. */
  packageVersion: string;
  /** The @nurly/shared version the build carries (singletons.ts buildSharedVersion). */
  sharedVersion: string;
  /** The full commit hash, '' outside a git checkout. */
  gitCommit: string;
  builtAt: Date;
  /** An explicit version (NURLY_RELEASE_VERSION), used as given. */
  versionOverride?: string;
}

/** The registry's remote key of a remote folder: mfe-admin-ads → admin-ads. */
export function remoteKeyOfDir(dir: string): RemoteKey {
  const key = remoteKeys.find((k) => `mfe-${k}` === dir);
  if (!key) throw new Error(`${dir} is not a remote: one of ${remoteKeys.map((k) => `mfe-${k}`).join(', ')}`);
  return key;
}

export function makeReleaseManifest(input: ReleaseManifestInput): ReleaseManifest {
  const base = input.packageVersion.replace(/\+.*$/, '');
  const version = input.versionOverride || (input.gitCommit ? `${base}+${input.gitCommit.slice(0, 7)}` : base);
  return {
    remote: remoteKeyOfDir(input.dir),
    version,
    shared_range: sharedRange(input.sharedVersion),
    git_commit: input.gitCommit,
    built_at: input.builtAt.toISOString(),
  };
}

/** HEAD's commit hash of the checkout at `root`, '' when it is not one (or git is missing). */
export function gitCommitAt(root: string): string {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

/** Emits `release.json` into a remote's production dist. */
export class ReleaseManifestPlugin {
  constructor(
    private readonly dir: string,
    private readonly appRoot: string,
    private readonly workspaceRoot: string,
    private readonly sharedVersion: string,
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('NurlyReleaseManifest', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'NurlyReleaseManifest', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const pkg = JSON.parse(fs.readFileSync(path.join(this.appRoot, 'package.json'), 'utf8')) as { version?: string };
          const manifest = makeReleaseManifest({
            dir: this.dir,
            packageVersion: pkg.version ?? '0.0.0',
            sharedVersion: this.sharedVersion,
            gitCommit: gitCommitAt(this.workspaceRoot),
            builtAt: new Date(),
            versionOverride: process.env.NURLY_RELEASE_VERSION,
          });
          compilation.emitAsset(releaseManifestFile, new webpack.sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
        },
      );
    });
  }
}
