import {
  Badge,
  Box,
  Button,
  Checkbox,
  Dialog,
  Field,
  Flex,
  HStack,
  Input,
  Link,
  NativeSelect,
  Portal,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { confirmDialog, DataTable, notify, PageHeader, withLoading } from '@nurly/shared';
import type { MyProduct } from '@nurly/contracts/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { HistoryDialog, type HistoryTarget } from '../history/HistoryDialog';
import { postRankLookup } from '../keyword/api';
import { RefreshProgress } from './RefreshProgress';
import { deleteProduct, postDeleteProducts, postSendReport, putMainKeyword, useMalls, useProducts } from './api';

/** My products (spec §2 /my-products): keywords with ranks, malls, extended flag, main keyword, delete, report. */
export default function MyProductsPage() {
  const { t } = useTranslation('keywords');
  const [search, setSearch] = useState('');
  const [mall, setMall] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [history, setHistory] = useState<HistoryTarget | null>(null);
  const [reportOpen, setReportOpen] = useState(false);
  const { data, isLoading, mutate } = useProducts({ page, page_size: pageSize, search: search || undefined, mall: mall || undefined });
  const { data: malls, mutate: mutateMalls } = useMalls();
  const rows = data?.results ?? [];
  const demo = rows.some((p) => p.keywords.some((k) => k.demo));

  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  async function removeOne(product: MyProduct) {
    const ok = await confirmDialog({
      title: t('confirm.deleteProductTitle'),
      html: t('confirm.deleteProductBody', { name: product.title ?? product.productId }),
    });
    if (!ok) return;
    try {
      notify.info((await deleteProduct(product.id)).message);
      setSelected((current) => new Set([...current].filter((id) => id !== product.id)));
      await Promise.all([mutate(), mutateMalls()]);
    } catch (error) {
      notify.fromError(error);
    }
  }

  async function removeSelected() {
    const ids = [...selected];
    if (ids.length === 0) return notify.warning(t('messages.selectProducts'));
    if (!(await confirmDialog({ title: t('confirm.deleteProductsTitle'), html: t('confirm.deleteProductsBody', { count: ids.length }) })))
      return;
    try {
      notify.info((await postDeleteProducts(ids)).message);
      setSelected(new Set());
      await Promise.all([mutate(), mutateMalls()]);
    } catch (error) {
      notify.fromError(error);
    }
  }

  async function recheck(product: MyProduct) {
    try {
      const result = await withLoading(() => postRankLookup({ ids: [product.id], isProduct: true }), t('messages.checking'));
      notify.success(t('messages.lookedUp', { count: result.results.length }));
      await mutate();
    } catch (error) {
      notify.fromError(error);
    }
  }

  async function changeMainKeyword(keywordId: number) {
    try {
      await putMainKeyword(keywordId);
      notify.info(t('messages.productUpdated'));
      await mutate();
    } catch (error) {
      notify.fromError(error);
    }
  }

  return (
    <>
      <PageHeader
        title={t('pages.myProducts.title')}
        description={t('pages.myProducts.description')}
        actions={
          <HStack gap={2}>
            <Button size="sm" variant="outline" asChild>
              <RouterLink to={selected.size ? `/report?ids=${[...selected].join(',')}` : '/report'}>{t('actions.viewReport')}</RouterLink>
            </Button>
            <Button size="sm" colorPalette="brand" onClick={() => setReportOpen(true)} disabled={rows.length === 0}>
              {t('actions.sendReport')}
            </Button>
          </HStack>
        }
      />
      <RefreshProgress />
      <Flex gap={3} mb={3} wrap="wrap" align="end">
        <Field.Root maxW="280px">
          <Field.Label>{t('filters.search')}</Field.Label>
          <Input
            size="sm"
            value={search}
            placeholder={t('filters.searchPlaceholder')}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPage(1);
            }}
          />
        </Field.Root>
        <Field.Root maxW="220px">
          <Field.Label>{t('columns.malls')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              aria-label={t('columns.malls')}
              value={mall}
              onChange={(e) => {
                setMall(e.currentTarget.value);
                setPage(1);
              }}
            >
              <option value="">{t('filters.allMalls')}</option>
              {(malls?.malls ?? []).map((m) => (
                <option key={m.name} value={m.name}>
                  {m.name} ({m.products})
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Box flex="1" />
        {demo ? (
          <Badge colorPalette="orange" title={t('demoDataHint')}>
            {t('demoData')}
          </Badge>
        ) : null}
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => void removeSelected()} disabled={selected.size === 0}>
          {t('actions.deleteSelected', { count: selected.size })}
        </Button>
      </Flex>
      <DataTable<MyProduct>
        rows={rows}
        loading={isLoading}
        total={data?.count ?? 0}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
        getRowId={(row) => row.id}
        emptyText={t('myProducts.empty')}
        columns={[
          {
            key: 'select',
            header: (
              <Checkbox.Root
                size="sm"
                checked={rows.length > 0 && rows.every((r) => selected.has(r.id))}
                onCheckedChange={(e) => rows.forEach((r) => toggle(r.id, e.checked === true))}
              >
                <Checkbox.HiddenInput aria-label={t('actions.selectAll')} />
                <Checkbox.Control />
              </Checkbox.Root>
            ),
            cell: (row) => (
              <Checkbox.Root size="sm" checked={selected.has(row.id)} onCheckedChange={(e) => toggle(row.id, e.checked === true)}>
                <Checkbox.HiddenInput aria-label={t('actions.selectProduct', { name: row.title ?? row.productId })} />
                <Checkbox.Control />
              </Checkbox.Root>
            ),
            width: '40px',
          },
          {
            key: 'product',
            header: t('columns.productName'),
            cell: (row) => (
              <Stack gap={0}>
                <Link asChild fontWeight="semibold">
                  <RouterLink to={`/product/details?id=${row.id}`}>{row.title ?? t('product.untitled', { mid: row.productId })}</RouterLink>
                </Link>
                <Text fontSize="xs" color="fg.muted">
                  MID {row.productId}
                </Text>
              </Stack>
            ),
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
                  onChange={(e) => e.currentTarget.value && void changeMainKeyword(Number(e.currentTarget.value))}
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
      <SendReportDialog open={reportOpen} ids={[...selected]} onClose={() => setReportOpen(false)} />
    </>
  );
}

function SendReportDialog({ open, ids, onClose }: { open: boolean; ids: number[]; onClose: () => void }) {
  const { t } = useTranslation('keywords');
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const valid = /^[^@\s]+@[^@\s]+$/.test(email.trim());
  async function send() {
    setSending(true);
    try {
      const result = await postSendReport({ email: email.trim(), ...(ids.length ? { ids } : {}) });
      if (result.delivered) notify.success(result.message);
      else notify.info(result.message);
      onClose();
    } catch (error) {
      notify.fromError(error);
    } finally {
      setSending(false);
    }
  }
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('report.sendTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap={3}>
                <Text fontSize="sm">{ids.length ? t('report.sendSelected', { count: ids.length }) : t('report.sendAll')}</Text>
                <Field.Root required invalid={email.length > 0 && !valid}>
                  <Field.Label>{t('report.email')}</Field.Label>
                  <Input type="email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} placeholder="name@example.com" />
                  <Field.ErrorText>{t('report.emailInvalid')}</Field.ErrorText>
                </Field.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('actions.cancel')}
              </Button>
              <Button colorPalette="brand" disabled={!valid} loading={sending} onClick={() => void send()}>
                {t('actions.send')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
