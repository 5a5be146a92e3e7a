/**
 * The publisher API's rules (docs/decisions/money-loop.md#offerwall-api): missions, clicks, completions,
 * transactions and the daily report of one publisher app. Plain functions of deps; the signature
 * check lives in publisher-routes.ts and hands these the verified app.
 */
import { daysFrom, isCalendarDay, tenthsToWon, type PostbackStatus } from '@nurly/contracts';
import type { publisherApps } from '../../db/schema/offerwall';
import type { Clock } from '../../lib/clock';
import { AppError, badRequest } from '../../lib/errors';
import type { OfferwallConfig } from './config';
import { flagAfterClick } from './monitoring';
import { shownFailure } from './postback-http';
import type { AdRecord } from './publisher-queries';
import type { MissionRow } from './queries';
import type { OfferwallRepository } from './repository';

export type PublisherAppRecord = typeof publisherApps.$inferSelect;

export interface PublisherDeps {
  repo: OfferwallRepository;
  clock: Clock;
  config: OfferwallConfig;
  /** Queues the delivery of a postback once its row is committed (pg-boss); failures are left to the sweep. */
  queuePostback?: (postbackId: number) => Promise<void>;
  log?: { warn(obj: unknown, msg?: string): void };
}

export const publisherMessages = {
  unknownMission: '참여할 수 없는 미션입니다.',
  unknownClick: '클릭 정보를 찾을 수 없습니다.',
  unknownTransaction: '거래 정보를 찾을 수 없습니다.',
  clickClosed: '이미 처리된 클릭입니다.',
  userRequired: 'user(사용자 키)를 입력해주세요.',
  ipRequired: 'ip(사용자 IP)를 입력해주세요.',
  ipInvalid: 'ip는 IP 주소 형식으로 입력해주세요.',
  rangeInvalid: 'from과 to는 YYYY-MM-DD 형식이며 from ≤ to, 최대 93일이어야 합니다.',
} as const;

const MISSIONS_PER_LIST = 100;

/** NFKC, trim, collapse inner whitespace, lower case: "  ＡBC  사과 " ≈ "abc 사과". */
export function normaliseAnswer(value: string): string {
  return value.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

function toMission(row: MissionRow) {
  return {
    mission_id: row.id,
    product_code: row.product_code,
    channel: row.channel,
    keyword: row.keyword,
    target:
      row.channel === 'NAVER_PLACE'
        ? { place_id: row.place_id, place_name: row.place_name, url: row.url }
        : { mid: row.mid, store_name: row.store_name, url: row.url },
    question: row.question,
    requires_answer: Boolean(row.question),
    payout: tenthsToWon(row.payout_tenths),
    payout_tenths: row.payout_tenths,
    remaining_today: Math.max(0, row.daily_volume - row.completions_today),
    ends_on: row.end_date,
  };
}

export async function missions(deps: PublisherDeps, app: PublisherAppRecord, userKey: string) {
  const today = deps.clock.seoulDay();
  const rows = await deps.repo.listMissions(app.id, userKey, today, MISSIONS_PER_LIST);
  return { day: today, results: rows.map(toMission) };
}

export async function click(
  deps: PublisherDeps,
  app: PublisherAppRecord,
  input: { mission_id: number; user: string; ip: string; adid?: string | null; sub_id?: string | null },
) {
  const today = deps.clock.seoulDay();
  // A click is offered on exactly the missions GET missions lists for this user now.
  const offered = await listMissionForUser(deps, app, input.user, input.mission_id, today);
  if (!offered) throw new AppError(404, publisherMessages.unknownMission, 'UNKNOWN_MISSION', 'mission_id');
  const ad = await deps.repo.findAd(input.mission_id);
  const created = await deps.repo.transaction(async (tx) => {
    const row = await tx.insertClick({
      appId: app.id,
      adId: ad.id,
      userKey: input.user,
      ip: input.ip,
      adid: input.adid ?? null,
      subId: input.sub_id ?? null,
      day: today,
      createdAt: deps.clock.now(),
    });
    await tx.bumpAdHistory(ad.id, today, ad.dailyVolume, 'clicks');
    return row;
  });
  await flagAfterClick(deps.repo, { appId: app.id, day: today, userKey: input.user, ip: input.ip, adid: input.adid ?? null }).catch(
    (error) => deps.log?.warn({ err: error }, 'offerwall: click flags failed'),
  );
  const expiresAt = new Date(created.createdAt.getTime() + deps.config.clickWindowMinutes * 60_000);
  return {
    click_id: created.id,
    mission_id: ad.id,
    sub_id: created.subId,
    status: 'OPEN' as const,
    expires_at: expiresAt.toISOString(),
    min_seconds: deps.config.minSeconds,
    payout: offered.payout,
    payout_tenths: offered.payout_tenths,
    instructions: {
      product_code: ad.productCode,
      keyword: ad.keyword,
      target: offered.target,
      question: ad.question,
      steps: instructionSteps(ad),
    },
  };
}

async function listMissionForUser(deps: PublisherDeps, app: PublisherAppRecord, userKey: string, adId: number, today: string) {
  // The same query as GET missions, narrowed to the one ad: one definition of "offered".
  const [row] = await deps.repo.listMissions(app.id, userKey, today, 1, adId);
  return row ? toMission(row) : undefined;
}

/** Korean steps the publisher shows its user (the keyword to search, what to find, the question). */
function instructionSteps(ad: AdRecord): string[] {
  const target =
    ad.channel === 'NAVER_PLACE'
      ? (ad.placeName ?? `플레이스 ${ad.placeId ?? ''}`.trim())
      : (ad.storeName ?? `상품 ${ad.mid ?? ''}`.trim());
  const where = ad.channel === 'NAVER_PLACE' ? '네이버 지도(플레이스)' : '네이버 쇼핑';
  const steps = [`${where}에서 "${ad.keyword}"를 검색하세요.`, `검색 결과에서 "${target}"을(를) 찾아 방문하세요.`];
  if (ad.question) steps.push(`페이지에서 답을 찾아 입력하세요: ${ad.question}`);
  return steps;
}

export async function transaction(deps: PublisherDeps, app: PublisherAppRecord, transactionId: string) {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(transactionId))
    throw new AppError(404, publisherMessages.unknownTransaction, 'UNKNOWN_TRANSACTION');
  const row = await deps.repo.completionByTransaction(app.id, transactionId);
  if (!row) throw new AppError(404, publisherMessages.unknownTransaction, 'UNKNOWN_TRANSACTION');
  const { completion, postback } = row;
  return {
    transaction_id: completion.transactionId,
    click_id: completion.clickId,
    mission_id: completion.adId,
    user: completion.userKey,
    sub_id: completion.subId,
    day: completion.day,
    status: completion.status as 'COMPLETED' | 'REJECTED',
    code: completion.reason,
    payout: completion.status === 'COMPLETED' ? tenthsToWon(completion.payoutTenths) : 0,
    payout_tenths: completion.status === 'COMPLETED' ? completion.payoutTenths : 0,
    created_at: completion.createdAt.toISOString(),
    postback: postback
      ? {
          status: postback.status as PostbackStatus,
          attempts: postback.attempts,
          last_status_code: postback.lastStatusCode,
          last_error: shownFailure(postback.lastError),
        }
      : null,
  };
}

export async function dailyReport(
  deps: PublisherDeps,
  app: PublisherAppRecord,
  range: { from?: string; to?: string; group_by?: 'sub_id' },
) {
  const today = deps.clock.seoulDay();
  const to = range.to ?? today;
  const from = range.from ?? to.slice(0, 8) + '01';
  const valid = isCalendarDay(from) && isCalendarDay(to) && from <= to;
  if (!valid || daysFrom(from, to) > 92) throw badRequest(publisherMessages.rangeInvalid, range.from ? 'from' : 'to');
  const bySubId = range.group_by === 'sub_id';
  const rows = await deps.repo.dailyReportRows(app.id, from, to, bySubId);
  const days = rows.map((row) => ({
    day: row.day,
    ...(bySubId && { sub_id: row.sub_id }),
    clicks: Number(row.clicks),
    completions: Number(row.completions),
    rejections: Number(row.rejections),
    payout: tenthsToWon(Number(row.payout_tenths)),
    payout_tenths: Number(row.payout_tenths),
  }));
  return { from, to, results: days };
}
