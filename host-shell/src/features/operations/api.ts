/** GET admin/operations (contracts/src/schemas/operations.ts): the SWR hook of the "운영 상태" page. */
import { apiClient } from '@nurly/shared';
import type { OperationsReport } from '@nurly/contracts/schemas';
import useSWR from 'swr';

export const OPERATIONS_PATH = 'admin/operations';

/** How often the open page reads the report again (the jobs run on their own). */
export const OPERATIONS_REFRESH_MS = 60_000;

export async function getOperationsReport(): Promise<OperationsReport> {
  const { data } = await apiClient.get<OperationsReport>(OPERATIONS_PATH);
  return data;
}

export function useOperationsReport() {
  return useSWR<OperationsReport>(OPERATIONS_PATH, getOperationsReport, {
    refreshInterval: OPERATIONS_REFRESH_MS,
    revalidateOnFocus: false,
  });
}
