/**
 * Reading an uploaded .xlsx without letting it stop the server. An .xlsx is a ZIP archive, and a
 * sheet of one letter repeated compresses about 1000:1: a 12 KB upload can unpack to 10 MB and the
 * spreadsheet library then holds the event loop for a minute. So, in this order:
 *  1. `inspectArchive` reads the archive's central directory (no inflating; lib/zip/directory.ts, the
 *     rule the release archives follow too) and refuses, naming the file, an archive whose declared sizes add up to more than HUB_BULK_MAX_UNPACKED_BYTES, one file
 *     of which expands more than HUB_BULK_MAX_RATIO:1 (above RATIO_FLOOR_BYTES), one with more than
 *     HUB_BULK_MAX_ENTRIES files, or one that is encrypted, ZIP64 or not a ZIP at all.
 *  2. `readFirstSheet` runs xlsx-worker.mjs in a worker thread, at most `timeoutMs` once loaded and a
 *     256 MB heap: it inflates each file no further than its declared size and checks its CRC
 *     (lib/zip/inflate.mjs: a lying directory is caught there), counts the first sheet's rows and stops past the row limit, and only then hands a
 *     rebuilt archive of the checked files to read-excel-file.
 */
import { Worker } from 'node:worker_threads';
import {
  HUB_BULK_MAX_ENTRIES,
  HUB_BULK_MAX_RATIO,
  HUB_BULK_MAX_ROWS,
  HUB_BULK_MAX_UNPACKED_BYTES,
  hubAdMessages,
} from '@nurly/contracts/schemas';
import type { Row as SheetRow } from 'read-excel-file/node';
import { AppError, badRequest } from '../../lib/errors';
import { answerOnce } from '../../lib/worker';
import { RATIO_FLOOR_BYTES, readZipDirectory, ZipRefusal, type ZipCaps, type ZipEntry } from '../../lib/zip/directory';

/** The worker's heap cap, as for the PDF worker (advertisers/parse.ts). */
const WORKER_HEAP_MB = 256;
const workerFile = new URL('./xlsx-worker.mjs', import.meta.url);
/** Loading the worker (Node and read-excel-file) takes ~0.1 s; this bounds it on a starved machine. */
const STARTUP_LIMIT_MS = 30_000;

const caps: ZipCaps = {
  maxEntries: HUB_BULK_MAX_ENTRIES,
  maxUnpackedBytes: HUB_BULK_MAX_UNPACKED_BYTES,
  maxRatio: HUB_BULK_MAX_RATIO,
  ratioFloorBytes: RATIO_FLOOR_BYTES,
};

/** A file name fit for a message: the uploader's, shortened. */
function shown(fileName: string): string {
  return fileName.length > 60 ? `${fileName.slice(0, 57)}...` : fileName;
}

/** The central directory of `bytes` (lib/zip/directory.ts), or a 4xx naming the file (step 1 of the header). */
export function inspectArchive(bytes: Buffer, fileName: string): ZipEntry[] {
  const name = shown(fileName);
  try {
    return readZipDirectory(bytes, caps);
  } catch (error) {
    if (!(error instanceof ZipRefusal)) throw error;
    switch (error.problem) {
      case 'NOT_ZIP':
        throw badRequest(hubAdMessages.fileNotXlsx, 'file', 'FILE_NOT_XLSX');
      case 'TOO_MANY_ENTRIES':
        throw badRequest(hubAdMessages.tooManyEntries(name), 'file', 'FILE_TOO_MANY_ENTRIES');
      case 'TOO_LARGE':
        throw new AppError(413, hubAdMessages.unpackedTooLarge(name, HUB_BULK_MAX_UNPACKED_BYTES), 'FILE_UNPACKED_TOO_LARGE', 'file');
      case 'RATIO':
        throw new AppError(413, hubAdMessages.compressedTooMuch(name), 'FILE_COMPRESSION_RATIO', 'file');
      default:
        throw badRequest(hubAdMessages.archiveInvalid(name), 'file', 'FILE_ARCHIVE_INVALID');
    }
  }
}

/** What the worker answers (xlsx-worker.mjs) once it has started. */
type WorkerAnswer = { rows: SheetRow[] } | { problem: 'NOT_XLSX' | 'ARCHIVE_INVALID' | 'TOO_MANY_ROWS' };

/**
 * The first sheet's rows, read in a worker thread (step 2 of the header) that is terminated
 * `timeoutMs` after it has loaded (loading is the same work for every file; STARTUP_LIMIT_MS bounds
 * it) and may not grow its heap past 256 MB. Every refusal is a 4xx naming the file. `worker` is the
 * script run (xlsx-worker.mjs; a test passes one that never answers, to prove the time limit).
 */
export async function readFirstSheet(
  bytes: Buffer,
  fileName: string,
  { timeoutMs, worker: script = workerFile }: { timeoutMs: number; worker?: URL },
): Promise<SheetRow[]> {
  const entries = inspectArchive(bytes, fileName);
  const name = shown(fileName);
  const answer = await new Promise<WorkerAnswer | 'LIMIT'>((resolve, reject) => {
    const worker = new Worker(script, {
      workerData: { bytes, entries, maxRows: HUB_BULK_MAX_ROWS },
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    const { finish, limit } = answerOnce(worker);
    const atLimit = () => resolve('LIMIT');
    limit(STARTUP_LIMIT_MS + timeoutMs, atLimit);
    worker.on('message', (message: WorkerAnswer | { started: true }) => {
      if ('started' in message) limit(timeoutMs, atLimit);
      else finish(() => resolve(message));
    });
    // The worker answers every problem of the file itself: an error event is the heap cap, or a bug here.
    worker.once('error', (error: Error & { code?: string }) =>
      finish(() => (error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? resolve('LIMIT') : reject(error))),
    );
    worker.once('exit', (code) => finish(() => reject(new Error(`xlsx worker exited with code ${code} before answering`))));
  });
  if (answer === 'LIMIT') throw new AppError(413, hubAdMessages.readLimit(name), 'FILE_READ_LIMIT', 'file');
  if ('rows' in answer) return answer.rows;
  if (answer.problem === 'TOO_MANY_ROWS') throw badRequest(hubAdMessages.tooManyRows(HUB_BULK_MAX_ROWS), 'file', 'TOO_MANY_ROWS');
  if (answer.problem === 'ARCHIVE_INVALID') throw badRequest(hubAdMessages.archiveInvalid(name), 'file', 'FILE_ARCHIVE_INVALID');
  throw badRequest(hubAdMessages.fileNotXlsx, 'file', 'FILE_NOT_XLSX');
}
