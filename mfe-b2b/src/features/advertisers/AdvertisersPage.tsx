/**
 * Staff list of businesses (GET admin/advertisers): business, registration number, account,
 * representative, tax e-mail and registration date. A registration number another account also
 * holds is accepted (server/src/modules/advertisers/README.md) and flagged here: the badge says how
 * many other accounts share it and searches that number, and a switch lists only shared numbers
 * (issue 12 item 14). Page, size, ordering, search and the switch live in the URL.
 */
import { Alert, Button, HStack, Input, Stack, Switch, Text } from '@chakra-ui/react';
import { DataTable, EmptyState, errorMessage, formatDate, PageHeader, useAuth, usePagedQuery, type DataTableColumn } from '@nurly/shared';
import type { Advertiser } from '@nurly/contracts/schemas';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export default function AdvertisersPage() {
  const { t } = useTranslation('b2b');
  const { user } = useAuth();
  const list = usePagedQuery<Advertiser, { shared_registration: string }>(user.is_staff ? 'admin/advertisers' : null, {
    filters: { shared_registration: '' },
  });

  const { setSearch } = list;
  const columns = useMemo<DataTableColumn<Advertiser>[]>(
    () => [
      { key: 'name', header: t('columns.name'), sortable: true, hideable: false },
      {
        key: 'registration_number',
        header: t('columns.registrationNumber'),
        cell: (row) => (
          <HStack gap={2} wrap="wrap">
            <Text as="span">{row.registration_number}</Text>
            {row.shared_registration_count ? (
              <Button
                size="2xs"
                variant="subtle"
                colorPalette="orange"
                title={t('advertisers.sharedHint')}
                onClick={() => setSearch(row.registration_number)}
                data-testid="shared-registration-flag"
              >
                {t('advertisers.shared', { count: row.shared_registration_count })}
              </Button>
            ) : null}
          </HStack>
        ),
      },
      { key: 'username', header: t('columns.member'), sortable: true },
      { key: 'representative', header: t('columns.representative') },
      { key: 'emails', header: t('columns.email'), cell: (row) => row.emails[0] ?? '-' },
      { key: 'created_at', header: t('columns.registeredAt'), sortable: true, cell: (row) => formatDate(row.created_at, '') },
    ],
    [t, setSearch],
  );

  return (
    <>
      <PageHeader title={t('pages.advertisers.title')} description={t('pages.advertisers.description')} />
      {user.is_staff ? (
        <Stack gap={4}>
          <HStack gap={4} wrap="wrap">
            <Input
              type="search"
              maxW="sm"
              aria-label={t('advertisers.searchPlaceholder')}
              placeholder={t('advertisers.searchPlaceholder')}
              value={list.search}
              onChange={(event) => list.setSearch(event.target.value)}
            />
            <Switch.Root
              checked={list.filters.shared_registration === 'true'}
              onCheckedChange={(event) => list.setFilters({ shared_registration: event.checked ? 'true' : '' })}
              colorPalette="orange"
              data-testid="shared-registration-only"
            >
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>{t('advertisers.sharedOnly')}</Switch.Label>
            </Switch.Root>
          </HStack>
          {list.error ? (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{t('advertisers.loadFailed')}</Alert.Title>
              <Alert.Description>{errorMessage(list.error)}</Alert.Description>
            </Alert.Root>
          ) : null}
          <DataTable<Advertiser>
            {...list.tableProps}
            columns={columns}
            getRowId={(row) => row.id}
            columnMenu
            storageKey="b2b.advertisers"
          />
        </Stack>
      ) : (
        <EmptyState icon="members" title={t('advertisers.staffOnly')} />
      )}
    </>
  );
}
