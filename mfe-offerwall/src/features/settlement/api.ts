/** Settlement history (money-loop §7): per day clicks, completions, rejections, payout and postback state. */
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { apiClient } from '@nurly/shared';
import { seoulDayOf, shiftDay } from '@nurly/contracts';
import type { SettlementHistory } from '@nurly/contracts/schemas';

/** GET `?app_id&date_from&date_to` → `{ results, totals }`; `format=csv|xlsx` exports the same days. */
export const SETTLEMENTS_PATH = 'offerwall/settlements';

/** The history's filters as sent: empty ones are left out. */
export type SettlementParams = { date_from?: string; date_to?: string; app_id?: string };

export async function getSettlementHistory(params: SettlementParams): Promise<SettlementHistory> {
  const { data } = await apiClient.get<SettlementHistory>(SETTLEMENTS_PATH, { params });
  return data;
}

export function useSettlementHistory(params: SettlementParams) {
  return useSWR<SettlementHistory>([SETTLEMENTS_PATH, params], () => getSettlementHistory(params), { keepPreviousData: true });
}

/** Days shown when the URL names none: the last fortnight, today (Seoul) included. */
export const DEFAULT_RANGE_DAYS = 14;

export function defaultRange(today: string = seoulDayOf(new Date())): { date_from: string; date_to: string } {
  return { date_from: shiftDay(today, -(DEFAULT_RANGE_DAYS - 1)), date_to: today };
}

type FilterKey = 'date_from' | 'date_to' | 'app_id';

/**
 * The history's filters in the URL (a reload or a shared link shows the same days): a value equal
 * to its default is left out of the URL, changes replace the history entry like the paged lists.
 */
export function useSettlementFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  // The default range is fixed when the page opens, so a page left open past midnight keeps its days.
  const defaults = useMemo(() => ({ ...defaultRange(), app_id: '' }), []);
  const read = (key: FilterKey) => searchParams.get(key) ?? defaults[key];
  const filters = { date_from: read('date_from'), date_to: read('date_to'), app_id: read('app_id') };

  const setFilter = (key: FilterKey, value: string) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === defaults[key]) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  };

  // A cleared date (written empty, so a reload keeps it cleared) means an open end: not sent.
  const params: SettlementParams = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
  return { filters, params, setFilter };
}
