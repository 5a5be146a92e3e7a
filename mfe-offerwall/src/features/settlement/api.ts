/** Settlement history (docs/decisions/money-loop.md#readers): per day clicks, completions, rejections, payout and postback state. */
import { useMemo } from 'react';
import useSWR from 'swr';
import { apiClient, lastDays, useUrlFilters } from '@nurly/shared';
import type { SettlementHistory } from '@nurly/contracts/schemas';

/**
 * GET `?app_id&date_from&date_to` → `{ results, totals }`; `format=csv|xlsx` exports the same days.
 * `group_by=sub_id` gives a row per day and placement, `sub_id=` one placement only.
 */
export const SETTLEMENTS_PATH = 'offerwall/settlements';

/** The history's filters as sent: empty ones are left out. */
export type SettlementParams = { date_from?: string; date_to?: string; app_id?: string; sub_id?: string; group_by?: string };

export async function getSettlementHistory(params: SettlementParams): Promise<SettlementHistory> {
  const { data } = await apiClient.get<SettlementHistory>(SETTLEMENTS_PATH, { params });
  return data;
}

export function useSettlementHistory(params: SettlementParams) {
  return useSWR<SettlementHistory>([SETTLEMENTS_PATH, params], () => getSettlementHistory(params), { keepPreviousData: true });
}

/** Days shown when the URL names none: the last fortnight, today (Seoul) included. */
export const DEFAULT_RANGE_DAYS = 14;

export function defaultRange(now: Date = new Date()): { date_from: string; date_to: string } {
  const { from, to } = lastDays(DEFAULT_RANGE_DAYS, { now });
  return { date_from: from, date_to: to };
}

/**
 * The history's filters in the URL (a reload or a shared link shows the same days): a value equal
 * to its default is left out of the URL, changes replace the history entry like the paged lists.
 * A cleared date (written empty, so a reload keeps it cleared) means an open end: not sent.
 */
export function useSettlementFilters() {
  // The default range is fixed when the page opens, so a page left open past midnight keeps its days.
  const defaults = useMemo(() => ({ ...defaultRange(), app_id: '', sub_id: '', group_by: '' }), []);
  const { filters, params, setFilter, setFilters } = useUrlFilters(defaults);
  return { filters, params: params as SettlementParams, setFilter, setFilters };
}
