/**
 * `/admin/b2b/setting`: the reseller tree one level at a time (the parent filter
 * and its breadcrumb live in the URL), with the spec §3 fields, create/move/edit dialogs and, for
 * the selected account (`?account=`), its price table (PricePanel).
 */
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import {
  DataTable,
  ExportButton,
  FilterBar,
  PageHeader,
  SearchFilter,
  SelectFilter,
  formatWon,
  usePagedQuery,
  type DataTableColumn,
} from '@nurly/shared';
import type { B2bMember } from '@nurly/contracts/schemas';
import { memberColumns } from '@nurly/domain-ui';
import { MEMBERS_PATH, type MemberPage } from './api';
import { MemberDialog, type MemberDialogState } from './MemberDialog';
import { PricePanel } from './PricePanel';

type Filters = { parent_id: string; tier: string; active: string };

export default function B2bSettingPage() {
  const { t } = useTranslation('b2b');
  const list = usePagedQuery<B2bMember, Filters>(MEMBERS_PATH, { pageSize: 25, filters: { parent_id: 'root', tier: '', active: '' } });
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = Number(searchParams.get('account')) || null;
  const [dialog, setDialog] = useState<MemberDialogState>(null);
  const path = (list.data as MemberPage | undefined)?.path ?? [];
  const currentParent = path.length ? path[path.length - 1] : null;

  const { setFilters } = list;
  const selectAccount = useMemo(
    () => (id: number | null) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set('account', String(id));
          else next.delete('account');
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  const columns = useMemo<DataTableColumn<B2bMember>[]>(() => {
    const shared = memberColumns<B2bMember>({
      member: t('columns.member'),
      status: t('setting.status'),
      statuses: { active: t('setting.statuses.active'), inactive: t('setting.statuses.inactive') },
      lastActivatedAt: t('setting.lastActivatedAt'),
      memo: t('setting.memo'),
    });
    return [
      shared.member,
      { key: 'tier', header: t('columns.tier'), sortable: true, cell: (row) => (row.tier ? t(`tiers.${row.tier}`) : t('tiers.none')) },
      shared.status,
      { key: 'amount', header: t('columns.balance'), sortable: true, align: 'end', cell: (row) => formatWon(row.amount) },
      { key: 'held', header: t('setting.held'), align: 'end', cell: (row) => formatWon(row.held) },
      {
        key: 'flags',
        header: t('setting.flags'),
        cell: (row) => (
          <HStack gap="1" wrap="wrap">
            {row.hasRegistration ? <Badge size="xs">{t('setting.hasRegistration')}</Badge> : null}
            {row.hasBankAccount ? <Badge size="xs">{t('setting.hasBankAccount')}</Badge> : null}
            {row.hasSetPrice ? (
              <Badge size="xs" colorPalette="purple">
                {t('setting.hasSetPrice')}
              </Badge>
            ) : null}
          </HStack>
        ),
      },
      shared.lastActivatedAt,
      { key: 'parent', header: t('setting.parent'), hidden: true, cell: (row) => row.parent?.name ?? '-' },
      shared.memo,
      {
        key: 'actions',
        header: t('setting.actions'),
        hideable: false,
        cell: (row) => (
          <HStack gap="1">
            <Button
              size="2xs"
              variant="outline"
              disabled={row.children === 0}
              onClick={() => setFilters({ parent_id: String(row.id) })}
              data-testid={`children-${row.id}`}
            >
              {t('setting.children', { count: row.children })}
            </Button>
            <Button
              size="2xs"
              variant="outline"
              disabled={row.tier === 4}
              onClick={() => selectAccount(row.id)}
              data-testid={`prices-${row.id}`}
            >
              {t('setting.prices')}
            </Button>
            <Button size="2xs" variant="ghost" onClick={() => setDialog({ mode: 'edit', member: row })} data-testid={`edit-${row.id}`}>
              {t('setting.edit')}
            </Button>
            <Button asChild size="2xs" variant="ghost">
              <RouterLink to={`/admin/b2b/sales?member_id=${row.id}`}>{t('setting.sales')}</RouterLink>
            </Button>
          </HStack>
        ),
      },
    ];
  }, [t, setFilters, selectAccount]);

  return (
    <>
      <PageHeader
        title={t('pages.b2bSetting.title')}
        description={t('pages.b2bSetting.description')}
        actions={
          <Button
            size="sm"
            colorPalette="brand"
            disabled={currentParent?.tier === 4}
            onClick={() => setDialog({ mode: 'create', parent: currentParent ? { id: currentParent.id, tier: currentParent.tier } : null })}
            data-testid="create-member"
          >
            {currentParent ? t('setting.createUnder', { name: currentParent.name }) : t('setting.createRoot')}
          </Button>
        }
      />
      <Stack gap="4">
        <HStack gap="1" wrap="wrap" aria-label={t('setting.breadcrumb')} data-testid="breadcrumb">
          <Button
            size="xs"
            variant={list.filters.parent_id === 'root' ? 'solid' : 'ghost'}
            onClick={() => setFilters({ parent_id: 'root' })}
          >
            {t('setting.top')}
          </Button>
          {path.map((node) => (
            <HStack key={node.id} gap="1">
              <Text color="fg.muted">›</Text>
              <Button
                size="xs"
                variant={String(node.id) === list.filters.parent_id ? 'solid' : 'ghost'}
                onClick={() => setFilters({ parent_id: String(node.id) })}
              >
                {node.name}
              </Button>
            </HStack>
          ))}
          <Button
            size="xs"
            variant={list.filters.parent_id === '' ? 'solid' : 'ghost'}
            onClick={() => setFilters({ parent_id: '' })}
            data-testid="whole-tree"
          >
            {t('setting.everyone')}
          </Button>
        </HStack>
        <FilterBar>
          <SearchFilter
            hideLabel
            size="md"
            label={t('setting.searchPlaceholder')}
            placeholder={t('setting.searchPlaceholder')}
            value={list.search}
            onChange={list.setSearch}
          />
          <SelectFilter
            hideLabel
            maxW="40"
            label={t('columns.tier')}
            allLabel={t('setting.allTiers')}
            options={[1, 2, 3, 4].map((tier) => ({ value: String(tier), label: t(`tiers.${tier}`) }))}
            value={list.filters.tier}
            onChange={(tier) => setFilters({ tier })}
          />
          <SelectFilter
            hideLabel
            maxW="40"
            label={t('setting.status')}
            allLabel={t('setting.allStatuses')}
            options={[
              { value: 'true', label: t('setting.statuses.active') },
              { value: 'false', label: t('setting.statuses.inactive') },
            ]}
            value={list.filters.active}
            onChange={(active) => setFilters({ active })}
          />
        </FilterBar>
        <DataTable<B2bMember>
          {...list.tableProps}
          columns={columns}
          getRowId={(row) => row.id}
          columnMenu
          storageKey="b2b-members"
          emptyText={t('setting.empty')}
          toolbar={<ExportButton path={MEMBERS_PATH} params={list.params} fallbackName="b2b-members" />}
        />
        {selected ? <PricePanel accountId={selected} onClose={() => selectAccount(null)} /> : null}
      </Stack>
      <MemberDialog state={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
