// Worker thread of readReleaseArchive() (archive.ts): inflates a release archive off the main thread,
// so a hostile one cannot stall the server, and killable at its time limit. The central directory has
// been checked already (lib/zip/directory.ts: counts, declared sizes, ratio, names). Here each file is
// inflated no further than its declared size and its CRC checked (lib/zip/inflate.mjs, the rule the
// hub's upload follows), then the content hash is taken over the files in path order. Plain
// JavaScript so the worker starts without the TypeScript loader.
//
// Says { started: true } once loaded (the time limit counts from there), then answers
// { buffer, files: [{ path, offset, length }], hash } (one transferred buffer holding every file) or
// { problem: 'ARCHIVE_INVALID', entry }.
import { createHash } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';
import { ArchiveInvalid, inflateChecked } from '../../lib/zip/inflate.mjs';

function read({ bytes, entries }) {
  const zip = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const sorted = [...entries].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const total = sorted.reduce((sum, entry) => sum + entry.size, 0);
  const buffer = new ArrayBuffer(total);
  const out = new Uint8Array(buffer);
  const hash = createHash('sha256');
  const files = [];
  let offset = 0;
  for (const entry of sorted) {
    let data;
    try {
      data = inflateChecked(zip, entry);
    } catch (error) {
      if (error instanceof ArchiveInvalid) return { problem: 'ARCHIVE_INVALID', entry: entry.name };
      throw error;
    }
    out.set(data, offset);
    // The registry's content hash (archive.ts contentHashOf): path, NUL, bytes, NUL, in path order.
    hash.update(entry.name).update('\0').update(data).update('\0');
    files.push({ path: entry.name, offset, length: data.length });
    offset += data.length;
  }
  return { buffer, files, hash: hash.digest('hex') };
}

parentPort.postMessage({ started: true });
const answer = read(workerData);
parentPort.postMessage(answer, answer.buffer ? [answer.buffer] : []);
