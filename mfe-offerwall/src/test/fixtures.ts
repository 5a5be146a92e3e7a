/** Test data two or more features' tests share, as the server answers it (contracts shapes), and the handlers every page loads with. */
import type { RequestHandler } from 'msw';
import type { ReactElement } from 'react';
import { api, pageOf, renderRemote, type TestUser } from '@nurly/shared/testing';
import type { PostbackAttempt, PublisherApp, SettlementDay, SettlementHistory } from '@nurly/contracts/schemas';
import definition from '../routes';

export function publisherApp(id: number, overrides: Partial<PublisherApp> = {}): PublisherApp {
  return {
    id,
    owner: { id: 40 + id, username: `publisher${id}` },
    name: `리워드 앱 ${id}`,
    api_key: `nk_live_${id}abcdef0123456789`,
    postback_url: `https://publisher${id}.example/postback`,
    allowed_ips: ['203.0.113.7'],
    status: 'ACTIVE',
    payouts: [],
    created_at: '2026-11-01T10:00:00+09:00',
    rotated_at: null,
    postback_scheme: 'standard',
    previous_secret_expires_at: null,
    ...overrides,
  };
}

export function settlementHistory(days: SettlementDay[]): SettlementHistory {
  const sum = (key: 'clicks' | 'completions' | 'rejections' | 'payout') => days.reduce((total, day) => total + day[key], 0);
  return {
    results: days,
    totals: { clicks: sum('clicks'), completions: sum('completions'), rejections: sum('rejections'), payout: sum('payout') },
  };
}

/**
 * The GETs every console page makes on load, answered with one app and empty lists (as MSW handlers:
 * `consolePageHandlers`).
 */
export const pageLoadAnswers: [path: string, answer: object][] = [
  ['offerwall/apps', { count: 1, results: [publisherApp(1)] }],
  ['offerwall/settlements', settlementHistory([])],
  ['offerwall/mission-logs', { count: 0, results: [] }],
  ['offerwall/visitor-logs', { count: 0, results: [] }],
  ['offerwall/monitoring', { count: 0, results: [] }],
  ['offerwall/statements', { count: 0, results: [] }],
];

export function postbackAttempt(id: number, overrides: Partial<PostbackAttempt> = {}): PostbackAttempt {
  return {
    id,
    postback_id: 901,
    app: { id: 1, name: '리워드 앱 1' },
    webhook_id: 'tx-00001',
    test: false,
    attempt: id,
    started_at: '2026-12-02T14:05:10+09:00',
    duration_ms: 120 + id,
    url: 'https://publisher1.example/postback',
    status_code: 200,
    failure: null,
    result: 'SUCCEEDED',
    response_body: '{"ok":true}',
    next_retry_at: null,
    ...overrides,
  };
}

/** A log list (GET `path`) as the server filters it: rows whose `field` is the `param` asked for, or all. */
export function filteredList<Row>(path: string, rows: Row[], param: string, field: keyof Row): RequestHandler {
  return api.get(path, ({ query }) => pageOf(rows.filter((row) => !query[param] || String(row[field]) === query[param])));
}

/** The page-load answers as MSW handlers. */
export const consolePageHandlers = (): RequestHandler[] => pageLoadAnswers.map(([path, answer]) => api.get(path, answer));

/**
 * A console page as `user` sees it on the offerwall site at `path`: the test's `handlers` first,
 * then the page-load answers (what the page asks besides its own list).
 */
export function renderConsolePage(ui: ReactElement, user: TestUser, path: string, handlers: RequestHandler[]) {
  return renderRemote(ui, { remote: definition, user, path, variant: 'offerwall', handlers: [...handlers, ...consolePageHandlers()] });
}
