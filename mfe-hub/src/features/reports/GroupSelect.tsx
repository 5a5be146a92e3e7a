/**
 * Nurly staff choose which hub (group) a report reads (GET groups: every hub group). The empty choice
 * is the group picked with the console's group selector (the server's default for staff).
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

export function GroupSelect({ value, onChange, testId }: { value: string; onChange: (groupId: string) => void; testId: string }) {
  const { t } = useTranslation('hub');
  const { data } = useSWR<Group[]>(GROUPS_PATH, getGroups, { shouldRetryOnError: false });
  return (
    <SelectFilter
      label={t('reports.filters.groupId')}
      allLabel={t('reports.filters.groupIdPlaceholder')}
      options={(data ?? []).map((group) => ({ value: String(group.id), label: group.name }))}
      value={value}
      onChange={onChange}
      minW="40"
      maxW="none"
      testId={testId}
    />
  );
}
