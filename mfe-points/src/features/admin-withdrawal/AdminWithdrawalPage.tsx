/**
 * /admin/withdrawal: withdrawal requests (within 7 days, unused paid points), approve or reject; below
 * them the resellers' margin payouts (MarginPayoutDesk), paid with date and reference or rejected.
 */
import { useTranslation } from 'react-i18next';
import { formatWon } from '@nurly/shared';
import type { WithdrawalItem, WithdrawalStatus } from '@nurly/contracts/schemas';
import { formatEntryDate } from '../../lib/entry-date';
import { RequestDesk } from '../../ui/RequestDesk';
import { MarginPayoutDesk } from './MarginPayoutDesk';
import { WITHDRAWALS_PATH, postApproveWithdrawal, postRejectWithdrawal } from './api';

const STATUSES: (WithdrawalStatus | 'ALL')[] = ['PENDING', 'APPROVED', 'REJECTED', 'ALL'];
const statusColor: Record<WithdrawalStatus, string> = { PENDING: 'orange', APPROVED: 'green', REJECTED: 'red' };
const bankOf = (row: WithdrawalItem) => `${row.bank_name} ${row.account_number} (${row.account_holder})`;

export default function AdminWithdrawalPage() {
  const { t } = useTranslation('points');
  return (
    <>
      <RequestDesk<WithdrawalStatus, WithdrawalItem>
        prefix="withdrawal"
        title={t('pages.adminWithdrawal.title')}
        description={t('pages.adminWithdrawal.description')}
        statuses={STATUSES}
        statusColor={statusColor}
        path={WITHDRAWALS_PATH}
        approve={{
          label: t('withdrawal.approve'),
          confirm: (row) => ({
            title: t('withdrawal.approveTitle'),
            html: t('withdrawal.approveBody', { username: row.username, amount: formatWon(row.amount), bank: bankOf(row) }),
          }),
          post: postApproveWithdrawal,
          done: t('withdrawal.approved'),
        }}
        reject={postRejectWithdrawal}
        columns={[
          {
            key: 'charged_at',
            header: t('columns.chargedAt'),
            cell: (row) => `${formatEntryDate(row.charged_at)} (${formatWon(row.charge_amount)})`,
          },
          { key: 'amount', header: t('columns.amount'), align: 'end', sortable: true, cell: (row) => formatWon(row.amount) },
          { key: 'bank', header: t('columns.bank'), cell: bankOf },
          { key: 'reason', header: t('columns.reason'), cell: (row) => row.reject_reason ?? row.reason ?? '' },
        ]}
      />
      <MarginPayoutDesk />
    </>
  );
}
