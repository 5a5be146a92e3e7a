/**
 * A ZIP archive's central directory read without inflating anything, and refused past the caps an
 * upload allows (the hub's .xlsx upload and the release archives, each with its own numbers): the
 * one home of the rule both follow. Then a worker thread inflates each file no further than the size
 * stated here (`inflate.mjs`), so a directory that understates a file is caught, never believed.
 *
 * Refused (a `ZipRefusal` the caller turns into its own message): not a ZIP; split archives, ZIP64,
 * encryption, a method other than stored or deflated, data outside the file, a name twice, a stored
 * file whose sizes differ ('INVALID'); more files than `maxEntries`; declared sizes adding up past
 * `maxUnpackedBytes`; one file expanding more than `maxRatio`:1 above `ratioFloorBytes` ('RATIO',
 * naming it).
 */

export interface ZipCaps {
  maxEntries: number;
  maxUnpackedBytes: number;
  /** Most a file above `ratioFloorBytes` may expand (declared size : compressed size). */
  maxRatio: number;
  ratioFloorBytes: number;
}

/** Files smaller than this may expand any amount (tiny XML or JSON parts compress far beyond 100:1). */
export const RATIO_FLOOR_BYTES = 256 * 1024;
/** The ratio cap of an upload (HUB_BULK_MAX_RATIO is the same 100). */
export const MAX_RATIO = 100;

/** One file of the archive as its central directory states it (the worker trusts nothing else). */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  compressedSize: number;
  /** Declared uncompressed size. */
  size: number;
  /** Declared CRC-32 of the uncompressed bytes. */
  crc: number;
  localOffset: number;
}

export type ZipProblem = 'NOT_ZIP' | 'INVALID' | 'TOO_MANY_ENTRIES' | 'TOO_LARGE' | 'RATIO';

export class ZipRefusal extends Error {
  constructor(
    readonly problem: ZipProblem,
    /** The entry's name, for 'RATIO'. */
    readonly entry?: string,
  ) {
    super(problem);
  }
}

const CENTRAL = 0x02014b50;
const END = 0x06054b50;

/** The central directory of `bytes`, every entry (directories included), or a ZipRefusal. */
export function readZipDirectory(bytes: Buffer, caps: ZipCaps): ZipEntry[] {
  // The end record is in the last 22 bytes plus a comment of at most 64 KB.
  let end = bytes.length - 22;
  const stop = Math.max(0, bytes.length - 22 - 0xffff);
  while (end >= stop && bytes.readUInt32LE(end) !== END) end -= 1;
  if (end < stop) throw new ZipRefusal('NOT_ZIP');
  const disk = bytes.readUInt16LE(end + 4);
  const directoryDisk = bytes.readUInt16LE(end + 6);
  const count = bytes.readUInt16LE(end + 10);
  const directoryOffset = bytes.readUInt32LE(end + 16);
  // Split archives and ZIP64 (0xffff counts, 0xffffffff offsets): an upload under its cap needs neither.
  if (disk !== 0 || directoryDisk !== 0 || count === 0xffff || directoryOffset === 0xffffffff) throw new ZipRefusal('INVALID');
  if (count > caps.maxEntries) throw new ZipRefusal('TOO_MANY_ENTRIES');

  const entries: ZipEntry[] = [];
  const names = new Set<string>();
  let total = 0;
  let at = directoryOffset;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== CENTRAL) throw new ZipRefusal('INVALID');
    const flags = bytes.readUInt16LE(at + 8);
    const method = bytes.readUInt16LE(at + 10);
    const crc = bytes.readUInt32LE(at + 16);
    const compressedSize = bytes.readUInt32LE(at + 20);
    const size = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const localOffset = bytes.readUInt32LE(at + 42);
    const name = bytes.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    // Encrypted (bit 0), a method other than stored/deflated, ZIP64 sizes, or data outside the file.
    if (flags & 1 || (method !== 0 && method !== 8) || size === 0xffffffff || compressedSize === 0xffffffff)
      throw new ZipRefusal('INVALID');
    if (localOffset + 30 + compressedSize > directoryOffset || names.has(name)) throw new ZipRefusal('INVALID');
    if (method === 0 && size !== compressedSize) throw new ZipRefusal('INVALID');
    names.add(name);
    total += size;
    if (total > caps.maxUnpackedBytes) throw new ZipRefusal('TOO_LARGE');
    if (size > caps.ratioFloorBytes && size > compressedSize * caps.maxRatio) throw new ZipRefusal('RATIO', name);
    entries.push({ name, method, compressedSize, size, crc, localOffset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
