/**
 * The 국세청 사업자등록 상태조회 adapter: the public data.go.kr API
 * `POST {base}/status?serviceKey=…` with `{"b_no": ["1234567890", …]}` (digits only, at most 100 per
 * call) answering `{status_code: "OK", request_cnt, match_cnt, data: [{b_no, b_stt, b_stt_cd,
 * tax_type, tax_type_cd, end_dt, …}]}`. `b_stt_cd` is 01 계속사업자, 02 휴업자, 03 폐업자, or '' for a
 * number the NTS does not know (its message is then in `tax_type`).
 *
 * Off by default: without NTS_SERVICE_KEY the offline adapter checks nothing and says so
 * (`enabled: false`), so the product never calls a paid or rate-limited API unless configured.
 */
import { NTS_BATCH_SIZE, ntsLabels, ntsMessages, type NtsStatusCode } from '@nurly/contracts/schemas';
import { AppError } from '../../lib/errors';
import type { AdvertisersConfig } from './config';

export interface NtsStatus {
  /** Ten digits, as sent. */
  number: string;
  code: NtsStatusCode;
  /** What staff read: the NTS's own wording (b_stt, or the unregistered message), else our label. */
  text: string;
}

export interface NtsAdapter {
  readonly enabled: boolean;
  /** Status per ten-digit number; numbers the answer leaves out are absent. Throws AppError 502 on a failed call. */
  check(numbers: readonly string[], signal?: AbortSignal): Promise<Map<string, NtsStatus>>;
}

export const offlineNtsAdapter: NtsAdapter = {
  enabled: false,
  check: async () => new Map(),
};

interface NtsAnswerRow {
  b_no?: string;
  b_stt?: string;
  b_stt_cd?: string;
  tax_type?: string;
}

interface NtsAnswer {
  status_code?: string;
  data?: NtsAnswerRow[];
}

const knownCodes = new Set<string>(['01', '02', '03']);

function statusOf(row: NtsAnswerRow): NtsStatus | null {
  const number = (row.b_no ?? '').replace(/\D/g, '');
  if (number.length !== 10) return null;
  const code = (knownCodes.has(row.b_stt_cd ?? '') ? row.b_stt_cd : '') as NtsStatusCode;
  const text = (code ? row.b_stt : row.tax_type)?.trim() || ntsLabels.status[code];
  return { number, code, text: text.slice(0, 100) };
}

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

const failed = (detail: string) => Object.assign(new AppError(502, ntsMessages.failed, 'NTS_FAILED'), { detail });

/**
 * The HTTP adapter. The service key is the "Decoding" key of data.go.kr, URL-encoded here; a key
 * pasted already encoded (it contains '%') is sent as it is rather than encoded twice.
 */
export function httpNtsAdapter(options: { serviceKey: string; baseUrl: string; timeoutMs: number; fetch?: typeof fetch }): NtsAdapter {
  const doFetch = options.fetch ?? fetch;
  const key = options.serviceKey.includes('%') ? options.serviceKey : encodeURIComponent(options.serviceKey);
  const url = `${options.baseUrl.replace(/\/+$/, '')}/status?serviceKey=${key}`;
  return {
    enabled: true,
    async check(numbers, signal) {
      const digits = [...new Set(numbers.map((n) => n.replace(/\D/g, '')).filter((n) => n.length === 10))];
      const statuses = new Map<string, NtsStatus>();
      // One call per 100 numbers, one after another: the API refuses larger calls and rate-limits bursts.
      for (const batch of chunk(digits, NTS_BATCH_SIZE)) {
        const timeout = AbortSignal.timeout(options.timeoutMs);
        let response: Response;
        try {
          response = await doFetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: 'application/json' },
            body: JSON.stringify({ b_no: batch }),
            signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
          });
        } catch (error) {
          throw failed(`request failed: ${(error as Error).message}`);
        }
        const answer = (await response.json().catch(() => null)) as NtsAnswer | null;
        if (!response.ok || !answer || answer.status_code !== 'OK' || !Array.isArray(answer.data)) {
          throw failed(`HTTP ${response.status} ${answer?.status_code ?? 'unreadable answer'}`);
        }
        for (const row of answer.data) {
          const status = statusOf(row);
          if (status) statuses.set(status.number, status);
        }
      }
      return statuses;
    },
  };
}

export function ntsAdapterFrom(config: Pick<AdvertisersConfig, 'ntsServiceKey' | 'ntsBaseUrl' | 'ntsTimeoutMs'>): NtsAdapter {
  if (!config.ntsServiceKey) return offlineNtsAdapter;
  return httpNtsAdapter({ serviceKey: config.ntsServiceKey, baseUrl: config.ntsBaseUrl, timeoutMs: config.ntsTimeoutMs });
}
