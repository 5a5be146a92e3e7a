import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Flex,
  Group,
  HStack,
  IconButton,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import {
  confirmDialog,
  CopyButton,
  DataTable,
  EmptyState,
  formatDateTime,
  formatNumber,
  Icon,
  notify,
  PageHeader,
  useAction,
  useAuth,
  usePagedQuery,
} from '@nurly/shared';
import { Form, TextareaField, TextField, useNurlyForm } from '@nurly/shared/forms';
import { adMessages, hasEmoji } from '@nurly/contracts';
import type { Keyword } from '@nurly/contracts/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { KEYWORDS_PATH } from '../../lib/keywords';
import { latestMovement } from '../../lib/movement';
import { PRODUCTS_PATH } from '../../lib/products';
import { postRankLookup } from '../../lib/rankLookup';
import { HistoryDialog, type HistoryTarget } from '../../ui/HistoryDialog';
import { MovementBadge } from '../../ui/MovementBadge';
import { rankResultColumns } from '../../ui/rankColumns';
import { deleteKeyword, postAddToProduct, postRemoveFromProduct } from './api';
import { splitKeywords } from './format';
import { useViewFormat } from './viewFormat';

interface LookupValues {
  url: string;
  keywords: string;
}

/** Naver Shopping rank lookup for one or many keywords of one product (docs/decisions/product.md#screens-and-routes /keyword/naver-shopping). */
export default function NaverShoppingPage() {
  const { t } = useTranslation('keywords');
  const { user } = useAuth();
  const [params] = useSearchParams();
  const form = useNurlyForm<LookupValues>({ defaultValues: { url: params.get('url') ?? '', keywords: params.get('keyword') ?? '' } });
  const [remaining, setRemaining] = useState<number | null>(null);
  const [guestLimit, setGuestLimit] = useState<string | null>(null);
  const [history, setHistory] = useState<HistoryTarget | null>(null);
  const [view, setView] = useViewFormat();
  // The latest 100 shopping keywords (the grid has no pager; the list view pages further).
  const list = usePagedQuery<Keyword>(KEYWORDS_PATH, { pageSize: 100, fixed: { type: 'shopping' } });
  const rows = list.rows;
  const demo = rows.some((row) => row.demo);

  const lookup = useAction(postRankLookup, {
    form,
    revalidate: [KEYWORDS_PATH],
    success: false,
    onSuccess: (result) => {
      setRemaining(result.remaining);
      const failed = result.results.filter((row) => row.status === 'FAILED');
      if (failed.length) notify.warning(failed[0].error ?? t('messages.checkFailed'));
      else notify.success(t('messages.lookedUp', { count: result.results.length }));
    },
    // A guest's daily limit is an invitation to register, not an error.
    onError: (error) => {
      if (error.code !== 'GUEST_DAILY_LIMIT') return false;
      setGuestLimit(error.message);
      return true;
    },
  });

  // The switch acts on this keyword only: off untracks the keyword and keeps the product and its
  // other keywords (deleting a whole product is on /my-products, behind a confirm dialog).
  const toggleMyProduct = useAction((row: Keyword, next: boolean) => (next ? postAddToProduct(row.id) : postRemoveFromProduct(row.id)), {
    revalidate: [KEYWORDS_PATH, PRODUCTS_PATH],
    success: (_result, _row, next) => (next ? t('messages.setAsMyProduct') : t('messages.keywordUntracked')),
    // Already among my products: an info message giving the mid (docs/decisions/product.md#validation).
    onError: (error) => {
      if (error.status !== 409) return false;
      notify.info(error.message);
      return true;
    },
  });

  const removeKeyword = useAction(deleteKeyword, { revalidate: [KEYWORDS_PATH] });

  async function remove(row: Keyword) {
    if (await confirmDialog({ title: t('confirm.deleteKeywordTitle'), html: t('confirm.deleteKeywordBody', { keyword: row.keyword }) }))
      await removeKeyword(row.id);
  }

  const actions = (row: Keyword) => (
    <HStack gap={1}>
      <Button size="xs" variant="outline" onClick={() => setHistory({ id: row.id, isKeyword: true, title: row.keyword })}>
        {t('actions.history')}
      </Button>
      <IconButton
        size="xs"
        variant="ghost"
        aria-label={t('actions.deleteKeyword', { keyword: row.keyword })}
        onClick={() => void remove(row)}
      >
        <Icon name="close" />
      </IconButton>
    </HStack>
  );

  // The visible '내 상품' is the switch's label (clicking it toggles). Zag names the input by that
  // label, so the keyword rides along visually hidden: each row's switch keeps a distinct name
  // ('{keyword} 내 상품 등록') for screen readers.
  const myProductSwitch = (row: Keyword) => {
    const [before, after] = t('actions.myProductToggle', { keyword: row.keyword }).split(t('columns.isMyProduct'));
    return (
      <Switch.Root size="sm" checked={row.is_my_product} onCheckedChange={(e) => void toggleMyProduct(row, e.checked)} cursor="pointer">
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label fontSize="sm" fontWeight="normal">
          {before ? <VisuallyHidden>{before}</VisuallyHidden> : null}
          {t('columns.isMyProduct')}
          {after ? <VisuallyHidden>{after}</VisuallyHidden> : null}
        </Switch.Label>
      </Switch.Root>
    );
  };

  return (
    <>
      <PageHeader title={t('pages.naverShopping.title')} description={t('pages.naverShopping.description')} />
      <Card.Root mb={6}>
        <Card.Body>
          <Form
            form={form}
            testId="rank-lookup-form"
            onSubmit={({ url, keywords }) => lookup({ keywords: splitKeywords(keywords), url: url.trim(), type: 'shopping' })}
          >
            <Stack gap={4}>
              <TextField
                name="url"
                label={t('form.product')}
                placeholder={t('form.productPlaceholder')}
                helperText={t('form.productHelp')}
                required={t('messages.enterProduct')}
              />
              <TextareaField
                name="keywords"
                label={t('form.keywords')}
                placeholder={t('form.keywordsPlaceholder')}
                helperText={t('form.keywordsHelp')}
                rows={3}
                required={t('messages.enterKeywords')}
                validate={(value) => {
                  const keywords = splitKeywords(String(value ?? ''));
                  if (!keywords.length) return t('messages.enterKeywords');
                  // Naver cannot search an emoji; the server refuses it with the same message.
                  return !keywords.some(hasEmoji) || adMessages.keywordEmoji;
                }}
              />
              <HStack justify="space-between" wrap="wrap">
                <Text fontSize="sm" color="fg.muted">
                  {user.is_guest ? (remaining !== null ? t('guest.remaining', { count: remaining }) : t('guest.limitNotice')) : null}
                </Text>
                <Button type="submit" colorPalette="brand" loading={lookup.isRunning}>
                  {t('actions.lookup')}
                </Button>
              </HStack>
            </Stack>
          </Form>
        </Card.Body>
      </Card.Root>

      {guestLimit ? (
        <Alert.Root status="info" mb={6} data-testid="guest-limit">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{guestLimit}</Alert.Description>
          </Alert.Content>
          <Button asChild size="sm" colorPalette="brand">
            <RouterLink to="/register">{t('guest.register')}</RouterLink>
          </Button>
        </Alert.Root>
      ) : null}

      <Flex justify="space-between" align="center" mb={3} gap={3} wrap="wrap">
        <HStack gap={2}>
          <Text fontWeight="semibold">{t('results.title', { count: list.count, formatted: formatNumber(list.count) })}</Text>
          {demo ? (
            <Badge colorPalette="orange" title={t('demoDataHint')} data-testid="demo-badge">
              {t('demoData')}
            </Badge>
          ) : null}
        </HStack>
        <HStack gap={2}>
          <CopyButton
            text={() => [...new Set(rows.map((row) => row.keyword))].join(', ')}
            copiedMessage={t('messages.keywordsCopied')}
            failedMessage={t('messages.copyFailed')}
            disabled={rows.length === 0}
          >
            {t('actions.copyKeywords')}
          </CopyButton>
          <Group attached>
            <Button
              size="sm"
              variant={view === 'grid-view' ? 'solid' : 'outline'}
              aria-pressed={view === 'grid-view'}
              onClick={() => setView('grid-view')}
            >
              {t('view.grid')}
            </Button>
            <Button
              size="sm"
              variant={view === 'list-view' ? 'solid' : 'outline'}
              aria-pressed={view === 'list-view'}
              onClick={() => setView('list-view')}
            >
              {t('view.list')}
            </Button>
          </Group>
        </HStack>
      </Flex>

      {rows.length === 0 && !list.isLoading ? (
        <EmptyState icon="keyword" title={t('results.empty')} description={t('results.emptyHint')} />
      ) : view === 'grid-view' ? (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap={4} data-testid="keyword-grid">
          {rows.map((row) => (
            <Card.Root key={row.id} size="sm" data-testid="keyword-card">
              <Card.Header>
                <Flex justify="space-between" align="start" gap={2}>
                  <Box minW={0}>
                    <Text fontWeight="bold" truncate>
                      {row.keyword}
                    </Text>
                    <Text fontSize="xs" color="fg.muted">
                      MID {row.mid}
                    </Text>
                  </Box>
                  {actions(row)}
                </Flex>
              </Card.Header>
              <Card.Body gap={2}>
                <HStack align="baseline" gap={2}>
                  <Text fontSize="2xl" fontWeight="bold" color={row.status === 'FAILED' ? 'red.500' : undefined} data-testid="keyword-rank">
                    {row.status === 'FOUND' ? t('rank.value', { rank: formatNumber(row.rank) }) : row.rankText}
                  </Text>
                  <MovementBadge movement={latestMovement(row.histories)} />
                </HStack>
                {row.status === 'FOUND' ? (
                  <Text fontSize="sm">{t('rank.pagePosition', { page: row.page, pageRank: row.pageRank })}</Text>
                ) : row.status === 'FAILED' ? (
                  <Text fontSize="sm" color="red.500">
                    {row.error}
                  </Text>
                ) : (
                  <Text fontSize="sm" color="fg.muted">
                    {t('rank.outOfRangeHint')}
                  </Text>
                )}
                <Text fontSize="xs" color="fg.muted">
                  {t('columns.searchDateTime')}: {formatDateTime(row.searchDateTime)} {row.demo ? `· ${t('demoData')}` : ''}
                </Text>
                {myProductSwitch(row)}
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      ) : (
        <DataTable<Keyword>
          {...list.tableProps}
          getRowId={(row) => row.id}
          columns={[
            { key: 'keyword', header: t('columns.keyword'), sortable: true },
            { key: 'mid', header: t('columns.mid') },
            { key: 'rank', header: t('columns.rank'), sortable: true, cell: (row) => (row.rank ? formatNumber(row.rank) : '-') },
            ...rankResultColumns<Keyword>(t),
            { key: 'movement', header: t('columns.change'), cell: (row) => <MovementBadge movement={latestMovement(row.histories)} /> },
            {
              key: 'searchDateTime',
              header: t('columns.searchDateTime'),
              sortable: 'searched_at',
              cell: (row) => formatDateTime(row.searchDateTime),
            },
            { key: 'isMyProduct', header: t('columns.isMyProduct'), cell: myProductSwitch },
            { key: 'actions', header: '', cell: actions },
          ]}
        />
      )}
      <HistoryDialog target={history} onClose={() => setHistory(null)} />
    </>
  );
}
