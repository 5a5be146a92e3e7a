/**
 * Business registration certificate (사업자등록증) reader: text PDFs through unpdf's text
 * extraction, images through tesseract.js (WebAssembly, in its own worker thread) with the Korean
 * data of @tesseract.js-data/kor from the npm registry, so every install reads a scan offline
 * (no Debian package, no download at run time). Anything unreadable returns
 * null; the caller shows '사업자 등록증 읽기에 실패했습니다. 직접 입력해주세요.'.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import { createWorker, OEM, PSM } from 'tesseract.js';
import type { RegistrationParse } from '@nurly/contracts/schemas';
import { answerOnce } from '../../lib/worker';
import type { SniffedType } from './sniff';

const OCR_TIMEOUT_MS = 30_000;
/**
 * The Korean traineddata shipped by the npm package. Its LSTM "best_int" model (next to the
 * package's default folder) reads the certificate text without the stray spaces the default
 * model puts between Hangul syllables, and is faster (measured on the test scan: 0.95 s vs 1.2 s).
 */
const koreanPackage = createRequire(import.meta.url)('@tesseract.js-data/kor') as { langPath: string; gzip: boolean };
const koreanData = { langPath: path.join(koreanPackage.langPath, '..', '4.0.0_best_int'), gzip: koreanPackage.gzip };

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
    const { finish, limit } = answerOnce(worker);
    limit(timeoutMs, () => reject(new Error(`PDF text extraction exceeded its time limit (${timeoutMs} ms)`)));
    worker.once('message', (text: unknown) => finish(() => resolve(typeof text === 'string' ? text : '')));
    worker.once('error', (error) => finish(() => reject(error)));
    worker.once('exit', (code) => finish(() => reject(new Error(`PDF worker exited with code ${code}`))));
  });
}

/**
 * Korean OCR of an image in a tesseract.js worker thread, terminated after `timeoutMs` (a huge or
 * crafted image cannot hold the server); a worker per scan, since scans are rare and a resident
 * worker would keep ~100 MB. Resolves null on any failure or the time limit.
 */
export async function imageText(bytes: Buffer, { timeoutMs = OCR_TIMEOUT_MS }: { timeoutMs?: number } = {}): Promise<string | null> {
  type OcrWorker = Awaited<ReturnType<typeof createWorker>>;
  let worker: OcrWorker | null = null;
  let finished = false;
  let timer: NodeJS.Timeout | undefined;
  const timeLimit = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  const work = (async () => {
    const created = await createWorker('kor', OEM.LSTM_ONLY, {
      langPath: koreanData.langPath,
      gzip: koreanData.gzip,
      cacheMethod: 'none',
      // Without a handler tesseract.js rethrows a failed job (e.g. an undecodable image) outside any
      // promise: an uncaught exception that would stop the server. The job's promise still rejects.
      errorHandler: () => undefined,
    });
    worker = created;
    // The time ran out while the worker was starting: it is not needed any more.
    if (finished) return null;
    await created.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_BLOCK, preserve_interword_spaces: '1' });
    const { data } = await created.recognize(bytes);
    return data.text;
  })().catch(() => null);
  try {
    return await Promise.race([work, timeLimit]);
  } finally {
    finished = true;
    clearTimeout(timer);
    // Terminating also stops a recognition still running past the limit; a worker created later
    // is terminated by this same code once `work` settles.
    void work.finally(() => (worker as OcrWorker | null)?.terminate().catch(() => undefined));
  }
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
