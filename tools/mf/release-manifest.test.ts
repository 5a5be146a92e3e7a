import { gitCommitAt, makeReleaseManifest, remoteKeyOfDir } from './release-manifest';

const builtAt = new Date('2026-11-26T09:30:00.000Z');
/** ReleaseVersion's pattern (contracts/src/schemas/releases.ts; typebox is ESM-only, so not imported in jest). */
const versionPattern = /^[0-9]+\.[0-9]+\.[0-9]+([-+][0-9A-Za-z.-]+)?$/;
const commit = '3f2a1c9d0b8e7f6a5c4d3e2f1a0b9c8d7e6f5a4b';

describe('release manifest', () => {
  it('records the remote, its version with the short commit, the shared range, the commit and the build time', () => {
    const manifest = makeReleaseManifest({
      dir: 'mfe-admin-ads',
      packageVersion: '1.4.0',
      sharedVersion: '0.8.3',
      gitCommit: commit,
      builtAt,
    });
    expect(manifest).toEqual({
      remote: 'admin-ads',
      version: '1.4.0+3f2a1c9',
      shared_range: '^0.8.3',
      git_commit: commit,
      built_at: '2026-11-26T09:30:00.000Z',
    });
    expect(manifest.version).toMatch(versionPattern);
  });

  it('keeps the package version alone outside a git checkout, and an explicit version as given', () => {
    expect(makeReleaseManifest({ dir: 'mfe-cs', packageVersion: '0.1.0', sharedVersion: '0.8.3', gitCommit: '', builtAt }).version).toBe(
      '0.1.0',
    );
    const explicit = makeReleaseManifest({
      dir: 'mfe-cs',
      packageVersion: '0.1.0',
      sharedVersion: '0.8.3',
      gitCommit: commit,
      builtAt,
      versionOverride: '0.1.1-ci.42',
    });
    expect(explicit.version).toBe('0.1.1-ci.42');
    expect(explicit.version).toMatch(versionPattern);
  });

  it('names only remote folders', () => {
    expect(remoteKeyOfDir('mfe-cs')).toBe('cs');
    expect(() => remoteKeyOfDir('host-shell')).toThrow('host-shell is not a remote: one of mfe-keywords');
  });

  it('reads the commit of a checkout and nothing elsewhere', () => {
    expect(gitCommitAt(process.cwd())).toMatch(/^[0-9a-f]{40}$/);
    expect(gitCommitAt('/')).toBe('');
  });
});
