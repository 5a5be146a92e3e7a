// Worker thread of readFirstSheet() (xlsx-archive.ts): reads the first sheet of an uploaded .xlsx
// off the main thread, so a heavy or hostile file cannot stall the server, and killable when it
// exceeds its time limit. Plain JavaScript so the worker starts without the TypeScript loader.
//
// The archive's central directory has been checked already (sizes, ratio, number of files). Here:
//  - each file read-excel-file needs is inflated no further than its declared size, its CRC checked
//    (lib/zip/inflate.mjs, shared with the release archives): a directory that understates a file is
//    refused, not believed;
//  - the first sheet's rows holding a value are counted, and the count stops past the row limit;
//  - read-excel-file then reads an archive rebuilt from the checked files only (stored, so nothing
//    is inflated twice and no part of the upload the directory does not list is ever read).
// Says { started: true } once loaded (the time limit counts from there), then answers { rows } or
// { problem: 'NOT_XLSX' | 'ARCHIVE_INVALID' | 'TOO_MANY_ROWS' }.
import { parentPort, workerData } from 'node:worker_threads';
import { crc32 } from 'node:zlib';
import { readSheet } from 'read-excel-file/node';
import { ArchiveInvalid, inflateChecked } from '../../lib/zip/inflate.mjs';

const LOCAL = 0x04034b50;

class Refusal extends Error {
  constructor(problem) {
    super(problem);
    this.problem = problem;
  }
}

/** The files read-excel-file reads (its own filter: XML parts and their relations). */
const needed = (name) => name.endsWith('.xml') || name.endsWith('.xml.rels');

/** Attributes of one XML start tag, by local name (prefixes dropped). */
function attributes(tag) {
  const found = new Map();
  for (const match of tag.matchAll(/([\w:.-]+)\s*=\s*("([^"]*)"|'([^']*)')/g)) {
    found.set(match[1].replace(/^[\w.-]+:/, ''), match[3] ?? match[4]);
  }
  return found;
}

/** Path of the workbook's first sheet (workbook.xml's first <sheet>, through its relation), or null. */
function firstSheetPath(files) {
  const workbook = files.get('xl/workbook.xml')?.toString('utf8');
  const relations = files.get('xl/_rels/workbook.xml.rels')?.toString('utf8');
  if (!workbook || !relations) return null;
  const sheet = /<(?:[\w.-]+:)?sheet\s[^>]*>/.exec(workbook);
  const id = sheet && attributes(sheet[0]).get('id');
  if (!id) return null;
  for (const tag of relations.match(/<(?:[\w.-]+:)?Relationship\s[^>]*>/g) ?? []) {
    const relation = attributes(tag);
    if (relation.get('Id') !== id) continue;
    const target = relation.get('Target') ?? '';
    return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
  }
  return null;
}

/** Whether the sheet has more than `limit` rows holding a value (<v> or an inline <is>); stops counting there. */
function moreRowsThan(sheetXml, limit) {
  const rows = /<(?:[\w.-]+:)?row\b[^>]*?(?:\/>|>([\s\S]*?)<\/(?:[\w.-]+:)?row>)/g;
  let counted = 0;
  for (let match = rows.exec(sheetXml); match; match = rows.exec(sheetXml)) {
    if (match[1] && /<(?:[\w.-]+:)?(?:v|is)\b/.test(match[1])) counted += 1;
    if (counted > limit) return true;
  }
  return false;
}

/** A stored (uncompressed) ZIP of `files`. */
function storedZip(files) {
  const parts = [];
  const directory = [];
  let offset = 0;
  for (const [name, data] of files) {
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    parts.push(local, nameBytes, data);
    directory.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const centralBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.size, 8);
  end.writeUInt16LE(files.size, 10);
  end.writeUInt32LE(centralBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, centralBytes, end]);
}

async function read({ bytes, entries, maxRows }) {
  const zip = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const files = new Map();
  for (const entry of entries) if (needed(entry.name)) files.set(entry.name, inflateChecked(zip, entry));
  const sheetPath = firstSheetPath(files);
  // The header row and at most `maxRows` rows of ads.
  if (sheetPath && files.has(sheetPath) && moreRowsThan(files.get(sheetPath).toString('latin1'), maxRows + 1)) {
    throw new Refusal('TOO_MANY_ROWS');
  }
  return readSheet(storedZip(files));
}

parentPort.postMessage({ started: true });
try {
  parentPort.postMessage({ rows: await read(workerData) });
} catch (error) {
  // The library's errors (no sheet, broken XML) are the uploader's file: not an .xlsx it can read.
  parentPort.postMessage({ problem: error instanceof Refusal || error instanceof ArchiveInvalid ? error.problem : 'NOT_XLSX' });
}
