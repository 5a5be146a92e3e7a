/** Notices for reward and hub users: pinned first, then newest; server-paged 10/25/50/100. */
import { Badge, HStack, Text } from '@chakra-ui/react';
import { DataTable, formatNumber, PageHeader } from '@nurly/shared';
import type { Notice } from '@nurly/contracts/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NAMESPACE, useTimeAgo } from '../../ui/text';
import { useNotices } from './hooks';

export default function NoticeListPage() {
  const { t } = useTranslation(NAMESPACE);
  const ago = useTimeAgo();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const { data, isLoading } = useNotices({ page, page_size: pageSize });

  return (
    <>
      <PageHeader title={t('pages.notice.title')} description={t('pages.notice.description')} />
      <DataTable<Notice>
        columns={[
          {
            key: 'title',
            header: t('columns.title'),
            cell: (n) => (
              <HStack gap={2}>
                {n.pinned ? <Badge colorPalette="red">{t('notice.pinned')}</Badge> : null}
                <Text fontWeight={n.pinned ? 'semibold' : 'normal'}>{n.title}</Text>
              </HStack>
            ),
          },
          { key: 'views', header: t('columns.views'), width: '90px', align: 'end', cell: (n) => formatNumber(n.views) },
          { key: 'createdAt', header: t('columns.createdAt'), width: '120px', cell: (n) => ago(n.created_at) },
        ]}
        rows={data?.results ?? []}
        total={data?.count ?? 0}
        loading={isLoading}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={setPageSize}
        getRowId={(n) => n.id}
        onRowClick={(n) => navigate(`/notice/${n.id}`)}
      />
    </>
  );
}
