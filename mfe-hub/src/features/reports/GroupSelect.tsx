/**
 * Nurly staff choose which hub (group) a report reads (GET groups: every hub group). A report always
 * names one: the URL's `group_id`, else the first group of the list, so the page shows data at once
 * and the picker changes it. No report request is sent before the group is known.
 */
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { Group } from '@nurly/contracts/schemas';
import { apiClient, SelectFilter } from '@nurly/shared';

export const GROUPS_PATH = 'groups';

async function getGroups(): Promise<Group[]> {
  const { data } = await apiClient.get<Group[]>(GROUPS_PATH);
  return data;
}

function useGroups(enabled: boolean) {
  return useSWR<Group[]>(enabled ? GROUPS_PATH : null, getGroups, { shouldRetryOnError: false });
}

export interface ReportGroup {
  /**
   * The group to send: '' for a hub account (the server reads its own group), the chosen group's id
   * for staff, null while staff's group is not known (the list loads, failed or is empty).
   */
  groupId: string | null;
  /** Staff's group list could not be read. */
  error: unknown;
  /** Staff's group list is loaded and holds no hub group. */
  noGroups: boolean;
}

/** The group a report reads: `fromUrl` (the URL's `group_id`) if given, else the first hub group. */
export function useReportGroup(choosesGroup: boolean, fromUrl: string): ReportGroup {
  const { data, error } = useGroups(choosesGroup);
  if (!choosesGroup) return { groupId: '', error: undefined, noGroups: false };
  if (fromUrl) return { groupId: fromUrl, error: undefined, noGroups: false };
  const first = data?.[0];
  return { groupId: first ? String(first.id) : null, error, noGroups: data?.length === 0 };
}

export function GroupSelect({ value, onChange, testId }: { value: string; onChange: (groupId: string) => void; testId: string }) {
  const { t } = useTranslation('hub');
  const { data } = useGroups(true);
  return (
    <SelectFilter
      label={t('reports.filters.groupId')}
      options={(data ?? []).map((group) => ({ value: String(group.id), label: group.name }))}
      value={value}
      onChange={onChange}
      minW="40"
      maxW="none"
      testId={testId}
    />
  );
}
