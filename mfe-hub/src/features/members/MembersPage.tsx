/**
 * Hub `/members` (docs/decisions/access.md#roles-and-permissions: NURLY_ADMIN, HUB_ADMIN): the group's sub-accounts
 * (HUB_MEMBER, HUB_CLIENT) with search, role and status filters in the URL; create and edit
 * dialogs; deactivate/reactivate (ends the account's sessions) and password reset behind a
 * confirmation; the temporary password is shown once, above the table. Below: what the hub's
 * clients pay per reward product (PricePanel). Staff work on the group their selector chose.
 */
import { Alert, Badge, Button, CloseButton, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DataTable,
  FilterBar,
  PageHeader,
  SearchFilter,
  SelectFilter,
  confirmDialog,
  formatDate,
  formatPhone,
  useAction,
  usePagedQuery,
  type DataTableColumn,
} from '@nurly/shared';
import type { HubMember, HubMemberList } from '@nurly/contracts/schemas';
import { memberColumns, memberName } from '@nurly/domain-ui';
import { HUB_ROLES, MEMBERS_PATH, resetPassword, updateMember, usePrices } from './api';
import { MemberDialog, type MemberDialogState } from './MemberDialog';
import { PricePanel } from './PricePanel';

type Filters = { role: string; status: string };

interface TemporaryPassword {
  name: string;
  password: string;
}

export default function MembersPage() {
  const { t } = useTranslation('hub');
  const list = usePagedQuery<HubMember, Filters>(MEMBERS_PATH, { pageSize: 25, filters: { role: '', status: '' } });
  const page = list.data as HubMemberList | undefined;
  const prices = usePrices(true);
  const [dialog, setDialog] = useState<MemberDialogState>(null);
  const [temporary, setTemporary] = useState<TemporaryPassword | null>(null);
  const { setFilters } = list;

  const setActive = useAction((member: HubMember, active: boolean) => updateMember(member.id, { active }), { revalidate: [MEMBERS_PATH] });
  const reset = useAction((member: HubMember) => resetPassword(member.id), {
    revalidate: [MEMBERS_PATH],
    onSuccess: (result) => setTemporary({ name: result.member.name ?? result.member.username, password: result.temporary_password }),
  });

  const columns = useMemo<DataTableColumn<HubMember>[]>(() => {
    const shared = memberColumns<HubMember>({
      member: t('members.columns.member'),
      status: t('members.columns.status'),
      statuses: { active: t('members.statuses.active'), inactive: t('members.statuses.inactive') },
      lastActivatedAt: t('members.columns.lastActivatedAt'),
      memo: t('members.columns.memo'),
    });
    const toggle = async (member: HubMember) => {
      if (member.status === 'active') {
        const confirmed = await confirmDialog({
          title: t('members.confirmDeactivate', { name: memberName(member) }),
          html: t('members.confirmDeactivateText'),
          confirmText: t('members.deactivate'),
        });
        if (!confirmed) return;
      }
      await setActive(member, member.status !== 'active');
    };
    const askReset = async (member: HubMember) => {
      const confirmed = await confirmDialog({
        title: t('members.confirmReset', { name: memberName(member) }),
        html: t('members.confirmResetText'),
        confirmText: t('members.resetPassword'),
      });
      if (confirmed) await reset(member);
    };
    return [
      shared.member,
      { key: 'mobile', header: t('members.columns.mobile'), cell: (row) => formatPhone(row.mobile) },
      {
        key: 'role',
        header: t('members.columns.role'),
        cell: (row) => (
          <Badge colorPalette={row.role === 'HUB_CLIENT' ? 'purple' : 'blue'} variant="subtle">
            {t(`members.roles.${row.role}`)}
          </Badge>
        ),
      },
      shared.status,
      { key: 'dateJoined', header: t('members.columns.dateJoined'), sortable: true, cell: (row) => formatDate(row.dateJoined) },
      shared.lastActivatedAt,
      shared.memo,
      {
        key: 'actions',
        header: t('members.columns.actions'),
        hideable: false,
        cell: (row) => (
          <HStack gap="1" wrap="wrap">
            <Button size="2xs" variant="outline" onClick={() => setDialog({ mode: 'edit', member: row })} data-testid={`edit-${row.id}`}>
              {t('members.edit')}
            </Button>
            <Button
              size="2xs"
              variant="outline"
              colorPalette={row.status === 'active' ? 'red' : 'green'}
              onClick={() => void toggle(row)}
              data-testid={`toggle-${row.id}`}
            >
              {row.status === 'active' ? t('members.deactivate') : t('members.reactivate')}
            </Button>
            <Button size="2xs" variant="ghost" onClick={() => void askReset(row)} data-testid={`reset-${row.id}`}>
              {t('members.resetPassword')}
            </Button>
          </HStack>
        ),
      },
    ];
  }, [t, setActive, reset]);

  const hubAdmin = page?.hub_admin;
  return (
    <>
      <PageHeader
        title={t('pages.members.title')}
        description={t('pages.members.description')}
        actions={
          <Button
            size="sm"
            colorPalette="brand"
            disabled={page !== undefined && !hubAdmin}
            onClick={() => setDialog({ mode: 'create' })}
            data-testid="create-member"
          >
            {t('members.create')}
          </Button>
        }
      />
      <Stack gap="4">
        {page ? (
          <Text fontSize="sm" color="fg.muted" data-testid="member-group">
            {hubAdmin
              ? t('members.groupOf', { group: page.group.name, admin: hubAdmin.name ?? hubAdmin.username })
              : t('members.noHubAdmin')}
          </Text>
        ) : null}
        {temporary ? (
          <Alert.Root status="info" data-testid="temporary-password">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                {t('members.temporaryPassword', { name: temporary.name })}:{' '}
                <Text as="span" fontFamily="mono" fontSize="md" fontWeight="bold">
                  {temporary.password}
                </Text>
              </Alert.Title>
              <Alert.Description>{t('members.temporaryPasswordHint')}</Alert.Description>
            </Alert.Content>
            <CloseButton size="sm" aria-label={t('members.closeNotice')} onClick={() => setTemporary(null)} />
          </Alert.Root>
        ) : null}
        <FilterBar>
          <SearchFilter
            hideLabel
            size="md"
            label={t('members.searchPlaceholder')}
            placeholder={t('members.searchPlaceholder')}
            value={list.search}
            onChange={list.setSearch}
          />
          <SelectFilter
            hideLabel
            maxW="40"
            label={t('members.columns.role')}
            allLabel={t('members.allRoles')}
            options={HUB_ROLES.map((role) => ({ value: role, label: t(`members.roles.${role}`) }))}
            value={list.filters.role}
            onChange={(role) => setFilters({ role })}
          />
          <SelectFilter
            hideLabel
            maxW="40"
            label={t('members.columns.status')}
            allLabel={t('members.allStatuses')}
            options={[
              { value: 'active', label: t('members.statuses.active') },
              { value: 'inactive', label: t('members.statuses.inactive') },
            ]}
            value={list.filters.status}
            onChange={(status) => setFilters({ status })}
          />
        </FilterBar>
        <DataTable<HubMember>
          {...list.tableProps}
          columns={columns}
          getRowId={(row) => row.id}
          columnMenu
          storageKey="hub-members"
          emptyText={t('members.empty')}
        />
        {prices.data?.prices ? <PricePanel prices={prices.data.prices} /> : null}
      </Stack>
      <MemberDialog state={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
