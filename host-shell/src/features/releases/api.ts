/**
 * The release registry's calls (contracts/src/schemas/releases.ts): one typed function per call,
 * and the SWR hook of the overview the page shows. Changes answer with the new live state.
 */
import { apiClient } from '@nurly/shared';
import type {
  ActivateReleaseRequest,
  ReleaseChangeResponse,
  ReleaseListQuery,
  ReleaseOverview,
  ReleaseStepRequest,
} from '@nurly/contracts/schemas';
import useSWR from 'swr';

/** How many history rows the page reads. */
export const HISTORY_LIMIT = 100;

export async function getReleaseOverview(query: ReleaseListQuery): Promise<ReleaseOverview> {
  const { data } = await apiClient.get<ReleaseOverview>('admin/releases', { params: query });
  return data;
}

export function useReleaseOverview() {
  return useSWR<ReleaseOverview>(['admin/releases', HISTORY_LIMIT], () => getReleaseOverview({ history_limit: HISTORY_LIMIT }), {
    revalidateOnFocus: false,
  });
}

export async function activateRelease(body: ActivateReleaseRequest): Promise<ReleaseChangeResponse> {
  const { data } = await apiClient.post<ReleaseChangeResponse>('admin/releases/activate', body);
  return data;
}

export async function rollbackRelease(body: ReleaseStepRequest): Promise<ReleaseChangeResponse> {
  const { data } = await apiClient.post<ReleaseChangeResponse>('admin/releases/rollback', body);
  return data;
}

export async function promoteRelease(body: ReleaseStepRequest): Promise<ReleaseChangeResponse> {
  const { data } = await apiClient.post<ReleaseChangeResponse>('admin/releases/promote', body);
  return data;
}

export async function abortRelease(body: ReleaseStepRequest): Promise<ReleaseChangeResponse> {
  const { data } = await apiClient.post<ReleaseChangeResponse>('admin/releases/abort', body);
  return data;
}
