/**
 * The offerwall console's lists (mfe-offerwall): the settlement history by day or sub_id, mission and
 * visitor logs and monitoring flags, each within the caller's apps (`consoleScope`).
 */
import type {
  MissionLog,
  MissionLogQuery,
  MonitoringFlag,
  MonitoringFlagQuery,
  SettlementDay,
  SettlementHistoryQuery,
  VisitorLog,
  VisitorLogQuery,
} from '@nurly/contracts/schemas';
import { shiftDay, type CompletionRejectReason, type MonitoringFlagKind } from '@nurly/contracts';
import type { Principal } from '../../access/principal';
import { reportRange } from '../../lib/date-range';
import type { PageWindow } from '../../lib/paginate';
import { shownFailure } from './postback-http';
import { ownerScope, visibleApp, type OfferwallDeps } from './service';

/** The filters every console list shares; an app_id outside the caller's scope is a 404. */
export async function consoleScope(
  deps: OfferwallDeps,
  principal: Principal,
  query: { app_id?: number; date_from?: string; date_to?: string },
) {
  const { from: dateFrom, to: dateTo } = reportRange(query);
  if (query.app_id !== undefined) await visibleApp(deps, principal, query.app_id);
  return { ownerId: ownerScope(principal), appId: query.app_id, dateFrom, dateTo };
}

/** The days' view: a day's payout is the settled figure of its settled apps plus what the others' completions will be credited. */
async function settlementByDay(
  deps: OfferwallDeps,
  scope: Awaited<ReturnType<typeof consoleScope>>,
  dateFrom: string,
  dateTo: string,
): Promise<SettlementDay[]> {
  const rows = await deps.repo.settlementDays({ ...scope, dateFrom, dateTo });
  const days: SettlementDay[] = rows.map((row) => ({
    day: row.day,
    clicks: Number(row.clicks),
    completions: Number(row.completions),
    rejections: Number(row.rejections),
    // Settled apps: the settled figure; apps not settled yet: their completions so far, as the settlement will credit them.
    payout: Number(row.settled_payout ?? 0) + Number(row.unsettled_payout),
    settled: Number(row.settled_apps) > 0 && Number(row.unsettled_payout_tenths) === 0,
    postbacks: { delivered: Number(row.delivered), pending: Number(row.pending), failed: Number(row.failed), stopped: Number(row.stopped) },
  }));
  // Today is listed from its first minute (미정산 until the 00:05 run), newest first like the rest.
  const today = deps.clock.seoulDay();
  if (dateFrom <= today && today <= dateTo && !days.some((day) => day.day === today)) {
    days.unshift({
      day: today,
      clicks: 0,
      completions: 0,
      rejections: 0,
      payout: 0,
      settled: false,
      postbacks: { delivered: 0, pending: 0, failed: 0, stopped: 0 },
    });
  }
  return days;
}

export async function settlementHistory(deps: OfferwallDeps, principal: Principal, query: SettlementHistoryQuery) {
  const scope = await consoleScope(deps, principal, query);
  const dateTo = scope.dateTo ?? deps.clock.seoulDay();
  const dateFrom = scope.dateFrom ?? shiftDay(dateTo, -29);
  reportRange({ date_from: dateFrom, date_to: dateTo }); // the defaulted end is within the rule too
  const results =
    query.group_by === 'sub_id' || query.sub_id !== undefined
      ? (await deps.repo.settlementDaysBySubId({ ...scope, dateFrom, dateTo, subId: query.sub_id })).map((row): SettlementDay => ({
          day: row.day,
          sub_id: row.sub_id,
          clicks: Number(row.clicks),
          completions: Number(row.completions),
          rejections: Number(row.rejections),
          payout: Number(row.payout),
          settled: row.settled,
          postbacks: {
            delivered: Number(row.delivered),
            pending: Number(row.pending),
            failed: Number(row.failed),
            stopped: Number(row.stopped),
          },
        }))
      : await settlementByDay(deps, scope, dateFrom, dateTo);
  const totals = results.reduce(
    (sum, day) => ({
      clicks: sum.clicks + day.clicks,
      completions: sum.completions + day.completions,
      rejections: sum.rejections + day.rejections,
      payout: sum.payout + day.payout,
    }),
    { clicks: 0, completions: 0, rejections: 0, payout: 0 },
  );
  return { results, totals };
}

export async function missionLogs(deps: OfferwallDeps, principal: Principal, query: MissionLogQuery, window: PageWindow) {
  const filter = { ...(await consoleScope(deps, principal, query)), status: query.status, search: query.search?.trim() || undefined };
  const [count, rows] = await Promise.all([deps.repo.countMissionLogs(filter), deps.repo.listMissionLogs(filter, window)]);
  const results: MissionLog[] = rows.map(({ completion, appName, keyword, productCode, postback }) => ({
    id: completion.id,
    created_at: completion.createdAt.toISOString(),
    app: { id: completion.appId, name: appName },
    ad_id: completion.adId,
    keyword,
    product_code: productCode,
    user_key: completion.userKey,
    status: completion.status as MissionLog['status'],
    reason: (completion.reason as CompletionRejectReason | null) ?? null,
    // A refused attempt earns nothing: no payout is shown for it.
    payout_tenths: completion.status === 'COMPLETED' ? completion.payoutTenths : null,
    transaction_id: completion.transactionId,
    seconds_after_click: completion.secondsAfterClick,
    postback: postback
      ? {
          id: postback.id,
          status: postback.status as 'PENDING',
          attempts: postback.attempts,
          last_status_code: postback.lastStatusCode,
          last_error: shownFailure(postback.lastError),
        }
      : null,
  }));
  return { count, results };
}

export async function visitorLogs(deps: OfferwallDeps, principal: Principal, query: VisitorLogQuery, window: PageWindow) {
  const filter = { ...(await consoleScope(deps, principal, query)), status: query.status, search: query.search?.trim() || undefined };
  const [count, rows] = await Promise.all([deps.repo.countVisitorLogs(filter), deps.repo.listVisitorLogs(filter, window)]);
  const results: VisitorLog[] = rows.map(({ click, appName, keyword }) => ({
    id: click.id,
    created_at: click.createdAt.toISOString(),
    app: { id: click.appId, name: appName },
    ad_id: click.adId,
    keyword,
    user_key: click.userKey,
    ip: click.ip,
    adid: click.adid,
    status: click.status as VisitorLog['status'],
  }));
  return { count, results };
}

export async function monitoring(deps: OfferwallDeps, principal: Principal, query: MonitoringFlagQuery, window: PageWindow) {
  const filter = { ...(await consoleScope(deps, principal, query)), kind: query.kind };
  const [count, rows] = await Promise.all([deps.repo.countFlags(filter), deps.repo.listFlags(filter, window)]);
  const results: MonitoringFlag[] = rows.map(({ flag, appName }) => ({
    id: flag.id,
    day: flag.day,
    app: { id: flag.appId, name: appName },
    kind: flag.kind as MonitoringFlagKind,
    subject: flag.subject,
    count: flag.count,
    details: flag.details ?? null,
  }));
  return { count, results };
}
