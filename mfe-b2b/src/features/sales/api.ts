/** Sales: one call, the filters in the URL; `format=csv|xlsx` exports the same rows. */
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { apiClient } from '@nurly/shared';
import { seoulDayOf, shiftDay } from '@nurly/contracts';
import type { SalesGroup, SalesReport, SalesUnit } from '@nurly/contracts/schemas';

export const SALES_PATH = 'admin/b2b/sales';

export type SalesParams = { from: string; to: string; unit: SalesUnit; group: SalesGroup; member_id?: string };

export async function getSales(params: SalesParams): Promise<SalesReport> {
  const { data } = await apiClient.get<SalesReport>(SALES_PATH, { params });
  return data;
}

export function useSales(params: SalesParams) {
  return useSWR<SalesReport>([SALES_PATH, params], () => getSales(params), { keepPreviousData: true, shouldRetryOnError: false });
}

/** Default range: the current month up to yesterday's settled day (the 1st itself when today is the 1st). */
export function defaultSalesRange(now: Date = new Date()): { from: string; to: string } {
  const today = seoulDayOf(now);
  const yesterday = shiftDay(today, -1);
  const from = `${today.slice(0, 8)}01`;
  return { from, to: yesterday < from ? from : yesterday };
}

type Key = keyof Required<SalesParams>;

/** The report's filters in the URL (defaults left out), like the paged lists. */
export function useSalesFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const defaults = useMemo<Record<Key, string>>(() => ({ ...defaultSalesRange(), unit: 'day', group: 'member', member_id: '' }), []);
  const read = (key: Key) => searchParams.get(key) ?? defaults[key];
  const filters = { from: read('from'), to: read('to'), unit: read('unit'), group: read('group'), member_id: read('member_id') };
  const setFilter = (key: Key, value: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === defaults[key]) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  const params: SalesParams = {
    from: filters.from,
    to: filters.to,
    unit: filters.unit as SalesUnit,
    group: filters.group as SalesGroup,
    ...(filters.member_id ? { member_id: filters.member_id } : {}),
  };
  return { filters, params, setFilter };
}
