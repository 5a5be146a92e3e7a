/**
 * Reading a release archive (a zip of a remote's dist) without letting it stop the server, by the
 * rule the hub's .xlsx upload follows (lib/zip): the central directory is read first, nothing
 * inflated, and the archive refused past RELEASE_MAX_FILES files, RELEASE_MAX_UNPACKED_BYTES declared
 * bytes, a file above 256 KiB declared to expand more than 100:1, or a name that is not a release key
 * (lib/storage isReleaseKey: no absolute paths, no `..`, no backslashes). Then archive-worker.mjs
 * inflates the files in a worker thread (a 256 MB heap, `timeoutMs` once loaded): each no further than
 * its declared size and matching its CRC, so an entry whose real size is not what the directory
 * claims is refused by name, and the content hash is taken there too. Every refusal is a 400 with a
 * Korean message, the time limit a 413.
 */
import { createHash } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { RELEASE_MAX_FILES, RELEASE_MAX_UNPACKED_BYTES, releaseMessages } from '@nurly/contracts';
import { AppError, badRequest } from '../../lib/errors';
import { isReleaseKey } from '../../lib/storage';
import { answerOnce } from '../../lib/worker';
import { MAX_RATIO, RATIO_FLOOR_BYTES, readZipDirectory, ZipRefusal, type ZipEntry } from '../../lib/zip/directory';

export interface ReleaseFile {
  path: string;
  bytes: Buffer;
}

export interface ArchiveLimits {
  maxFiles: number;
  maxUnpackedBytes: number;
  /** The worker's time limit once it has loaded (RELEASE_UNPACK_TIMEOUT_MS). */
  timeoutMs: number;
}

export const defaultArchiveLimits: ArchiveLimits = {
  maxFiles: RELEASE_MAX_FILES,
  maxUnpackedBytes: RELEASE_MAX_UNPACKED_BYTES,
  timeoutMs: 30_000,
};

/** The worker's heap cap, as the hub's and the PDF workers'; the files themselves are outside it. */
const WORKER_HEAP_MB = 256;
const workerFile = new URL('./archive-worker.mjs', import.meta.url);
/** Loading the worker takes a few ms; this bounds it on a starved machine. */
const STARTUP_LIMIT_MS = 30_000;
/** Entries a directory may list before it is read at all (directories included); files are counted against maxFiles. */
const MAX_DIRECTORY_ENTRIES = 0xfffe;

const shownName = (name: string) => (name.length > 80 ? `${name.slice(0, 77)}...` : name);

/** The archive's files as its directory lists them (directories left out), or a 400. */
function checkedEntries(bytes: Buffer, limits: ArchiveLimits): ZipEntry[] {
  let entries: ZipEntry[];
  try {
    entries = readZipDirectory(bytes, {
      maxEntries: MAX_DIRECTORY_ENTRIES,
      maxUnpackedBytes: limits.maxUnpackedBytes,
      maxRatio: MAX_RATIO,
      ratioFloorBytes: RATIO_FLOOR_BYTES,
    });
  } catch (error) {
    if (!(error instanceof ZipRefusal)) throw error;
    if (error.problem === 'TOO_LARGE')
      throw badRequest(releaseMessages.unpackedTooLarge(limits.maxUnpackedBytes), 'archive', 'RELEASE_TOO_LARGE');
    if (error.problem === 'RATIO')
      throw badRequest(releaseMessages.compressedTooMuch(shownName(error.entry ?? '')), 'archive', 'RELEASE_COMPRESSION_RATIO');
    if (error.problem === 'TOO_MANY_ENTRIES')
      throw badRequest(releaseMessages.tooManyFiles(limits.maxFiles), 'archive', 'RELEASE_TOO_MANY_FILES');
    throw badRequest(releaseMessages.archiveInvalid, 'archive', 'RELEASE_ARCHIVE_INVALID');
  }
  const files = entries.filter((entry) => !entry.name.endsWith('/'));
  if (files.length > limits.maxFiles) throw badRequest(releaseMessages.tooManyFiles(limits.maxFiles), 'archive', 'RELEASE_TOO_MANY_FILES');
  // A key of any release shows whether the path is usable; the real remote and version come later.
  const bad = files.find((entry) => !isReleaseKey(`releases/x/0.0.0/${entry.name}`));
  if (bad) throw badRequest(releaseMessages.badFilePath(shownName(bad.name)), 'archive', 'RELEASE_BAD_PATH');
  return files;
}

type WorkerAnswer =
  | { buffer: ArrayBuffer; files: { path: string; offset: number; length: number }[]; hash: string }
  | { problem: 'ARCHIVE_INVALID'; entry: string };

/**
 * The files of the archive, sorted by path, and their content hash; or a 4xx naming the problem.
 * `worker` is the script run (archive-worker.mjs; a test passes one that never answers, to prove the time limit).
 */
export async function readReleaseArchive(
  bytes: Buffer,
  limits: ArchiveLimits = defaultArchiveLimits,
  { worker: script = workerFile }: { worker?: URL } = {},
): Promise<{ files: ReleaseFile[]; hash: string }> {
  const entries = checkedEntries(bytes, limits);
  const answer = await new Promise<WorkerAnswer | 'LIMIT'>((resolve, reject) => {
    const worker = new Worker(script, { workerData: { bytes, entries }, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
    const { finish, limit } = answerOnce(worker);
    const atLimit = () => resolve('LIMIT');
    limit(STARTUP_LIMIT_MS + limits.timeoutMs, atLimit);
    worker.on('message', (message: WorkerAnswer | { started: true }) => {
      if ('started' in message) limit(limits.timeoutMs, atLimit);
      else finish(() => resolve(message));
    });
    worker.once('error', (error: Error & { code?: string }) =>
      finish(() => (error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? resolve('LIMIT') : reject(error))),
    );
    worker.once('exit', (code) => finish(() => reject(new Error(`release archive worker exited with code ${code} before answering`))));
  });
  if (answer === 'LIMIT') throw new AppError(413, releaseMessages.unpackTimeLimit, 'RELEASE_UNPACK_LIMIT', 'archive');
  if ('problem' in answer) throw badRequest(releaseMessages.entryMismatch(shownName(answer.entry)), 'archive', 'RELEASE_ENTRY_MISMATCH');
  const all = Buffer.from(answer.buffer);
  return {
    files: answer.files.map((file) => ({ path: file.path, bytes: all.subarray(file.offset, file.offset + file.length) })),
    hash: answer.hash,
  };
}

/** sha256 over the files, path and bytes, in path order (the registry's `content_hash`; archive-worker.mjs takes the same). */
export function contentHashOf(files: ReleaseFile[]): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(file.path).update('\0').update(file.bytes).update('\0');
  return hash.digest('hex');
}
