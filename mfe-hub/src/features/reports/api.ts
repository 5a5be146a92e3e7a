/**
 * Hub reports calls (server/src/modules/hub/reports-routes.ts): the detail by period (the hub's or
 * the caller's own), the hub's sales, the caller's invoices. Filters live in the URL; `format=csv|xlsx`
 * (ExportButton) exports the same rows.
 */
import useSWR from 'swr';
import { apiClient, lastDays } from '@nurly/shared';
import type { HubMyInvoiceList, HubPeriodGroup, HubPeriodReport, HubSalesReport, InvoiceDetail, SalesUnit } from '@nurly/contracts/schemas';

/** The hub console's `/` (group-scoped). */
export const HUB_PERIOD_PATH = 'hub/period';
/** The reward site's `/invoice`: the caller's own ads. */
export const MY_PERIOD_PATH = 'hub/my/period';
export const HUB_SALES_PATH = 'hub/sales';
export const MY_INVOICES_PATH = 'hub/my/invoices';

export type PeriodPath = typeof HUB_PERIOD_PATH | typeof MY_PERIOD_PATH;

/** The range is sent as date_from/date_to (every report's spelling); the page's URL keeps from/to. */
export type PeriodParams = { date_from: string; date_to: string; group: HubPeriodGroup; group_id?: string };
export type SalesParams = { date_from: string; date_to: string; unit: SalesUnit; group_id?: string };

export async function getPeriod(path: PeriodPath, params: PeriodParams): Promise<HubPeriodReport> {
  const { data } = await apiClient.get<HubPeriodReport>(path, { params });
  return data;
}

/** `params` null: nothing is asked yet (staff's group is not known). */
export function usePeriod(path: PeriodPath, params: PeriodParams | null) {
  return useSWR<HubPeriodReport>(params ? [path, params] : null, () => getPeriod(path, params!), {
    keepPreviousData: true,
    shouldRetryOnError: false,
  });
}

export async function getSales(params: SalesParams): Promise<HubSalesReport> {
  const { data } = await apiClient.get<HubSalesReport>(HUB_SALES_PATH, { params });
  return data;
}

/** `params` null: nothing is asked yet (staff's group is not known). */
export function useSales(params: SalesParams | null) {
  return useSWR<HubSalesReport>(params ? [HUB_SALES_PATH, params] : null, () => getSales(params!), {
    keepPreviousData: true,
    shouldRetryOnError: false,
  });
}

export async function getMyInvoices(): Promise<HubMyInvoiceList> {
  const { data } = await apiClient.get<HubMyInvoiceList>(MY_INVOICES_PATH);
  return data;
}

export function useMyInvoices() {
  return useSWR<HubMyInvoiceList>(MY_INVOICES_PATH, getMyInvoices, { shouldRetryOnError: false });
}

export async function getMyInvoice(id: number): Promise<InvoiceDetail> {
  const { data } = await apiClient.get<InvoiceDetail>(`${MY_INVOICES_PATH}/${id}`);
  return data;
}

export function useMyInvoice(id: number | null) {
  return useSWR<InvoiceDetail>(id ? [MY_INVOICES_PATH, id] : null, () => getMyInvoice(id!), { shouldRetryOnError: false });
}

/** Default range: the 14 days up to yesterday (the last settled day), the fortnight a hub follows. */
export function defaultRange(now: Date = new Date()): { from: string; to: string } {
  return lastDays(14, { through: 'yesterday', now });
}
