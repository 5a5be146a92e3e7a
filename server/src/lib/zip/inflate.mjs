// One file of a ZIP archive inflated in a worker thread (the hub's xlsx-worker.mjs, the releases'
// archive-worker.mjs), trusting only the central directory already checked on the main thread
// (directory.ts): inflating stops one byte past the declared size, so a directory that understates
// a file is refused, not believed, and whatever it claims, no file grows past the caps; the bytes
// must match the declared CRC-32. Plain JavaScript so a worker starts without the TypeScript loader.
import { crc32, inflateRawSync } from 'node:zlib';

const LOCAL = 0x04034b50;

/** Thrown for an archive whose file is not what its directory says. */
export class ArchiveInvalid extends Error {
  constructor() {
    super('ARCHIVE_INVALID');
    this.problem = 'ARCHIVE_INVALID';
  }
}

/**
 * The bytes of `entry` ({ method, compressedSize, size, crc, localOffset }) of the archive `zip` (a
 * Buffer), exactly `entry.size` of them, or ArchiveInvalid.
 */
export function inflateChecked(zip, entry) {
  const at = entry.localOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL) throw new ArchiveInvalid();
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  if (start + entry.compressedSize > zip.length) throw new ArchiveInvalid();
  const data = zip.subarray(start, start + entry.compressedSize);
  let out;
  try {
    // One byte of room past the declared size: more than that is a lie, and inflating stops there.
    out = entry.method === 0 ? data : inflateRawSync(data, { maxOutputLength: entry.size + 1 });
  } catch {
    throw new ArchiveInvalid();
  }
  if (out.length !== entry.size || crc32(out) >>> 0 !== entry.crc >>> 0) throw new ArchiveInvalid();
  return out;
}
