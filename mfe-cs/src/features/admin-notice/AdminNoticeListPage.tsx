/** Staff notices (/admin/notice): pinned first, create, edit, pin/unpin and delete with confirm. */
import { Button, HStack } from '@chakra-ui/react';
import { confirmDialog, DataTable, formatNumber, Icon, PageHeader, useAction, usePagedQuery } from '@nurly/shared';
import type { Notice } from '@nurly/contracts/schemas';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { NAMESPACE, NoticeTitle, useTimeAgo } from '../../ui/text';
import { deleteNotice, putNotice } from '../../lib/notice';

export default function AdminNoticeListPage() {
  const { t } = useTranslation(NAMESPACE);
  const ago = useTimeAgo();
  const navigate = useNavigate();
  // Pinned first, then newest: the server's default order.
  const list = usePagedQuery<Notice>('cs/notice');
  const pinAction = useAction(
    (notice: Notice) => putNotice(notice.id, { title: notice.title, body: notice.body, pinned: !notice.pinned }),
    {
      success: (_saved, notice) => (notice.pinned ? t('adminNotice.unpinnedDone') : t('adminNotice.pinnedDone')),
      revalidate: ['cs/notice'],
    },
  );
  const deleteAction = useAction(deleteNotice, { success: t('adminNotice.deleted'), revalidate: ['cs/notice'] });

  const remove = async (notice: Notice) => {
    const confirmed = await confirmDialog({
      title: t('adminNotice.deleteConfirmTitle'),
      html: `<p>${t('adminNotice.deleteConfirmBody')}</p>`,
    });
    if (confirmed) await deleteAction(notice.id);
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
        {...list.tableProps}
        columns={[
          {
            key: 'title',
            header: t('columns.title'),
            cell: (n) => <NoticeTitle notice={n} />,
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
                <Button size="xs" variant="outline" onClick={() => void pinAction(n)}>
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
        getRowId={(n) => n.id}
        onRowClick={(n) => navigate(`/admin/notice/${n.id}`)}
      />
    </>
  );
}
