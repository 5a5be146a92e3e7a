/**
 * Remote releases (the release registry): a release is one immutable build of a remote, stored under
 * its version; which release is live is decided per deployment (variant) in the database, with an
 * optional canary share, and every change is kept in the history. `/remotes.json` is built from it.
 * Staff only (NURLY_ADMIN); the `pnpm release` command and the shell's /admin/releases page call these.
 */
import { Type, type Static } from 'typebox';
import { remoteKeys, variants } from '../variants';
import { literals } from './literals';
import { withTitles } from './titles';

export const ReleaseRemote = literals(remoteKeys, { title: '리모트' });

/** What GET /remotes.json answers: the host's deployment and each remote's live entry (its federation name). */
export const RemotesConfigSchema = Type.Object({
  variant: literals(variants),
  remotes: Type.Array(Type.Object({ key: literals(remoteKeys), name: Type.String(), entry: Type.String() })),
});
export type RemotesConfig = Static<typeof RemotesConfigSchema>;
export const ReleaseDeployment = literals(variants, { title: '배포' });
/** semver, or semver with a build id: 1.4.0, 1.4.0+g3f2a1c9. */
export const ReleaseVersion = Type.String({
  title: '버전',
  minLength: 1,
  maxLength: 64,
  pattern: '^[0-9]+\\.[0-9]+\\.[0-9]+([-+][0-9A-Za-z.-]+)?$',
});

/** What the build writes beside a remote's files (`release.json` in its dist) and the registry keeps. */
export const ReleaseManifest = Type.Object({
  remote: ReleaseRemote,
  version: ReleaseVersion,
  /** The @nurly/shared range the remote was built against (e.g. ^0.8.3). */
  shared_range: Type.String({ maxLength: 64 }),
  git_commit: Type.String({ maxLength: 64 }),
  built_at: Type.String({ format: 'date-time' }),
});
export type ReleaseManifest = Static<typeof ReleaseManifest>;

export const Release = Type.Object({
  id: Type.Integer(),
  remote: ReleaseRemote,
  version: ReleaseVersion,
  shared_range: Type.String(),
  git_commit: Type.String(),
  built_at: Type.String(),
  /** sha256 over the release's files (path and bytes, sorted by path). */
  content_hash: Type.String(),
  file_count: Type.Integer(),
  published_at: Type.String(),
  published_by: Type.Union([Type.String(), Type.Null()]),
});
export type Release = Static<typeof Release>;

/** What one deployment serves for one remote. */
export const LiveRelease = Type.Object({
  deployment: ReleaseDeployment,
  remote: ReleaseRemote,
  live: Type.Union([Release, Type.Null()]),
  canary: Type.Union([Release, Type.Null()]),
  /** Share of browsers (stable per browser) given the canary, 0–100. */
  canary_percent: Type.Integer({ minimum: 0, maximum: 100 }),
  updated_at: Type.Union([Type.String(), Type.Null()]),
  updated_by: Type.Union([Type.String(), Type.Null()]),
});
export type LiveRelease = Static<typeof LiveRelease>;

export const ReleaseAction = literals(['PUBLISH', 'ACTIVATE', 'ROLLBACK', 'CANARY', 'PROMOTE', 'ABORT']);
export const ReleaseEvent = Type.Object({
  id: Type.Integer(),
  action: ReleaseAction,
  deployment: Type.Union([ReleaseDeployment, Type.Null()]),
  remote: ReleaseRemote,
  from_version: Type.Union([Type.String(), Type.Null()]),
  to_version: Type.Union([Type.String(), Type.Null()]),
  canary_percent: Type.Union([Type.Integer(), Type.Null()]),
  reason: Type.Union([Type.String(), Type.Null()]),
  actor: Type.Union([Type.String(), Type.Null()]),
  at: Type.String(),
});
export type ReleaseEvent = Static<typeof ReleaseEvent>;

/** GET /api/admin/releases: every deployment's live state, the published releases and the history. */
export const ReleaseOverview = Type.Object({
  live: Type.Array(LiveRelease),
  releases: Type.Array(Release),
  history: Type.Array(ReleaseEvent),
});
export type ReleaseOverview = Static<typeof ReleaseOverview>;

export const ReleaseListQuery = withTitles(
  Type.Object({ remote: Type.Optional(ReleaseRemote), history_limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })) }),
  { history_limit: '이력 개수' },
);
export type ReleaseListQuery = Static<typeof ReleaseListQuery>;

/**
 * POST /api/admin/releases (multipart: one `archive` file, a zip of the remote's dist with its
 * release.json at the root). Refused with a Korean message naming what to release first when the
 * live shell's @nurly/shared does not satisfy the release's range, or when routes the shell or other
 * remotes link to are missing.
 */
export const PublishReleaseResponse = Type.Object({ message: Type.String(), release: Release });
export type PublishReleaseResponse = Static<typeof PublishReleaseResponse>;

/**
 * POST /api/admin/releases/activate: make a published release live (canary_percent 0 or absent), or
 * serve it to that share of browsers first (1–99: a canary; 100 behaves as live for everyone but
 * stays a canary until promoted). Without `deployment`: every deployment that loads the remote.
 */
export const ActivateReleaseRequest = withTitles(
  Type.Object({
    remote: ReleaseRemote,
    version: ReleaseVersion,
    deployment: Type.Optional(ReleaseDeployment),
    canary_percent: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
    reason: Type.Optional(Type.String({ maxLength: 500 })),
  }),
  { canary_percent: '카나리 비율' },
);
export type ActivateReleaseRequest = Static<typeof ActivateReleaseRequest>;

/** POST /api/admin/releases/rollback | promote | abort: back to the previous live release; the canary made live; the canary dropped. */
export const ReleaseStepRequest = withTitles(
  Type.Object({
    remote: ReleaseRemote,
    deployment: Type.Optional(ReleaseDeployment),
    reason: Type.Optional(Type.String({ maxLength: 500 })),
  }),
);
export type ReleaseStepRequest = Static<typeof ReleaseStepRequest>;

export const ReleaseChangeResponse = Type.Object({ message: Type.String(), live: Type.Array(LiveRelease) });
export type ReleaseChangeResponse = Static<typeof ReleaseChangeResponse>;

/**
 * POST /api/admin/releases/shell-check: whether a shell carrying this @nurly/shared version can load
 * every release the deployments serve (live or canary). 200 with the message, or 409 naming the remotes
 * to rebuild and release first. Run before deploying a shell (`pnpm release check-shell`).
 */
export const ShellCheckRequest = withTitles(
  Type.Object({ shared_version: Type.String({ minLength: 5, maxLength: 64, pattern: '^[0-9]+\\.[0-9]+\\.[0-9]+$' }) }),
  { shared_version: '셸의 @nurly/shared 버전' },
);
export type ShellCheckRequest = Static<typeof ShellCheckRequest>;
export const ShellCheckResponse = Type.Object({ message: Type.String() });
export type ShellCheckResponse = Static<typeof ShellCheckResponse>;
