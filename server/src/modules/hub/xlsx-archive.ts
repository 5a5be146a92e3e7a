/**
 * Reading an uploaded .xlsx without letting it stop the server. An .xlsx is a ZIP archive, and a
 * sheet of one letter repeated compresses about 1000:1: a 12 KB upload can unpack to 10 MB and the
 * spreadsheet library then holds the event loop for a minute. So, in this order:
 *  1. `inspectArchive` reads the archive's central directory (no inflating) and refuses, naming the
 *     file, an archive whose declared sizes add up to more than HUB_BULK_MAX_UNPACKED_BYTES, one file
 *     of which expands more than HUB_BULK_MAX_RATIO:1 (above RATIO_FLOOR_BYTES), one with more than
 *     HUB_BULK_MAX_ENTRIES files, or one that is encrypted, ZIP64 or not a ZIP at all.
 *  2. `readFirstSheet` runs xlsx-worker.mjs in a worker thread, at most `timeoutMs` once loaded and a
 *     256 MB heap: it inflates each file no further than its declared size (a lying directory is caught
 *     there), counts the first sheet's rows and stops past the row limit, and only then hands a
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

/** Files smaller than this may expand any amount (tiny XML parts compress far beyond 100:1). */
export const RATIO_FLOOR_BYTES = 256 * 1024;
/** The worker's heap cap, as for the PDF worker (advertisers/parse.ts). */
const WORKER_HEAP_MB = 256;
const workerFile = new URL('./xlsx-worker.mjs', import.meta.url);
/** Loading the worker (Node and read-excel-file) takes ~0.1 s; this bounds it on a starved machine. */
const STARTUP_LIMIT_MS = 30_000;

/** One file of the archive as its central directory states it (the worker trusts nothing else). */
export interface ArchiveEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  compressedSize: number;
  /** Declared uncompressed size. */
  size: number;
  localOffset: number;
}

const CENTRAL = 0x02014b50;
const END = 0x06054b50;

/** A file name fit for a message: the uploader's, shortened. */
function shown(fileName: string): string {
  return fileName.length > 60 ? `${fileName.slice(0, 57)}...` : fileName;
}

/** The central directory of `bytes`, or a 4xx naming the file (step 1 of the header). */
export function inspectArchive(bytes: Buffer, fileName: string): ArchiveEntry[] {
  const name = shown(fileName);
  const invalid = () => badRequest(hubAdMessages.archiveInvalid(name), 'file', 'FILE_ARCHIVE_INVALID');
  // The end record is in the last 22 bytes plus a comment of at most 64 KB.
  let end = bytes.length - 22;
  const stop = Math.max(0, bytes.length - 22 - 0xffff);
  while (end >= stop && bytes.readUInt32LE(end) !== END) end -= 1;
  if (end < stop) throw badRequest(hubAdMessages.fileNotXlsx, 'file', 'FILE_NOT_XLSX');
  const disk = bytes.readUInt16LE(end + 4);
  const directoryDisk = bytes.readUInt16LE(end + 6);
  const count = bytes.readUInt16LE(end + 10);
  const directoryOffset = bytes.readUInt32LE(end + 16);
  // Split archives and ZIP64 (0xffff counts, 0xffffffff offsets): an .xlsx under the upload cap needs neither.
  if (disk !== 0 || directoryDisk !== 0 || count === 0xffff || directoryOffset === 0xffffffff) throw invalid();
  if (count > HUB_BULK_MAX_ENTRIES) throw badRequest(hubAdMessages.tooManyEntries(name), 'file', 'FILE_TOO_MANY_ENTRIES');

  const entries: ArchiveEntry[] = [];
  const names = new Set<string>();
  let total = 0;
  let at = directoryOffset;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== CENTRAL) throw invalid();
    const flags = bytes.readUInt16LE(at + 8);
    const method = bytes.readUInt16LE(at + 10);
    const compressedSize = bytes.readUInt32LE(at + 20);
    const size = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const localOffset = bytes.readUInt32LE(at + 42);
    const entryName = bytes.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    // Encrypted (bit 0), a method other than stored/deflated, ZIP64 sizes, or data outside the file.
    if (flags & 1 || (method !== 0 && method !== 8) || size === 0xffffffff || compressedSize === 0xffffffff) throw invalid();
    if (localOffset + 30 + compressedSize > directoryOffset || names.has(entryName)) throw invalid();
    if (method === 0 && size !== compressedSize) throw invalid();
    names.add(entryName);
    total += size;
    if (total > HUB_BULK_MAX_UNPACKED_BYTES)
      throw new AppError(413, hubAdMessages.unpackedTooLarge(name, HUB_BULK_MAX_UNPACKED_BYTES), 'FILE_UNPACKED_TOO_LARGE', 'file');
    if (size > RATIO_FLOOR_BYTES && size > compressedSize * HUB_BULK_MAX_RATIO)
      throw new AppError(413, hubAdMessages.compressedTooMuch(name), 'FILE_COMPRESSION_RATIO', 'file');
    entries.push({ name: entryName, method, compressedSize, size, localOffset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** What the worker answers (xlsx-worker.mjs) once it has started. */
type WorkerAnswer = { rows: SheetRow[] } | { problem: 'NOT_XLSX' | 'ARCHIVE_INVALID' | 'TOO_MANY_ROWS' };

/**
 * The first sheet's rows, read in a worker thread (step 2 of the header) that is terminated
 * `timeoutMs` after it has loaded (loading is the same work for every file; STARTUP_LIMIT_MS bounds
 * it) and may not grow its heap past 256 MB. Every refusal is a 4xx naming the file.
 */
export async function readFirstSheet(bytes: Buffer, fileName: string, { timeoutMs }: { timeoutMs: number }): Promise<SheetRow[]> {
  const entries = inspectArchive(bytes, fileName);
  const name = shown(fileName);
  const answer = await new Promise<WorkerAnswer | 'LIMIT'>((resolve, reject) => {
    const worker = new Worker(workerFile, {
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
