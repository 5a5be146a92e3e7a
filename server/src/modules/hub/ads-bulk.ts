/**
 * Bulk registration from an Excel file: the template (GET hub/ads/bulk/template)
 * and the upload (POST hub/ads/bulk).
 *
 * Decision: each row stands alone. A refused row never aborts the file: the valid rows are created
 * (each in its own transaction, by the same `createAd` as a single registration, so every rule of
 * POST admin/ads applies) and the answer lists every refused row as "행 N: <사유>", N being the
 * sheet's row number, so the user fixes those rows and re-uploads only them. Whole-file problems
 * (not an .xlsx, too large packed or unpacked, too many rows, template headers missing) refuse the
 * file and create nothing. The sheet is read off the main thread, within limits (xlsx-archive.ts).
 */
import writeXlsxFile, { type SheetData as XlsxSheet } from 'write-excel-file/node';
import type { Row as SheetRow } from 'read-excel-file/node';
import {
  HUB_BULK_COLUMNS,
  HUB_BULK_MAX_ROWS,
  HubCreateAdRequest,
  REWARD_PRODUCTS,
  adLabels,
  hubAdMessages,
  type AdChannel,
  type HubBulkReport,
} from '@nurly/contracts/schemas';
import { AppError, badRequest } from '../../lib/errors';
import type { Principal } from '../../types';
import { createAd, listClients, type HubAdsDeps, type HubDeployment } from './ads-service';
import { readFirstSheet } from './xlsx-archive';

type ColumnKey = keyof typeof HUB_BULK_COLUMNS;

/** The template's columns for a channel and deployment (the reward site has no client column). */
export function bulkColumns(channel: AdChannel, deployment: HubDeployment): ColumnKey[] {
  const target: ColumnKey[] = channel === 'NAVER_PLACE' ? ['placeTarget', 'placeName'] : ['target', 'targetName'];
  return [
    ...(deployment === 'hub' ? (['client'] as const) : []),
    'product',
    'keyword',
    ...target,
    'dailyVolume',
    'startDate',
    'endDate',
    'question',
    'answers',
  ];
}

/** Required columns: the rest may be left out of a sheet. */
const requiredColumns: ColumnKey[] = ['client', 'product', 'keyword', 'target', 'placeTarget', 'dailyVolume', 'startDate', 'endDate'];

/** GET hub/ads/bulk/template: an .xlsx with the Korean headers and a sheet listing the channel's reward products. */
export async function bulkTemplate(channel: AdChannel, deployment: HubDeployment): Promise<Buffer> {
  const columns = bulkColumns(channel, deployment);
  const header = columns.map((key) => ({ value: HUB_BULK_COLUMNS[key], fontWeight: 'bold' as const }));
  const products: XlsxSheet = [
    ['리워드 상품 코드', '상품명', '채널', '확인 질문 필요'].map((value) => ({ value, fontWeight: 'bold' as const })),
    ...REWARD_PRODUCTS.filter((product) => product.channel === channel).map((product) => [
      { value: product.code },
      { value: product.name },
      { value: adLabels.channel[product.channel] },
      { value: product.requiresAnswer ? '예' : '아니오' },
    ]),
  ];
  return writeXlsxFile([
    { sheet: '광고 등록', data: [header], columns: columns.map(() => ({ width: 22 })) },
    { sheet: '리워드 상품', data: products, columns: [{ width: 22 }, { width: 22 }, { width: 16 }, { width: 14 }] },
  ]).toBuffer();
}

/** An .xlsx is a ZIP: its first bytes are "PK\x03\x04". */
export function looksLikeXlsx(fileName: string, bytes: Buffer): boolean {
  return /\.xlsx$/i.test(fileName) && bytes.length > 4 && bytes.readUInt32LE(0) === 0x04034b50;
}

type Cell = SheetRow[number];

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** A cell as text: dates (Excel date cells arrive as Date at UTC midnight) as YYYY-MM-DD. */
function cellText(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return `${cell.getUTCFullYear()}-${pad(cell.getUTCMonth() + 1)}-${pad(cell.getUTCDate())}`;
  // Numbers (a MID typed into a number cell) read back as their digits.
  return String(cell).trim();
}

/** "2026. 11. 24" / "2026/11/24" / "2026.11.24" → "2026-11-24": what people type in Korean Excel. */
function dayText(text: string): string {
  const match = /^(\d{4})\s*[./-]\s*(\d{1,2})\s*[./-]\s*(\d{1,2})\.?$/.exec(text);
  return match ? `${match[1]}-${pad(Number(match[2]))}-${pad(Number(match[3]))}` : text;
}

function productCodeOf(text: string, channel: AdChannel): string {
  const byName = REWARD_PRODUCTS.find((product) => product.channel === channel && product.name === text);
  return byName ? byName.code : text;
}

/** The longest text each request field takes (the JSON schema of a single registration). */
function tooLong(request: Record<string, unknown>): string | null {
  for (const [field, schema] of Object.entries(HubCreateAdRequest.properties)) {
    const value = request[field];
    const max = (schema as { maxLength?: number }).maxLength;
    if (typeof value === 'string' && max !== undefined && value.length > max) return field;
  }
  return null;
}

const columnOfField: Record<string, ColumnKey> = {
  client_id: 'client',
  product_code: 'product',
  keyword: 'keyword',
  mid: 'target',
  url: 'target',
  store_name: 'targetName',
  place_id: 'placeTarget',
  place_name: 'placeName',
  daily_volume: 'dailyVolume',
  start_date: 'startDate',
  end_date: 'endDate',
  question: 'question',
  answers: 'answers',
};

interface BulkInput {
  fileName: string;
  bytes: Buffer;
  channel: AdChannel;
  /** Time limit of reading the sheet (config.hub.bulkParseTimeoutMs). */
  parseTimeoutMs: number;
}

/** Reads the first sheet; refuses the whole file when it is not a readable .xlsx or lacks the template's headers. */
async function readRows(input: BulkInput, deployment: HubDeployment) {
  if (!looksLikeXlsx(input.fileName, input.bytes)) throw badRequest(hubAdMessages.fileNotXlsx, 'file', 'FILE_NOT_XLSX');
  // A renamed, damaged or hostile file is refused there with a 4xx naming it.
  const sheet = await readFirstSheet(input.bytes, input.fileName, { timeoutMs: input.parseTimeoutMs });
  const [headerRow = [], ...body] = sheet;
  const headers = headerRow.map((cell) => cellText(cell));
  const columns = bulkColumns(input.channel, deployment);
  const indexOf = new Map<ColumnKey, number>();
  for (const key of columns) {
    const index = headers.indexOf(HUB_BULK_COLUMNS[key]);
    if (index >= 0) indexOf.set(key, index);
  }
  const missing = columns.filter((key) => requiredColumns.includes(key) && !indexOf.has(key));
  if (missing.length)
    throw badRequest(hubAdMessages.headersMissing(missing.map((key) => HUB_BULK_COLUMNS[key]).join(', ')), 'file', 'HEADERS_MISSING');
  const rows = body.map((cells, index) => ({ row: index + 2, cells })).filter(({ cells }) => cells.some((cell) => cellText(cell) !== ''));
  if (!rows.length) throw badRequest(hubAdMessages.noRows, 'file', 'NO_ROWS');
  if (rows.length > HUB_BULK_MAX_ROWS) throw badRequest(hubAdMessages.tooManyRows(HUB_BULK_MAX_ROWS), 'file', 'TOO_MANY_ROWS');
  const value = (cells: SheetRow, key: ColumnKey) => {
    const index = indexOf.get(key);
    return index === undefined ? '' : cellText(cells[index]);
  };
  return rows.map(({ row, cells }) => ({ row, value: (key: ColumnKey) => value(cells, key) }));
}

/** POST hub/ads/bulk (see the header for what a refused row does). */
export async function bulkCreate(
  deps: HubAdsDeps,
  principal: Principal,
  deployment: HubDeployment,
  input: BulkInput,
): Promise<HubBulkReport> {
  const rows = await readRows(input, deployment);
  const clients = deployment === 'hub' ? await listClients(deps, principal, deployment) : [];
  const created: HubBulkReport['created'] = [];
  const refused: HubBulkReport['refused'] = [];
  const refuse = (row: number, field: string | null, reason: string) =>
    refused.push({ row, field, message: hubAdMessages.rowRefused(row, reason) });

  for (const { row, value } of rows) {
    let clientId: number | undefined;
    const clientName = deployment === 'hub' ? value('client') : '';
    if (clientName) {
      const client = clients.find((candidate) => candidate.username === clientName);
      if (!client) {
        refuse(row, 'client_id', hubAdMessages.clientNotInGroup);
        continue;
      }
      clientId = client.id;
    }
    const volumeText = value('dailyVolume').replace(/,/g, '');
    if (!/^\d+$/.test(volumeText)) {
      refuse(row, 'daily_volume', hubAdMessages.volumeNotNumber);
      continue;
    }
    const place = input.channel === 'NAVER_PLACE';
    const target = value(place ? 'placeTarget' : 'target');
    const isUrl = /^https?:\/\//i.test(target);
    const answers = value('answers')
      .split(',')
      .map((answer) => answer.trim())
      .filter(Boolean);
    const optional = (text: string) => (text ? text : undefined);
    const request = {
      client_id: clientId,
      channel: input.channel,
      product_code: productCodeOf(value('product'), input.channel),
      keyword: value('keyword'),
      url: isUrl ? target : undefined,
      ...(place
        ? { place_id: isUrl ? undefined : optional(target), place_name: optional(value('placeName')) }
        : { mid: isUrl ? undefined : optional(target), store_name: optional(value('targetName')) }),
      daily_volume: Number(volumeText),
      start_date: dayText(value('startDate')),
      end_date: dayText(value('endDate')),
      question: optional(value('question')),
      answers: answers.length ? answers : undefined,
    };
    const longField = tooLong(request);
    if (longField) {
      refuse(row, longField, `'${HUB_BULK_COLUMNS[columnOfField[longField] ?? 'keyword']}' 값이 너무 깁니다.`);
      continue;
    }
    try {
      const { campaign } = await createAd(deps, principal, deployment, request);
      created.push({ row, ad_id: campaign.lines[0].id, keyword: campaign.keyword });
    } catch (error) {
      // Only the rules' refusals (4xx) belong to the row; anything else is the server's and stops the upload.
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      refuse(row, error.field ?? null, error.message);
    }
  }
  return { message: hubAdMessages.bulkDone(created.length, refused.length), created, refused };
}
