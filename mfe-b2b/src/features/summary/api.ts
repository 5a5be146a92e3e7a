/** The live summary: one polled call. */
import useSWR from 'swr';
import { apiClient } from '@nurly/shared';
import type { B2bSummary } from '@nurly/contracts/schemas';

export const SUMMARY_PATH = 'admin/b2b/summary';

/** The server computes it per call from cheap aggregates; the page polls every 30 s. */
export const SUMMARY_REFRESH_MS = 30_000;

export async function getB2bSummary(): Promise<B2bSummary> {
  const { data } = await apiClient.get<B2bSummary>(SUMMARY_PATH);
  return data;
}

export function useB2bSummary() {
  return useSWR<B2bSummary>(SUMMARY_PATH, getB2bSummary, { refreshInterval: SUMMARY_REFRESH_MS, keepPreviousData: true });
}
