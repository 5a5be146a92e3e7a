/**
 * The reseller tree one level at a time (the parent filter and its breadcrumb live in the URL), with
 * the docs/decisions/product.md#entities fields, create/edit dialogs and, for the selected account (`?account=`), its price table
 * (PricePanel). Two audiences, one screen:
 *  - staff (`/admin/b2b/setting`): the whole tree from its roots, moving accounts between parents;
 *  - a reseller (`/users/list`, tier 2–3; `reseller`): its own subtree — the API answers nothing else —
 *    starting at its direct children, creating accounts under itself or a descendant, editing memo and
 *    the active flag, and moving points down to a descendant or back up (TransferDialog).
 * A row's 상세 (or its member cell) opens the member drawer (`?member=`, MemberDrawer): prices, ledger,
 * invoices, campaigns (staff) and audit trail.
 * Both open a member's console as that account for 30 minutes with a reason (대리 접속, ActForDialog).
 */
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Suspense, lazy, useMemo, useState } from 'react';
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
  useAuth,
  usePagedQuery,
  type DataTableColumn,
} from '@nurly/shared';
import type { B2bMember } from '@nurly/contracts/schemas';
import { MemberCell, memberColumns } from '@nurly/domain-ui';
import { MEMBERS_PATH, type MemberPage } from './api';
import { ActForDialog, type ActForDialogState } from './ActForDialog';
import { MemberDialog, type MemberDialogState } from './MemberDialog';
import { PricePanel } from './PricePanel';
import { TransferDialog, type TransferDialogState } from './TransferDialog';

const MemberDrawer = lazy(() => import('./MemberDrawer'));

type Filters = { parent_id: string; tier: string; active: string };

export function MemberTree({ reseller = false }: { reseller?: boolean }) {
  const { t } = useTranslation('b2b');
  const { user } = useAuth();
  const list = usePagedQuery<B2bMember, Filters>(MEMBERS_PATH, { pageSize: 25, filters: { parent_id: 'root', tier: '', active: '' } });
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = Number(searchParams.get('account')) || null;
  const detailId = Number(searchParams.get('member')) || null;
  const [dialog, setDialog] = useState<MemberDialogState>(null);
  const [transfer, setTransfer] = useState<TransferDialogState>(null);
  const [actFor, setActFor] = useState<ActForDialogState>(null);
  const ownTier = reseller ? (user.tier ?? 0) : 0;
  // A reseller's breadcrumb starts below itself (its own node, if the chain names it, is "top").
  const path = ((list.data as MemberPage | undefined)?.path ?? []).filter((node) => !reseller || (node.tier ?? 0) > ownTier);
  const currentParent = path.length ? path[path.length - 1] : null;
  // Where "add" puts a new account: the level on screen, or (a reseller at its top) under itself.
  const createParent = currentParent
    ? { id: currentParent.id, tier: currentParent.tier }
    : reseller
      ? { id: user.id, tier: user.tier }
      : null;
  const salesPath = reseller ? '/reseller/sales' : '/admin/b2b/sales';

  const { setFilters } = list;
  // `?account=` (the price panel below the list) and `?member=` (the drawer) in the URL, so both survive a reload.
  const { selectAccount, openMember } = useMemo(() => {
    const setParam = (key: string) => (id: number | null) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set(key, String(id));
          else next.delete(key);
          return next;
        },
        { replace: true },
      );
    return { selectAccount: setParam('account'), openMember: setParam('member') };
  }, [setSearchParams]);

  const columns = useMemo<DataTableColumn<B2bMember>[]>(() => {
    const shared = memberColumns<B2bMember>({
      member: t('columns.member'),
      status: t('setting.status'),
      statuses: { active: t('setting.statuses.active'), inactive: t('setting.statuses.inactive') },
      lastActivatedAt: t('setting.lastActivatedAt'),
      memo: t('setting.memo'),
    });
    return [
      {
        ...shared.member,
        cell: (row) => (
          <Box
            as="button"
            textAlign="start"
            cursor="pointer"
            _hover={{ textDecoration: 'underline' }}
            onClick={() => openMember(row.id)}
            data-testid={`member-cell-${row.id}`}
          >
            <MemberCell member={row} />
          </Box>
        ),
      },
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
            <Button size="2xs" variant="outline" onClick={() => openMember(row.id)} data-testid={`detail-${row.id}`}>
              {t('memberDrawer.open')}
            </Button>
            <Button size="2xs" variant="ghost" onClick={() => setDialog({ mode: 'edit', member: row })} data-testid={`edit-${row.id}`}>
              {t('setting.edit')}
            </Button>
            {reseller ? (
              <>
                <Button
                  size="2xs"
                  variant="ghost"
                  onClick={() => setTransfer({ action: 'TRANSFER', member: row })}
                  data-testid={`transfer-${row.id}`}
                >
                  {t('reseller.fund')}
                </Button>
                <Button
                  size="2xs"
                  variant="ghost"
                  onClick={() => setTransfer({ action: 'RECALL', member: row })}
                  data-testid={`recall-${row.id}`}
                >
                  {t('reseller.recall')}
                </Button>
              </>
            ) : null}
            <Button asChild size="2xs" variant="ghost">
              <RouterLink to={`${salesPath}?member_id=${row.id}`}>{t('setting.sales')}</RouterLink>
            </Button>
            <Button
              size="2xs"
              variant="ghost"
              colorPalette="orange"
              disabled={row.status !== 'active'}
              onClick={() => setActFor({ member: row })}
              data-testid={`act-for-${row.id}`}
            >
              {t('reseller.actFor.button')}
            </Button>
          </HStack>
        ),
      },
    ];
  }, [t, setFilters, selectAccount, openMember, reseller, salesPath]);

  const tierChoices = [1, 2, 3, 4].filter((tier) => tier > ownTier);

  return (
    <>
      <PageHeader
        title={t(reseller ? 'reseller.members.title' : 'pages.b2bSetting.title')}
        description={t(reseller ? 'reseller.members.description' : 'pages.b2bSetting.description')}
        actions={
          <Button
            size="sm"
            colorPalette="brand"
            disabled={createParent?.tier === 4}
            onClick={() => setDialog({ mode: 'create', parent: createParent })}
            data-testid="create-member"
          >
            {currentParent
              ? t('setting.createUnder', { name: currentParent.name })
              : t(reseller ? 'reseller.createOwn' : 'setting.createRoot')}
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
            {t(reseller ? 'reseller.ownTop' : 'setting.top')}
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
            {t(reseller ? 'reseller.wholeSubtree' : 'setting.everyone')}
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
            options={tierChoices.map((tier) => ({ value: String(tier), label: t(`tiers.${tier}`) }))}
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
          storageKey={reseller ? 'reseller-members' : 'b2b-members'}
          emptyText={t('setting.empty')}
          toolbar={<ExportButton path={MEMBERS_PATH} params={list.params} fallbackName={reseller ? '하위계정' : 'b2b-members'} />}
        />
        {selected ? <PricePanel accountId={selected} onClose={() => selectAccount(null)} /> : null}
      </Stack>
      <MemberDialog state={dialog} onClose={() => setDialog(null)} reseller={reseller ? { tier: ownTier } : undefined} />
      {reseller ? <TransferDialog state={transfer} onClose={() => setTransfer(null)} /> : null}
      {detailId ? (
        <Suspense fallback={null}>
          <MemberDrawer
            key={detailId}
            accountId={detailId}
            member={list.rows.find((row) => row.id === detailId)}
            reseller={reseller}
            onClose={() => openMember(null)}
          />
        </Suspense>
      ) : null}
      <ActForDialog state={actFor} onClose={() => setActFor(null)} />
    </>
  );
}
