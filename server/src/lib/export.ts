/**
 * Answers a list route with a download instead of JSON (`?format=csv|xlsx`): every row
 * matching the list's filters, in its order, no paging, at most EXPORT_MAX_ROWS (the route reads
 * them with `exportWindow`). CSV is UTF-8 with a BOM (Excel on Korean Windows otherwise reads it
 * as CP949) and RFC 4180 quoting; XLSX is written by write-excel-file. Headers are Korean.
 */
import type { FastifyReply } from 'fastify';
import writeXlsxFile, { type Row as XlsxRow } from 'write-excel-file/node';
import type { ExportFormat } from '@nurly/contracts/schemas';
import { EXPORT_MAX_ROWS } from './paginate';

export type ExportValue = string | number | boolean | Date | null | undefined;

export interface ExportColumn<Row> {
  /** Korean column header. */
  header: string;
  value: (row: Row) => ExportValue;
}

export interface ExportSpec<Row> {
  /** Download name without extension, e.g. '회원목록'; the Asia/Seoul day is appended. */
  fileName: string;
  columns: ExportColumn<Row>[];
}

const BOM = '\uFEFF';
const CSV_MIME = 'text/csv; charset=utf-8';
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function csvText(value: ExportValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  const text = String(value);
  // A cell starting with = + - @ is run as a formula by spreadsheet apps (CSV injection): a leading
  // apostrophe keeps it text. Numbers are written as numbers, so negative amounts are untouched.
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** RFC 4180: a field with a comma, quote, CR or LF is quoted and its quotes doubled. */
export function csvField(value: ExportValue): string {
  const text = csvText(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<Row>(columns: ExportColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((column) => csvField(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvField(column.value(row))).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

export async function toXlsx<Row>(columns: ExportColumn<Row>[], rows: readonly Row[]): Promise<Buffer> {
  const header: XlsxRow = columns.map((column) => ({ value: column.header, fontWeight: 'bold' as const }));
  const body: XlsxRow[] = rows.map((row) =>
    columns.map((column) => {
      const value = column.value(row);
      if (value === null || value === undefined) return null;
      if (value instanceof Date) return { value, format: 'yyyy-mm-dd hh:mm:ss' };
      return { value };
    }),
  );
  return writeXlsxFile([header, ...body], {
    columns: columns.map((column) => ({ width: Math.max(10, column.header.length * 2 + 2) })),
  }).toBuffer();
}

/** `attachment; filename*=UTF-8''…` (RFC 6266/5987): Korean names survive every browser. */
export function attachmentHeader(fileName: string): string {
  return `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Sends the rows as a CSV or XLSX download. `day` (YYYY-MM-DD) goes into the file name. */
export async function sendExport<Row>(reply: FastifyReply, format: ExportFormat, spec: ExportSpec<Row>, rows: readonly Row[], day: string) {
  const capped = rows.length > EXPORT_MAX_ROWS ? rows.slice(0, EXPORT_MAX_ROWS) : rows;
  const name = `${spec.fileName}-${day}.${format}`;
  reply.header('content-disposition', attachmentHeader(name)).header('cache-control', 'private, no-store');
  if (format === 'csv') return reply.type(CSV_MIME).send(Buffer.from(toCsv(spec.columns, capped), 'utf8'));
  return reply.type(XLSX_MIME).send(await toXlsx(spec.columns, capped));
}
