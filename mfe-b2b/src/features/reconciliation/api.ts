/** Reconciliation (server/src/modules/reconciliation): the last run, and a run now (NURLY_ADMIN). */
import useSWR from 'swr';
import { apiClient } from '@nurly/shared';
import type { ReconciliationReport, ReconciliationRunResult } from '@nurly/contracts/schemas';

export const RECONCILIATION_PATH = 'admin/reconciliation';

/** The shell's menu status counts (the nav badge of this page follows the last run). */
export const MENU_STATUS_PATH = 'options/menu/status';

export async function getReconciliation(): Promise<ReconciliationReport> {
  const { data } = await apiClient.get<ReconciliationReport>(RECONCILIATION_PATH);
  return data;
}

export function useReconciliation() {
  return useSWR<ReconciliationReport>(RECONCILIATION_PATH, getReconciliation, { keepPreviousData: true });
}

/** POST run: every check now; answers the stored run and a Korean message. */
export async function runReconciliation(): Promise<ReconciliationRunResult> {
  const { data } = await apiClient.post<ReconciliationRunResult>(`${RECONCILIATION_PATH}/run`);
  return data;
}
