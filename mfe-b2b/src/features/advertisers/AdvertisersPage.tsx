/**
 * Staff list of businesses (GET admin/advertisers; docs/decisions/product.md#api-calls): business, registration
 * number, account, representative, tax e-mail, the uploaded certificate and bank statement (opened in
 * a new tab through the files blob, released after 10 s), the 국세청 status when known, and the
 * registration date. A registration number another account also holds is accepted
 * (server/src/modules/advertisers/README.md) and flagged 중복: the badge says how many other accounts
 * share it and searches that number, and a switch lists only shared numbers.
 * Selected rows can be checked at the 국세청 ("국세청 상태 조회"); with the adapter off the server says
 * so in the list (`nts_enabled`) and the action is disabled with that label.
 * Page, size, ordering, search and the switch live in the URL. A business's name opens its detail
 * (AdvertiserDrawer: every field, the documents, edit and delete).
 */
import { Alert, Badge, Button, HStack, Stack, Switch, Text } from '@chakra-ui/react';
import {
  DataTable,
  EmptyState,
  errorMessage,
  formatDate,
  PageHeader,
  SearchFilter,
  useAction,
  useAuth,
  usePagedQuery,
  type DataTableColumn,
} from '@nurly/shared';
import type { Advertiser, AdvertiserList } from '@nurly/contracts/schemas';
import { Suspense, lazy, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdvertiserFiles } from './AdvertiserFiles';
import { ADVERTISERS_PATH, postNtsStatus } from './api';

const AdvertiserDrawer = lazy(() => import('./AdvertiserDrawer'));

const ntsColor: Record<string, string> = { '01': 'green', '02': 'orange', '03': 'red', '': 'gray' };

function NtsChip({ row, enabled }: { row: Advertiser; enabled: boolean }) {
  const { t } = useTranslation('b2b');
  if (row.nts_checked_at && row.nts_status_code !== null && row.nts_status_code !== undefined) {
    const code = row.nts_status_code;
    return (
      <Stack gap="0" data-testid={`nts-${row.id}`}>
        <Badge colorPalette={ntsColor[code]} title={row.nts_status_text ?? undefined} width="fit-content">
          {t(`nts.status.${code || 'unregistered'}`)}
        </Badge>
        <Text fontSize="2xs" color="fg.muted">
          {t('nts.checkedAt', { at: formatDate(row.nts_checked_at) })}
        </Text>
      </Stack>
    );
  }
  return (
    <Badge colorPalette="gray" variant="outline" title={enabled ? undefined : t('nts.offHint')} data-testid={`nts-${row.id}`}>
      {enabled ? t('nts.unchecked') : t('nts.off')}
    </Badge>
  );
}

export default function AdvertisersPage() {
  const { t } = useTranslation('b2b');
  const { user } = useAuth();
  const list = usePagedQuery<Advertiser, { shared_registration: string }>(user.is_staff ? ADVERTISERS_PATH : null, {
    filters: { shared_registration: '' },
  });
  const ntsEnabled = (list.data as AdvertiserList | undefined)?.nts_enabled === true;
  // Until the list answers, whether the check is on is unknown: no "off" label yet.
  const ntsOff = list.data !== undefined && !ntsEnabled;
  const [selected, setSelected] = useState<string[]>([]);
  const [detail, setDetail] = useState<Advertiser | null>(null);

  const checkNts = useAction(postNtsStatus, { revalidate: [ADVERTISERS_PATH] });

  const { setSearch } = list;
  const columns = useMemo<DataTableColumn<Advertiser>[]>(
    () => [
      {
        key: 'name',
        header: t('columns.name'),
        sortable: true,
        hideable: false,
        cell: (row) => (
          <Button
            variant="plain"
            size="sm"
            px="0"
            colorPalette="brand"
            textDecoration="underline"
            aria-label={t('advertiserDetail.open', { name: row.name })}
            onClick={() => setDetail(row)}
            data-testid={`advertiser-open-${row.id}`}
          >
            {row.name}
          </Button>
        ),
      },
      {
        key: 'registration_number',
        header: t('columns.registrationNumber'),
        cell: (row) => (
          <HStack gap={2} wrap="wrap">
            <Text as="span">{row.registration_number}</Text>
            {row.shared_registration_count ? (
              <>
                <Badge colorPalette="red" data-testid="duplicate-flag">
                  {t('advertiserFiles.duplicate')}
                </Badge>
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
              </>
            ) : null}
          </HStack>
        ),
      },
      { key: 'username', header: t('columns.member'), sortable: true },
      { key: 'representative', header: t('columns.representative') },
      { key: 'emails', header: t('columns.email'), cell: (row) => row.emails[0] ?? '-' },
      {
        key: 'files',
        header: t('advertiserFiles.column'),
        cell: (row) => <AdvertiserFiles files={row.files_details} size="2xs" testIdPrefix="file" mutedNone />,
      },
      { key: 'nts', header: t('advertiserFiles.ntsColumn'), cell: (row) => <NtsChip row={row} enabled={ntsEnabled} /> },
      { key: 'created_at', header: t('columns.registeredAt'), sortable: true, cell: (row) => formatDate(row.created_at, '') },
    ],
    [t, setSearch, ntsEnabled],
  );

  const ntsButton = (ids: number[]) => (
    <Button
      size="sm"
      colorPalette="brand"
      variant="outline"
      disabled={!ntsEnabled || !ids.length}
      loading={checkNts.isRunning}
      title={ntsOff ? t('nts.offHint') : undefined}
      onClick={() => void checkNts(ids)}
      data-testid="nts-check"
    >
      {ntsOff ? `${t('nts.check')} (${t('nts.off')})` : t('nts.check')}
    </Button>
  );

  return (
    <>
      <PageHeader title={t('pages.advertisers.title')} description={t('pages.advertisers.description')} />
      {user.is_staff ? (
        <Stack gap={4}>
          <HStack gap={4} wrap="wrap">
            <SearchFilter
              hideLabel
              size="md"
              label={t('advertisers.searchPlaceholder')}
              placeholder={t('advertisers.searchPlaceholder')}
              value={list.search}
              onChange={list.setSearch}
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
            {selected.length ? null : ntsButton([])}
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
            selectable
            rowLabel={(row) => row.name}
            selectedRowIds={selected}
            onSelectionChange={(ids) => setSelected(ids)}
            bulkActions={(rows) => ntsButton(rows.map((row) => row.id))}
            columnMenu
            storageKey="b2b.advertisers"
          />
        </Stack>
      ) : (
        <EmptyState icon="members" title={t('advertisers.staffOnly')} />
      )}
      {detail ? (
        <Suspense fallback={null}>
          <AdvertiserDrawer key={detail.id} advertiser={detail} onClose={() => setDetail(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
