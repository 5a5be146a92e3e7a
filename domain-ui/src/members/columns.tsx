/**
 * The columns every member list shows the same way (the reseller tree on `/admin/b2b/setting`, the
 * hub's sub-accounts on `/members`): the account (name over `username · #id`), its status chip, the
 * last login and the memo (hidden at first). The remote passes its headers and status words and puts
 * its own columns (tier, role, balance, actions) around them.
 */
import { Stack, Text } from '@chakra-ui/react';
import { StatusBadge, formatDateTime, type DataTableColumn } from '@nurly/shared';

/** What a member row has in both consoles (B2bMember, HubMember). */
export interface MemberRow {
  id: number;
  username: string;
  name: string | null;
  status: 'active' | 'inactive';
  memo: string | null;
  lastActivatedAt: string | null;
}

export interface MemberColumnLabels {
  member: string;
  status: string;
  statuses: Record<MemberRow['status'], string>;
  lastActivatedAt: string;
  memo: string;
}

/** The name shown for a member: its name, or its username when it has none. */
export const memberName = (member: Pick<MemberRow, 'name' | 'username'>): string => member.name ?? member.username;

export function MemberCell({ member }: { member: Pick<MemberRow, 'id' | 'name' | 'username'> }) {
  return (
    <Stack gap="0">
      <Text fontWeight="medium">{memberName(member)}</Text>
      <Text fontSize="xs" color="fg.muted">
        {member.username} · #{member.id}
      </Text>
    </Stack>
  );
}

const MEMBER_STATUS_TONES = { active: 'green', inactive: 'gray' } as const;

export function MemberStatusBadge({ status, label }: { status: MemberRow['status']; label: string }) {
  return (
    <StatusBadge status={status} tones={MEMBER_STATUS_TONES}>
      {label}
    </StatusBadge>
  );
}

export interface MemberColumns<T extends MemberRow> {
  member: DataTableColumn<T>;
  status: DataTableColumn<T>;
  lastActivatedAt: DataTableColumn<T>;
  memo: DataTableColumn<T>;
}

export function memberColumns<T extends MemberRow>(labels: MemberColumnLabels): MemberColumns<T> {
  return {
    member: { key: 'username', header: labels.member, sortable: true, hideable: false, cell: (row) => <MemberCell member={row} /> },
    status: {
      key: 'status',
      header: labels.status,
      cell: (row) => <MemberStatusBadge status={row.status} label={labels.statuses[row.status]} />,
    },
    lastActivatedAt: {
      key: 'lastActivatedAt',
      header: labels.lastActivatedAt,
      sortable: true,
      cell: (row) => formatDateTime(row.lastActivatedAt),
    },
    memo: { key: 'memo', header: labels.memo, hidden: true, cell: (row) => row.memo ?? '' },
  };
}
