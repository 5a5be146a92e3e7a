import { Badge, Button, Card, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { DataTable, formatDateTime, PageHeader } from '@nurly/shared';
import type { ProductKeyword } from '@nurly/contracts/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useHistories } from '../../lib/histories';
import { useProduct } from '../../lib/products';
import { HistoryDialog, type HistoryTarget } from '../../ui/HistoryDialog';
import { NoProduct } from '../../ui/NoProduct';
import { RankChart } from '../../ui/RankChart';
import { rankResultColumns } from '../../ui/rankColumns';

/** One product: its keywords' current ranks and the rank history of all of them. */
export default function ProductDetailsPage() {
  const { t } = useTranslation('keywords');
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const { data: product, error } = useProduct(id);
  const { data: histories } = useHistories(id, { isKeyword: false });
  const [history, setHistory] = useState<HistoryTarget | null>(null);
  return (
    <>
      <PageHeader
        title={t('pages.productDetails.title')}
        description={product ? (product.title ?? t('product.untitled', { mid: product.productId })) : t('pages.productDetails.description')}
        actions={
          product ? (
            <Button size="sm" variant="outline" asChild>
              <RouterLink to={`/report?ids=${product.id}`}>{t('actions.viewReport')}</RouterLink>
            </Button>
          ) : undefined
        }
      />
      {!id || error ? (
        <NoProduct error={error} listPath="/product/list" listTitle={t('pages.productList.title')} />
      ) : product ? (
        <Stack gap={6}>
          <Card.Root>
            <Card.Body>
              <HStack gap={6} wrap="wrap" fontSize="sm">
                <Text>MID {product.productId}</Text>
                {product.url ? (
                  <Link href={product.url} target="_blank" rel="noreferrer" color="brand.fg">
                    {t('product.openStore')}
                  </Link>
                ) : null}
                <Text>
                  {t('columns.malls')}: {product.malls.join(', ') || '-'}
                </Text>
                <Text>
                  {t('columns.mainKeyword')}: {product.main_keyword ?? '-'}
                </Text>
                {product.extended ? <Badge colorPalette="purple">{t('product.extended')}</Badge> : null}
              </HStack>
            </Card.Body>
          </Card.Root>
          {histories && histories.results.length > 0 ? (
            <Card.Root>
              <Card.Header>
                <Text fontWeight="semibold">{t('product.rankOverTime')}</Text>
              </Card.Header>
              <Card.Body>
                <RankChart histories={histories.results} />
              </Card.Body>
            </Card.Root>
          ) : null}
          <DataTable<ProductKeyword>
            rows={product.keywords}
            getRowId={(row) => row.id}
            hideFooter
            columns={[
              { key: 'keyword', header: t('columns.keyword'), cell: (row) => `${row.is_main ? '★ ' : ''}${row.keyword}` },
              { key: 'rank', header: t('columns.rank'), cell: (row) => row.rank ?? '-' },
              ...rankResultColumns<ProductKeyword>(t),
              { key: 'searchDateTime', header: t('columns.searchDateTime'), cell: (row) => formatDateTime(row.searchDateTime) },
              {
                key: 'provider',
                header: t('columns.provider'),
                cell: (row) => (row.demo ? <Badge colorPalette="orange">{t('demoData')}</Badge> : row.provider),
              },
              {
                key: 'history',
                header: '',
                cell: (row) => (
                  <Button size="xs" variant="outline" onClick={() => setHistory({ id: row.id, isKeyword: true, title: row.keyword })}>
                    {t('actions.history')}
                  </Button>
                ),
              },
            ]}
          />
        </Stack>
      ) : null}
      <HistoryDialog target={history} onClose={() => setHistory(null)} />
    </>
  );
}
