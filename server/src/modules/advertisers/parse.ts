/**
 * Business registration certificate (사업자등록증) reader: text PDFs through unpdf's text
 * extraction, images through the `tesseract` CLI with Korean data (Debian tesseract-ocr-kor)
 * when installed. Anything unreadable returns null; the caller shows
 * '사업자 등록증 읽기에 실패했습니다. 직접 입력해주세요.'.
 */
import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { RegistrationParse } from '@nurly/contracts/schemas';
import type { SniffedType } from './sniff';

const execFileAsync = promisify(execFile);
const OCR_TIMEOUT_MS = 30_000;

const PDF_TIMEOUT_MS = 10_000;
const pdfWorkerFile = new URL('./pdf-worker.mjs', import.meta.url);

/**
 * Text of a PDF, extracted in a worker thread (pdf-worker.mjs) that is terminated after
 * `timeoutMs` and may not grow past 256 MB: a crafted PDF can neither block the event loop nor
 * exhaust the server's memory. Rejects on a broken file, the time limit or the memory limit.
 */
export function pdfText(bytes: Buffer, { timeoutMs = PDF_TIMEOUT_MS }: { timeoutMs?: number } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(pdfWorkerFile, { workerData: bytes, resourceLimits: { maxOldGenerationSizeMb: 256 } });
    let settled = false;
    const finish = (result: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      result();
    };
    const timer = setTimeout(() => finish(() => reject(new Error(`PDF text extraction exceeded its time limit (${timeoutMs} ms)`))), timeoutMs);
    worker.once('message', (text: unknown) => finish(() => resolve(typeof text === 'string' ? text : '')));
    worker.once('error', (error) => finish(() => reject(error)));
    worker.once('exit', (code) => finish(() => reject(new Error(`PDF worker exited with code ${code}`))));
  });
}

let tesseractLanguages: Promise<string[] | null> | null = null;

/** Installed tesseract languages, or null when the CLI is absent (checked once). */
export function availableOcrLanguages(): Promise<string[] | null> {
  tesseractLanguages ??= execFileAsync('tesseract', ['--list-langs'], { timeout: 5000 })
    .then(({ stdout, stderr }) =>
      `${stdout}\n${stderr}`
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => /^[a-z_]+$/i.test(line)),
    )
    .catch(() => null);
  return tesseractLanguages;
}

export async function imageText(bytes: Buffer): Promise<string | null> {
  const languages = await availableOcrLanguages();
  if (!languages?.includes('kor')) return null;
  const lang = languages.includes('eng') ? 'kor+eng' : 'kor';
  return new Promise((resolve) => {
    const child = spawn('tesseract', ['stdin', 'stdout', '-l', lang, '--psm', '6'], { stdio: ['pipe', 'pipe', 'ignore'] });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => child.kill('SIGKILL'), OCR_TIMEOUT_MS);
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', () => resolve(null));
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve(code === 0 ? Buffer.concat(chunks).toString('utf8') : null);
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(bytes);
  });
}

/** A label whose Hangul letters may be spread out ('상 호', '대 표 자'). */
function label(word: string): string {
  return [...word].join('\\s*');
}

function field(text: string, labels: string[]): string | null {
  for (const word of labels) {
    const match = new RegExp(`${label(word)}(?:\\s*\\([^)]*\\))?\\s*[:：]?\\s*([^\\n]+)`).exec(text);
    const value = match?.[1]?.replace(/\s+/g, ' ').trim();
    if (value) return value;
  }
  return null;
}

function splitList(value: string | null): string[] {
  if (!value) return [];
  return value
    .split(/[,，·/]|\s{2,}/)
    .map((item) => item.trim())
    .filter((item) => item.length > 0 && item.length <= 50);
}

/** Pulls the certificate fields out of extracted text; null unless a registration number is found. */
export function parseCertificateText(raw: string): RegistrationParse | null {
  const text = raw.replace(/\r/g, '').replace(/[ \t]+/g, ' ');
  const number = /(\d{3})\s*-\s*(\d{2})\s*-\s*(\d{5})/.exec(text) ?? /(?<!\d)(\d{3})(\d{2})(\d{5})(?!\d)/.exec(text);
  if (!number) return null;
  const cut = (value: string | null, stops: string[]) => {
    if (!value) return value;
    let result = value;
    for (const stop of stops) {
      const index = result.search(new RegExp(label(stop)));
      if (index > 0) result = result.slice(0, index);
    }
    return result.trim() || null;
  };
  const name = cut(field(text, ['법인명', '상호']), ['대표자', '성명', '개업']);
  const representative = cut(field(text, ['대표자', '성명']), ['개업', '생년월일', '법인등록번호', '주민등록번호']);
  const address = cut(field(text, ['사업장소재지', '사업장 소재지']), ['본점소재지', '사업의종류']);
  const typeLine = field(text, ['업태']);
  // Extracted text often runs on as one line: every value is cut at the next known label.
  const categoryLine = field(text, ['종목']);
  return {
    name,
    registration_number: `${number[1]}-${number[2]}-${number[3]}`,
    address,
    representative,
    business_types: splitList(cut(typeLine, ['종목'])),
    business_categories: splitList(cut(categoryLine, ['발급사유', '공동사업자', '사업자단위', '전자세금계산서', '주류판매', '세무서장'])),
  };
}

export async function readCertificate(
  bytes: Buffer,
  type: SniffedType,
  options: { pdfTimeoutMs?: number; log?: FastifyBaseLogger } = {},
): Promise<RegistrationParse | null> {
  try {
    const text = type.mime === 'application/pdf' ? await pdfText(bytes, { timeoutMs: options.pdfTimeoutMs }) : await imageText(bytes);
    return text ? parseCertificateText(text) : null;
  } catch (error) {
    options.log?.info({ err: error }, 'certificate not readable');
    return null;
  }
}
