/**
 * 변경 이력: the account's audit trail (GET admin/b2b/audit?account_id=, newest first, paged): when,
 * what (the Korean action name), who (the actor, and the account it acted for under 대리 접속), and
 * the change before → after in Korean (auditSummary.ts).
 */
import { Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type DataTableColumn } from '@nurly/shared';
import type { AuditEvent } from '@nurly/contracts/schemas';
import { useMemberAudit } from '../api';
import { auditChanges } from './auditSummary';
import { DrawerTable } from './DrawerTable';
import { TabState } from './TabState';

const accountName = (account: { username: string; name: string | null }) => `${account.name ?? account.username} (${account.username})`;

export function AuditTab({ accountId }: { accountId: number }) {
  const { t } = useTranslation('b2b');
  const [page, setPage] = useState(1);
  const { data, isLoading, error } = useMemberAudit(accountId, page);
  const columns = useMemo<DataTableColumn<AuditEvent>[]>(
    () => [
      { key: 'at', header: t('memberDrawer.audit.at'), cell: (row) => formatDateTime(row.at) },
      { key: 'action', header: t('memberDrawer.audit.action'), cell: (row) => row.action_name },
      {
        key: 'actor',
        header: t('memberDrawer.audit.actor'),
        cell: (row) => (
          <Stack gap="0">
            <Text>{row.actor ? accountName(row.actor) : t('memberDrawer.audit.system')}</Text>
            {row.on_behalf_of ? (
              <Text fontSize="xs" color="fg.muted">
                {t('memberDrawer.audit.onBehalfOf', { name: accountName(row.on_behalf_of) })}
              </Text>
            ) : null}
          </Stack>
        ),
      },
      {
        key: 'change',
        header: t('memberDrawer.audit.change'),
        cell: (row) => (
          <Stack gap="0" data-testid={`audit-change-${row.id}`}>
            {auditChanges(t, row).map((line) => (
              <Text key={line} fontSize="xs">
                {line}
              </Text>
            ))}
          </Stack>
        ),
      },
    ],
    [t],
  );
  if (!data) return <TabState tab="audit" isLoading={isLoading} error={error} hasData={false} />;
  return (
    <DrawerTable<AuditEvent>
      columns={columns}
      rows={data.results}
      total={data.count}
      page={page}
      onPageChange={setPage}
      loading={isLoading}
      emptyText={t('memberDrawer.audit.empty')}
    />
  );
}
