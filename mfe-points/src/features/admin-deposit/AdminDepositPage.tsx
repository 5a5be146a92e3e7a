/** /admin/deposit: top-up requests by status; pending ones are confirmed or rejected (staff). */
import { useTranslation } from 'react-i18next';
import { formatWon } from '@nurly/shared';
import type { RequestStatus, TopUpRequestItem } from '@nurly/contracts/schemas';
import { RequestDesk } from '../../ui/RequestDesk';
import { TOP_UP_REQUESTS_PATH, postConfirmTopUp, postRejectTopUp } from './api';

const STATUSES: (RequestStatus | 'ALL')[] = ['PENDING', 'CONFIRMED', 'REJECTED', 'CANCELLED', 'ALL'];
const statusColor: Record<RequestStatus, string> = { PENDING: 'orange', CONFIRMED: 'green', REJECTED: 'red', CANCELLED: 'gray' };

export default function AdminDepositPage() {
  const { t } = useTranslation('points');
  return (
    <RequestDesk<RequestStatus, TopUpRequestItem>
      prefix="deposit"
      testIdPrefix="deposit"
      title={t('pages.adminDeposit.title')}
      description={t('pages.adminDeposit.description')}
      statuses={STATUSES}
      statusColor={statusColor}
      path={TOP_UP_REQUESTS_PATH}
      approve={{
        label: t('deposit.confirm'),
        confirm: (row) => ({
          title: t('deposit.confirmTitle'),
          html: t('deposit.confirmBody', { username: row.username, amount: formatWon(row.amount) }),
        }),
        post: postConfirmTopUp,
        done: t('deposit.confirmed'),
      }}
      reject={postRejectTopUp}
      columns={[
        { key: 'advertiser_name', header: t('columns.advertiser'), cell: (row) => row.advertiser_name ?? '-' },
        { key: 'amount', header: t('columns.amount'), align: 'end', sortable: true, cell: (row) => formatWon(row.amount) },
        { key: 'deposit_name', header: t('columns.depositName'), cell: (row) => row.evidence?.deposit_name ?? '' },
        { key: 'email', header: t('columns.email'), cell: (row) => row.evidence?.email ?? '' },
      ]}
      statusTitle={(row) => row.reject_reason ?? undefined}
      settled={(row) => row.reject_reason ?? ''}
    />
  );
}
