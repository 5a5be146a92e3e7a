/**
 * What the console filters need (GET admin/options) and problem reports on an ad
 * (admin/ads/{id}/options): members and publishers report, the desk resolves.
 */
import {
  AD_MAX_RANK_CHOICES,
  AD_OPTION_LIST_TYPE,
  AD_OPTION_RESOLVE_TYPE,
  AD_REPORT_TYPES,
  AD_SERVICES,
  AD_STATUSES,
  adLabels,
  adMessages,
  type AdOptionRequest,
  type AdOptions,
  type AdReport,
  type AdReportType,
  type OptionsQuery,
} from '@nurly/contracts/schemas';
import { isConsoleStaff, mayReadAd } from '../../access/policy';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import type { Principal } from '../../types';
import { notFoundAd } from './common';
import { adScopeOf, getAd, visibleAdRow, type AdsDeps } from './service';

export const reportTypeInvalid = '알 수 없는 요청 유형입니다.';

export async function adOptions({ repo }: AdsDeps, principal: Principal, query: OptionsQuery): Promise<AdOptions> {
  const filter = { ...adScopeOf(principal, {}), service: query.service, channel: query.channel, groupId: query.group_id };
  const [clients, services, statuses, customers] = await Promise.all([
    repo.clientsInScope(filter),
    repo.adCountsBy(filter, 'service'),
    repo.adCountsBy(filter, 'status'),
    isConsoleStaff(principal) ? repo.registrableCustomers(500) : Promise.resolve([]),
  ]);
  const statistics: Record<string, number> = { total: 0 };
  for (const status of AD_STATUSES) statistics[status] = 0;
  for (const row of statuses) {
    statistics[row.value] = row.count;
    statistics.total += row.count;
  }
  return {
    clients,
    services: AD_SERVICES.map((value) => ({
      value,
      label: adLabels.service[value],
      count: services.find((row) => row.value === value)?.count ?? 0,
    })),
    statistics,
    maxRanks: [...AD_MAX_RANK_CHOICES],
    customers,
  };
}

type ReportRow = Awaited<ReturnType<AdsDeps['repo']['adReportRows']>>[number];

function toReport({ report, reporterUsername }: ReportRow): AdReport {
  return {
    id: report.id,
    ad_id: report.adId,
    type: report.type as AdReportType,
    memo: report.memo,
    reporter: report.reporterId !== null && reporterUsername !== null ? { id: report.reporterId, username: reporterUsername } : null,
    status: report.status as AdReport['status'],
    resolution: report.resolution,
    resolved_at: report.resolvedAt?.toISOString() ?? null,
    created_at: report.createdAt.toISOString(),
  };
}

/** GET admin/ads/{id}/options?type=REPORTED_LIST (anyone who may see the ad). */
export async function listReports(deps: AdsDeps, principal: Principal, adId: number, type: string) {
  if (type !== AD_OPTION_LIST_TYPE) throw badRequest(reportTypeInvalid, 'type', 'INVALID_TYPE');
  await getAd(deps, principal, adId);
  const rows = await deps.repo.adReportRows(adId);
  return { count: rows.length, results: rows.map(toReport) };
}

/**
 * POST admin/ads/{id}/options?type=SOLD_OUT|WRONG_ANSWER|NOT_FOUND|OTHER: a report by the owner, staff
 * or the hub console (`mayReadAd`; a reseller reading a descendant's line answers the 404); ?type=RESOLVED (console staff): resolves `report_id` with a `resolution`.
 */
export async function postReport(deps: AdsDeps, principal: Principal, adId: number, type: string, body: AdOptionRequest) {
  const { repo, clock } = deps;
  if (type === AD_OPTION_RESOLVE_TYPE) {
    if (!isConsoleStaff(principal)) throw forbidden();
    await getAd(deps, principal, adId);
    if (body.report_id === undefined) throw badRequest('처리할 신고를 선택해주세요.', 'report_id', 'REPORT_REQUIRED');
    const resolution = body.resolution?.trim();
    if (!resolution) throw badRequest(adMessages.reasonRequired, 'resolution', 'REASON_REQUIRED');
    const resolved = await repo.resolveOpenReport(body.report_id, adId, { resolution, resolvedBy: principal.id, resolvedAt: clock.now() });
    if (!resolved) {
      const existing = await repo.findReport(body.report_id);
      if (!existing || existing.report.adId !== adId) throw notFound('신고를 찾을 수 없습니다.');
      throw new AppError(409, '이미 처리된 신고입니다.', 'ALREADY_RESOLVED', 'report_id');
    }
    return { message: adMessages.reportResolved, report: toReport((await repo.findReport(body.report_id))!) };
  }
  if (!(AD_REPORT_TYPES as readonly string[]).includes(type)) throw badRequest(reportTypeInvalid, 'type', 'INVALID_TYPE');
  // A reseller reads its descendants' lines (reads.ts mayReadAdRow) but files no report on them.
  if (!mayReadAd(principal, (await visibleAdRow(deps, principal, adId)).ad)) throw notFoundAd();
  const created = await repo.insertReport({ adId, type, memo: body.memo?.trim() || null, reporterId: principal.id });
  const row = await repo.findReport(created);
  return { message: adMessages.reported, report: toReport(row!) };
}
