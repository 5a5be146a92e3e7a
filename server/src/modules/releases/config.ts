/** The `releases` section of the app config (src/config.ts): the caps of one release archive. */
import { Type, type Static } from 'typebox';
import { RELEASE_MAX_ARCHIVE_BYTES, RELEASE_MAX_FILES, RELEASE_MAX_UNPACKED_BYTES } from '@nurly/contracts';
import { intFrom, type Env } from '../../lib/env';

export const ReleasesConfigSchema = Type.Object({
  /** Largest archive POST admin/releases accepts, in bytes (RELEASE_MAX_ARCHIVE_BYTES); larger is a 413. */
  maxArchiveBytes: Type.Integer({ minimum: 1024, maximum: 1024 * 1024 * 1024, env: 'RELEASE_MAX_ARCHIVE_BYTES' }),
  /** Most files one archive may hold (RELEASE_MAX_FILES). */
  maxFiles: Type.Integer({ minimum: 1, maximum: 100_000, env: 'RELEASE_MAX_FILES' }),
  /** Most bytes one archive may unpack to, by its directory (RELEASE_MAX_UNPACKED_BYTES): the zip-bomb cap. */
  maxUnpackedBytes: Type.Integer({ minimum: 1024, maximum: 4 * 1024 * 1024 * 1024, env: 'RELEASE_MAX_UNPACKED_BYTES' }),
  /** Time limit of inflating one archive in its worker thread (RELEASE_UNPACK_TIMEOUT_MS); past it a 413. */
  unpackTimeoutMs: Type.Integer({ minimum: 100, maximum: 600_000, env: 'RELEASE_UNPACK_TIMEOUT_MS' }),
});
export type ReleasesConfig = Static<typeof ReleasesConfigSchema>;

export function releasesConfigFrom(env: Env = process.env): ReleasesConfig {
  return {
    maxArchiveBytes: intFrom(env, 'RELEASE_MAX_ARCHIVE_BYTES', RELEASE_MAX_ARCHIVE_BYTES),
    maxFiles: intFrom(env, 'RELEASE_MAX_FILES', RELEASE_MAX_FILES),
    maxUnpackedBytes: intFrom(env, 'RELEASE_MAX_UNPACKED_BYTES', RELEASE_MAX_UNPACKED_BYTES),
    unpackTimeoutMs: intFrom(env, 'RELEASE_UNPACK_TIMEOUT_MS', 30_000),
  };
}
