import { Badge, Button, HStack, NativeSelect, Stack, Text, Wrap } from '@chakra-ui/react';
import {
  confirmDialog,
  DataTable,
  FilterBar,
  FormDialog,
  notify,
  PageHeader,
  SearchFilter,
  SelectFilter,
  useAction,
  usePagedQuery,
  withLoading,
} from '@nurly/shared';
import { TextField, useNurlyForm } from '@nurly/shared/forms';
import type { MyProduct } from '@nurly/contracts/schemas';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { MALLS_PATH, useMalls } from '../../lib/malls';
import { PRODUCTS_PATH } from '../../lib/products';
import { postRankLookup } from '../../lib/rankLookup';
import { HistoryDialog, type HistoryTarget } from '../../ui/HistoryDialog';
import { ProductName } from '../../ui/ProductName';
import { RefreshProgress } from './RefreshProgress';
import { deleteProduct, postDeleteProducts, postSendReport, putMainKeyword } from './api';

/** Lists a product change touches: the products (every page and filter) and the mall counts. */
const PRODUCT_LISTS = [PRODUCTS_PATH, MALLS_PATH];

/** My products (docs/decisions/product.md#screens-and-routes /my-products): keywords with ranks, malls, extended flag, main keyword, delete, report. */
export default function MyProductsPage() {
  const { t } = useTranslation('keywords');
  const list = usePagedQuery<MyProduct, { mall: string }>(PRODUCTS_PATH, { pageSize: 25, filters: { mall: '' } });
  const [selected, setSelected] = useState<MyProduct[]>([]);
  const [history, setHistory] = useState<HistoryTarget | null>(null);
  const [reportOpen, setReportOpen] = useState(false);
  const { data: malls } = useMalls();
  const rows = list.rows;
  const selectedIds = selected.map((p) => p.id);
  const demo = rows.some((p) => p.keywords.some((k) => k.demo));

  const remove = useAction(deleteProduct, { revalidate: PRODUCT_LISTS });
  const removeMany = useAction(postDeleteProducts, { revalidate: PRODUCT_LISTS });
  const recheck = useAction(
    (product: MyProduct) => withLoading(() => postRankLookup({ ids: [product.id], isProduct: true }), t('messages.checking')),
    {
      revalidate: [PRODUCTS_PATH],
      success: (result) => t('messages.lookedUp', { count: result.results.length }),
    },
  );
  const changeMainKeyword = useAction(putMainKeyword, { revalidate: [PRODUCTS_PATH], success: t('messages.productUpdated') });

  async function removeOne(product: MyProduct) {
    const ok = await confirmDialog({
      title: t('confirm.deleteProductTitle'),
      html: t('confirm.deleteProductBody', { name: product.title ?? product.productId }),
    });
    if (ok) await remove(product.id);
  }

  async function removeSelected() {
    if (selectedIds.length === 0) return notify.warning(t('messages.selectProducts'));
    if (
      await confirmDialog({ title: t('confirm.deleteProductsTitle'), html: t('confirm.deleteProductsBody', { count: selectedIds.length }) })
    )
      await removeMany(selectedIds);
  }

  return (
    <>
      <PageHeader
        title={t('pages.myProducts.title')}
        description={t('pages.myProducts.description')}
        actions={
          <HStack gap={2}>
            <Button size="sm" variant="outline" asChild>
              <RouterLink to={selectedIds.length ? `/report?ids=${selectedIds.join(',')}` : '/report'}>
                {t('actions.viewReport')}
              </RouterLink>
            </Button>
            <Button size="sm" colorPalette="brand" onClick={() => setReportOpen(true)} disabled={rows.length === 0}>
              {t('actions.sendReport')}
            </Button>
          </HStack>
        }
      />
      <RefreshProgress />
      <FilterBar
        mb="3"
        end={
          <>
            {demo ? (
              <Badge colorPalette="orange" title={t('demoDataHint')}>
                {t('demoData')}
              </Badge>
            ) : null}
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              onClick={() => void removeSelected()}
              disabled={selectedIds.length === 0}
            >
              {t('actions.deleteSelected', { count: selectedIds.length })}
            </Button>
          </>
        }
      >
        <SearchFilter
          label={t('filters.search')}
          type="text"
          maxW="280px"
          value={list.search}
          placeholder={t('filters.searchPlaceholder')}
          onChange={list.setSearch}
        />
        <SelectFilter
          label={t('columns.malls')}
          allLabel={t('filters.allMalls')}
          options={(malls?.malls ?? []).map((m) => ({ value: m.name, label: `${m.name} (${m.products})` }))}
          value={list.filters.mall}
          onChange={(mall) => list.setFilters({ mall })}
        />
      </FilterBar>
      <DataTable<MyProduct>
        {...list.tableProps}
        getRowId={(row) => row.id}
        emptyText={t('myProducts.empty')}
        selectable
        rowLabel={(row) => t('actions.selectProduct', { name: row.title ?? row.productId })}
        onSelectionChange={(_ids, rows) => setSelected(rows)}
        columns={[
          {
            key: 'product',
            header: t('columns.productName'),
            sortable: 'title',
            cell: (row) => <ProductName product={row} to={`/product/details?id=${row.id}`} mid />,
          },
          {
            key: 'keywords',
            header: t('columns.keywords'),
            cell: (row) => (
              <Wrap gap={1} maxW="420px">
                {row.keywords.map((k) => (
                  <Badge
                    key={k.id}
                    as="button"
                    cursor="pointer"
                    colorPalette={k.status === 'FAILED' ? 'red' : k.is_main ? 'brand' : 'gray'}
                    variant={k.is_main ? 'solid' : 'subtle'}
                    onClick={() => setHistory({ id: k.id, isKeyword: true, title: k.keyword })}
                    title={k.error ?? k.rankText}
                  >
                    {k.is_main ? '★ ' : ''}
                    {k.keyword} · {k.rank ? t('rank.value', { rank: k.rank }) : k.rankText}
                  </Badge>
                ))}
              </Wrap>
            ),
          },
          {
            key: 'mainKeyword',
            header: t('columns.mainKeyword'),
            cell: (row) => (
              <NativeSelect.Root size="xs" width="160px">
                <NativeSelect.Field
                  aria-label={t('columns.mainKeyword')}
                  value={row.main_keyword_id ?? ''}
                  onChange={(e) => void (e.currentTarget.value && changeMainKeyword(Number(e.currentTarget.value)))}
                >
                  <option value="">-</option>
                  {row.keywords.map((k) => (
                    <option key={k.id} value={k.id}>
                      {k.keyword}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            ),
          },
          { key: 'malls', header: t('columns.malls'), cell: (row) => row.malls.join(', ') || '-' },
          {
            key: 'extended',
            header: t('columns.extended'),
            cell: (row) => (row.extended ? <Badge colorPalette="purple">{t('product.extended')}</Badge> : '-'),
          },
          {
            key: 'actions',
            header: '',
            cell: (row) => (
              <HStack gap={1}>
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => setHistory({ id: row.id, isKeyword: false, title: row.title ?? row.productId })}
                >
                  {t('actions.history')}
                </Button>
                <Button size="xs" variant="outline" onClick={() => void recheck(row)}>
                  {t('actions.recheck')}
                </Button>
                <Button size="xs" variant="ghost" colorPalette="red" onClick={() => void removeOne(row)}>
                  {t('actions.delete')}
                </Button>
              </HStack>
            ),
          },
        ]}
      />
      <HistoryDialog target={history} onClose={() => setHistory(null)} />
      <SendReportDialog open={reportOpen} ids={selectedIds} onClose={() => setReportOpen(false)} />
    </>
  );
}

const EMAIL = /^[^@\s]+@[^@\s]+$/;

function SendReportDialog({ open, ids, onClose }: { open: boolean; ids: number[]; onClose: () => void }) {
  const { t } = useTranslation('keywords');
  const form = useNurlyForm<{ email: string }>({ defaultValues: { email: '' } });
  useEffect(() => {
    if (open) form.reset({ email: '' });
  }, [open, form]);
  // Delivered: success; logged only (no mail server configured): an info toast with the server's words.
  const send = useAction(postSendReport, {
    form,
    success: false,
    onSuccess: (result) => {
      if (result.delivered) notify.success(result.message);
      else notify.info(result.message);
      onClose();
    },
  });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('report.sendTitle')}
      submitLabel={t('actions.send')}
      form={form}
      onValid={({ email }) => send({ email: email.trim(), ...(ids.length ? { ids } : {}) })}
    >
      <Stack gap={3}>
        <Text fontSize="sm">{ids.length ? t('report.sendSelected', { count: ids.length }) : t('report.sendAll')}</Text>
        <TextField
          name="email"
          type="email"
          label={t('report.email')}
          placeholder="name@example.com"
          required
          pattern={{ value: EMAIL, message: t('report.emailInvalid') }}
        />
      </Stack>
    </FormDialog>
  );
}
