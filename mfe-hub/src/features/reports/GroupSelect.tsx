/**
 * Nurly staff choose which hub (group) a report reads (GET groups: every hub group). The empty choice
 * is the group picked with the console's group selector (the server's default for staff).
 */
import { Box, NativeSelect, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { Group } from '@nurly/contracts/schemas';
import { apiClient } from '@nurly/shared';

export const GROUPS_PATH = 'groups';

async function getGroups(): Promise<Group[]> {
  const { data } = await apiClient.get<Group[]>(GROUPS_PATH);
  return data;
}

export function GroupSelect({ value, onChange, testId }: { value: string; onChange: (groupId: string) => void; testId: string }) {
  const { t } = useTranslation('hub');
  const { data } = useSWR<Group[]>(GROUPS_PATH, getGroups, { shouldRetryOnError: false });
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted" mb="1">
        {t('reports.filters.groupId')}
      </Text>
      <NativeSelect.Root size="sm" minW="40">
        <NativeSelect.Field
          aria-label={t('reports.filters.groupId')}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          data-testid={testId}
        >
          <option value="">{t('reports.filters.groupIdPlaceholder')}</option>
          {(data ?? []).map((group) => (
            <option key={group.id} value={String(group.id)}>
              {group.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Box>
  );
}
