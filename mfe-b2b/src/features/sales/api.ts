/** Sales: one call, the filters in the URL; `format=csv|xlsx` exports the same rows. */
import { useMemo } from 'react';
import useSWR from 'swr';
import { apiClient, monthToDate, useUrlFilters } from '@nurly/shared';
import type { SalesGroup, SalesReport, SalesUnit } from '@nurly/contracts/schemas';

export const SALES_PATH = 'admin/b2b/sales';

export type SalesParams = { date_from: string; date_to: string; unit: SalesUnit; group: SalesGroup; member_id?: string };

export async function getSales(params: SalesParams): Promise<SalesReport> {
  const { data } = await apiClient.get<SalesReport>(SALES_PATH, { params });
  return data;
}

export function useSales(params: SalesParams) {
  return useSWR<SalesReport>([SALES_PATH, params], () => getSales(params), { keepPreviousData: true, shouldRetryOnError: false });
}

/** Default range: the current month up to yesterday's settled day (the 1st itself when today is the 1st). */
export function defaultSalesRange(now: Date = new Date()): { from: string; to: string } {
  return monthToDate({ through: 'yesterday', now });
}

/** The report's filters in the URL (`from`, `to`; defaults left out), like the paged lists; the call sends the range as date_from/date_to. */
export function useSalesFilters() {
  const defaults = useMemo(() => ({ ...defaultSalesRange(), unit: 'day', group: 'member', member_id: '' }), []);
  const { filters, setFilter, setFilters } = useUrlFilters(defaults);
  const params: SalesParams = {
    date_from: filters.from,
    date_to: filters.to,
    unit: filters.unit as SalesUnit,
    group: filters.group as SalesGroup,
    ...(filters.member_id ? { member_id: filters.member_id } : {}),
  };
  return { filters, params, setFilter, setFilters };
}
