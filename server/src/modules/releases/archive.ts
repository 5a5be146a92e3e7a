/**
 * Reading a release archive (a zip of a remote's dist) without letting it stop the server: the
 * central directory is checked first (fflate's `filter` sees each entry's declared size before
 * anything is inflated) and the archive is refused past RELEASE_MAX_FILES files or
 * RELEASE_MAX_UNPACKED_BYTES declared bytes; each file is then inflated into a buffer of its declared
 * size, no further, so a directory that lies cannot grow past the cap either. File names must be
 * release keys (lib/storage isReleaseKey): no absolute paths, no `..`, no backslashes.
 */
import { createHash } from 'node:crypto';
import { unzipSync } from 'fflate';
import { RELEASE_MAX_FILES, RELEASE_MAX_UNPACKED_BYTES, releaseMessages } from '@nurly/contracts';
import { badRequest } from '../../lib/errors';
import { isReleaseKey } from '../../lib/storage';

export interface ReleaseFile {
  path: string;
  bytes: Buffer;
}

export interface ArchiveLimits {
  maxFiles: number;
  maxUnpackedBytes: number;
}

export const defaultArchiveLimits: ArchiveLimits = { maxFiles: RELEASE_MAX_FILES, maxUnpackedBytes: RELEASE_MAX_UNPACKED_BYTES };

class LimitPassed extends Error {}

/** The files of the archive, sorted by path (directories left out), or a 400 naming the problem. */
export function readReleaseArchive(bytes: Buffer, limits: ArchiveLimits = defaultArchiveLimits): ReleaseFile[] {
  let count = 0;
  let total = 0;
  let badName: string | null = null;
  let unpacked: Record<string, Uint8Array>;
  try {
    unpacked = unzipSync(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length), {
      filter(entry) {
        if (entry.name.endsWith('/')) return false;
        count += 1;
        total += entry.originalSize;
        if (count > limits.maxFiles) throw new LimitPassed('files');
        if (total > limits.maxUnpackedBytes) throw new LimitPassed('bytes');
        // A key of any release shows whether the path is usable; the real remote and version come later.
        if (!isReleaseKey(`releases/x/0.0.0/${entry.name}`)) {
          badName = entry.name;
          throw new LimitPassed('name');
        }
        return true;
      },
    });
  } catch (error) {
    if (error instanceof LimitPassed) {
      if (error.message === 'files') throw badRequest(releaseMessages.tooManyFiles(limits.maxFiles), 'archive', 'RELEASE_TOO_MANY_FILES');
      if (error.message === 'bytes') throw badRequest(releaseMessages.unpackedTooLarge(limits.maxUnpackedBytes), 'archive', 'RELEASE_TOO_LARGE');
      throw badRequest(releaseMessages.badFilePath(String(badName).slice(0, 80)), 'archive', 'RELEASE_BAD_PATH');
    }
    throw badRequest(releaseMessages.archiveInvalid, 'archive', 'RELEASE_ARCHIVE_INVALID');
  }
  return Object.entries(unpacked)
    .map(([path, data]) => ({ path, bytes: Buffer.from(data.buffer, data.byteOffset, data.length) }))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** sha256 over the files, path and bytes, in path order (the registry's `content_hash`). */
export function contentHashOf(files: ReleaseFile[]): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(file.path).update('\0').update(file.bytes).update('\0');
  return hash.digest('hex');
}
