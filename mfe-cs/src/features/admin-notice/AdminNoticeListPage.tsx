/** Staff notices (/admin/notice): pinned first, create, edit, pin/unpin and delete with confirm. */
import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import { confirmDialog, DataTable, formatNumber, Icon, notify, PageHeader } from '@nurly/shared';
import type { Notice } from '@nurly/contracts/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { NAMESPACE, useTimeAgo } from '../../ui/text';
import { deleteNotice, putNotice } from '../notice/api';
import { useNotices } from '../notice/hooks';

export default function AdminNoticeListPage() {
  const { t } = useTranslation(NAMESPACE);
  const ago = useTimeAgo();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const { data, isLoading, mutate } = useNotices({ page, page_size: pageSize });

  const togglePin = async (notice: Notice) => {
    try {
      await putNotice(notice.id, { title: notice.title, body: notice.body, pinned: !notice.pinned });
      notify.success(notice.pinned ? t('adminNotice.unpinnedDone') : t('adminNotice.pinnedDone'));
      await mutate();
    } catch (failure) {
      notify.fromError(failure);
    }
  };

  const remove = async (notice: Notice) => {
    const confirmed = await confirmDialog({
      title: t('adminNotice.deleteConfirmTitle'),
      html: `<p>${t('adminNotice.deleteConfirmBody')}</p>`,
    });
    if (!confirmed) return;
    try {
      await deleteNotice(notice.id);
      notify.success(t('adminNotice.deleted'));
      await mutate();
    } catch (failure) {
      notify.fromError(failure);
    }
  };

  return (
    <>
      <PageHeader
        title={t('pages.adminNotice.title')}
        description={t('pages.adminNotice.description')}
        actions={
          <Button asChild colorPalette="brand">
            <RouterLink to="/admin/notice/new">
              <Icon name="notice" /> {t('adminNotice.create')}
            </RouterLink>
          </Button>
        }
      />
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
          { key: 'author', header: t('columns.author'), width: '130px', cell: (n) => n.author ?? '' },
          { key: 'views', header: t('columns.views'), width: '80px', align: 'end', cell: (n) => formatNumber(n.views) },
          { key: 'createdAt', header: t('columns.createdAt'), width: '110px', cell: (n) => ago(n.created_at) },
          {
            key: 'actions',
            header: t('columns.actions'),
            width: '220px',
            cell: (n) => (
              <HStack gap={1} onClick={(e) => e.stopPropagation()}>
                <Button size="xs" variant="outline" onClick={() => void togglePin(n)}>
                  {n.pinned ? t('adminNotice.unpin') : t('adminNotice.pin')}
                </Button>
                <Button size="xs" variant="outline" onClick={() => navigate(`/admin/notice/${n.id}`)}>
                  {t('adminNotice.edit')}
                </Button>
                <Button size="xs" variant="outline" colorPalette="red" onClick={() => void remove(n)}>
                  {t('adminNotice.delete')}
                </Button>
              </HStack>
            ),
          },
        ]}
        rows={data?.results ?? []}
        total={data?.count ?? 0}
        loading={isLoading}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={setPageSize}
        getRowId={(n) => n.id}
        onRowClick={(n) => navigate(`/admin/notice/${n.id}`)}
      />
    </>
  );
}
