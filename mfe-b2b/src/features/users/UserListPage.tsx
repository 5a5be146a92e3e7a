import { Alert, Badge, HStack, Input, Stack } from '@chakra-ui/react';
import { DataTable, EmptyState, errorMessage, formatPhone, formatWon, PageHeader, useAuth, type DataTableColumn } from '@nurly/shared';
import type { UserListItem, UserListQuery } from '@nurly/contracts/schemas';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue, useUserList } from './hooks';

const SEARCH_DEBOUNCE_MS = 300;

// en-CA formats as YYYY-MM-DD; dates are shown in Korean time wherever the browser is.
const joinedDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' });

function formatJoined(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : joinedDate.format(date);
}

/** Staff list of accounts (GET users): username, phone, roles, tier, points and join date. */
export default function UserListPage() {
  const { t } = useTranslation('b2b');
  const { user } = useAuth();
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);

  const query: UserListQuery | null = user.is_staff ? { page, page_size: pageSize, ...(search ? { search } : {}) } : null;
  const { data, error, isLoading } = useUserList(query);

  const columns = useMemo<DataTableColumn<UserListItem>[]>(
    () => [
      { key: 'username', header: t('columns.username') },
      { key: 'mobile', header: t('columns.mobile'), cell: (row) => formatPhone(row.mobile) || '-' },
      {
        key: 'roles',
        header: t('columns.roles'),
        cell: (row) =>
          row.roles.length ? (
            <HStack gap={1} wrap="wrap">
              {row.roles.map((role) => (
                <Badge key={role.name} size="sm" variant="subtle">
                  {role.name}
                </Badge>
              ))}
            </HStack>
          ) : (
            t('users.noRoles')
          ),
      },
      { key: 'tier', header: t('columns.tier'), cell: (row) => t(row.tier ? `tiers.${row.tier}` : 'tiers.none') },
      { key: 'point', header: t('columns.point'), align: 'end', cell: (row) => formatWon(row.point) },
      { key: 'date_joined', header: t('columns.createdAt'), cell: (row) => formatJoined(row.date_joined) },
    ],
    [t],
  );

  return (
    <>
      <PageHeader title={t('pages.userList.title')} description={t('pages.userList.description')} />
      {user.is_staff ? (
        <Stack gap={4}>
          <Input
            type="search"
            maxW="sm"
            aria-label={t('users.searchPlaceholder')}
            placeholder={t('users.searchPlaceholder')}
            value={searchInput}
            onChange={(event) => {
              setSearchInput(event.target.value);
              setPage(1);
            }}
          />
          {error ? (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{t('users.loadFailed')}</Alert.Title>
              <Alert.Description>{errorMessage(error)}</Alert.Description>
            </Alert.Root>
          ) : null}
          <DataTable
            columns={columns}
            rows={data?.results ?? []}
            loading={isLoading}
            total={data?.count ?? 0}
            page={page}
            pageSize={pageSize}
            onPageChange={setPage}
            onPageSizeChange={setPageSize}
            getRowId={(row) => row.id}
          />
        </Stack>
      ) : (
        <EmptyState icon="members" title={t('users.staffOnly')} />
      )}
    </>
  );
}
