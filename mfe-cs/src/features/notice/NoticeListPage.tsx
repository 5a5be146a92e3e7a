/** Notices for reward and hub users: pinned first, then newest; server-paged 10/25/50/100. */
import { DataTable, formatNumber, PageHeader, usePagedQuery } from '@nurly/shared';
import type { Notice } from '@nurly/contracts/schemas';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NAMESPACE, NoticeTitle, useTimeAgo } from '../../ui/text';

export default function NoticeListPage() {
  const { t } = useTranslation(NAMESPACE);
  const ago = useTimeAgo();
  const navigate = useNavigate();
  // Pinned first, then newest: the server's default order.
  const list = usePagedQuery<Notice>('cs/notice');

  return (
    <>
      <PageHeader title={t('pages.notice.title')} description={t('pages.notice.description')} />
      <DataTable<Notice>
        {...list.tableProps}
        columns={[
          {
            key: 'title',
            header: t('columns.title'),
            cell: (n) => <NoticeTitle notice={n} />,
          },
          { key: 'views', header: t('columns.views'), width: '90px', align: 'end', cell: (n) => formatNumber(n.views) },
          { key: 'createdAt', header: t('columns.createdAt'), width: '120px', cell: (n) => ago(n.created_at) },
        ]}
        getRowId={(n) => n.id}
        onRowClick={(n) => navigate(`/notice/${n.id}`)}
      />
    </>
  );
}
