import { Alert, Badge, HStack, Stack } from '@chakra-ui/react';
import {
  DataTable,
  EmptyState,
  errorMessage,
  ExportButton,
  formatDate,
  formatPhone,
  formatWon,
  PageHeader,
  SearchFilter,
  useAuth,
  usePagedQuery,
  type DataTableColumn,
} from '@nurly/shared';
import type { UserListItem } from '@nurly/contracts/schemas';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Staff list of accounts (GET users): username, phone, roles, tier, points and join date. Page,
 * page size, ordering and search are in the URL; the export is the same query as CSV or Excel.
 */
export default function UserListPage() {
  const { t } = useTranslation('b2b');
  const { user } = useAuth();
  // Non-staff get no list at all: no request is made.
  const list = usePagedQuery<UserListItem>(user.is_staff ? 'users' : null);

  const columns = useMemo<DataTableColumn<UserListItem>[]>(
    () => [
      { key: 'username', header: t('columns.username'), sortable: true, hideable: false },
      { key: 'mobile', header: t('columns.mobile'), cell: (row) => formatPhone(row.mobile) || '-' },
      {
        key: 'roles',
        header: t('columns.roles'),
        cell: (row) =>
          row.roles.length ? (
            <HStack gap={1} wrap="wrap">
              {row.roles.map((role) => (
                // Korean role names; the code stays in the tooltip for staff who search by it.
                <Badge key={role.name} size="sm" variant="subtle" title={role.name}>
                  {t(`roles.${role.name}`)}
                </Badge>
              ))}
            </HStack>
          ) : (
            t('users.noRoles')
          ),
      },
      { key: 'tier', header: t('columns.tier'), sortable: true, cell: (row) => t(row.tier ? `tiers.${row.tier}` : 'tiers.none') },
      { key: 'point', header: t('columns.point'), align: 'end', sortable: true, cell: (row) => formatWon(row.point) },
      { key: 'date_joined', header: t('columns.createdAt'), sortable: true, cell: (row) => formatDate(row.date_joined, '') },
    ],
    [t],
  );

  return (
    <>
      <PageHeader title={t('pages.userList.title')} description={t('pages.userList.description')} />
      {user.is_staff ? (
        <Stack gap={4}>
          <SearchFilter
            hideLabel
            size="md"
            label={t('users.searchPlaceholder')}
            placeholder={t('users.searchPlaceholder')}
            value={list.search}
            onChange={list.setSearch}
          />
          {list.error ? (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{t('users.loadFailed')}</Alert.Title>
              <Alert.Description>{errorMessage(list.error)}</Alert.Description>
            </Alert.Root>
          ) : null}
          <DataTable<UserListItem>
            {...list.tableProps}
            columns={columns}
            getRowId={(row) => row.id}
            columnMenu
            storageKey="b2b.users"
            toolbar={<ExportButton path="users" params={list.params} fallbackName="회원목록" />}
          />
        </Stack>
      ) : (
        <EmptyState icon="members" title={t('users.staffOnly')} />
      )}
    </>
  );
}
