/** A release row as stored and as the API shows it (`toRelease`). */
import type { Release } from '@nurly/contracts/schemas';

/** The registry's name for the system (the first start's local builds) where a row has no user. */
export const SYSTEM_ACTOR = 'system';

/** What a remote's build says about itself (its manifest), as stored. */
export interface ReleaseManifest {
  remote: string;
  version: string;
  sharedRange: string;
  gitCommit: string;
  builtAt: Date;
  contentHash: string;
  fileCount: number;
  routeNames: string[];
  navLinks: string[];
}

export interface ReleaseRow extends ReleaseManifest {
  id: number;
  publishedAt: Date;
  publishedBy: string | null;
}

export function toRelease(row: ReleaseRow, systemPublished = true): Release {
  return {
    id: row.id,
    remote: row.remote as Release['remote'],
    version: row.version,
    shared_range: row.sharedRange,
    git_commit: row.gitCommit,
    built_at: row.builtAt.toISOString(),
    content_hash: row.contentHash,
    file_count: row.fileCount,
    published_at: row.publishedAt.toISOString(),
    published_by: row.publishedBy ?? (systemPublished ? SYSTEM_ACTOR : null),
  };
}
