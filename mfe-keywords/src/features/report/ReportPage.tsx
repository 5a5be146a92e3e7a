import { Badge, Box, Button, Heading, HStack, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { EmptyState, formatDateTime, useAuth } from '@nurly/shared';
import type { Keyword } from '@nurly/contracts/schemas';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useKeywords } from '../../lib/keywords';
import { latestMovement } from '../../lib/movement';
import { useProducts } from '../../lib/products';
import { MovementBadge } from '../../ui/MovementBadge';

const hideInPrint = { '@media print': { display: 'none' } };

/** Printable product rank report (blank layout): every keyword of my products (or ?ids=) with its movement. */
export default function ReportPage() {
  const { t } = useTranslation('keywords');
  const { user } = useAuth();
  const [params] = useSearchParams();
  const ids = (params.get('ids') ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  const { data: products, isLoading } = useProducts({ page: 1, page_size: 1000 });
  const { data: keywords } = useKeywords({ page: 1, page_size: 1000, is_my_product: true });
  const chosen = (products?.results ?? []).filter((p) => ids.length === 0 || ids.includes(p.id));
  const byProduct = new Map<number, Keyword[]>();
  for (const keyword of keywords?.results ?? [])
    if (keyword.product_id) byProduct.set(keyword.product_id, [...(byProduct.get(keyword.product_id) ?? []), keyword]);
  const demo = (keywords?.results ?? []).some((k) => k.demo);
  return (
    <Box maxW="960px" mx="auto" p={{ base: 4, md: 8 }} bg="bg" minH="100vh">
      <HStack justify="space-between" align="start" mb={6}>
        <Stack gap={1}>
          <Heading as="h1" size="xl">
            {t('pages.report.title')}
          </Heading>
          <Text color="fg.muted">{t('report.meta', { user: user.username, at: formatDateTime(new Date().toISOString()) })}</Text>
          {demo ? (
            <Text fontSize="sm" color="orange.fg">
              {t('report.demoNotice')}
            </Text>
          ) : null}
        </Stack>
        <Button size="sm" onClick={() => window.print()} css={hideInPrint}>
          {t('actions.print')}
        </Button>
      </HStack>
      {isLoading ? (
        <Spinner />
      ) : chosen.length === 0 ? (
        <EmptyState icon="product" title={t('myProducts.empty')} />
      ) : (
        <Stack gap={8}>
          {chosen.map((product) => (
            <Box key={product.id} css={{ breakInside: 'avoid' }} data-testid="report-product">
              <Heading as="h2" size="md" mb={1}>
                {product.title ?? t('product.untitled', { mid: product.productId })}
              </Heading>
              <Text fontSize="sm" color="fg.muted" mb={2}>
                MID {product.productId} · {t('columns.malls')}: {product.malls.join(', ') || '-'} · {t('columns.mainKeyword')}:{' '}
                {product.main_keyword ?? '-'}
              </Text>
              <Table.Root size="sm" variant="outline">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('columns.keyword')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('columns.rankText')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('columns.change')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('columns.searchDateTime')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {(byProduct.get(product.id) ?? []).map((keyword) => (
                    <Table.Row key={keyword.id}>
                      <Table.Cell>
                        {keyword.is_main ? '★ ' : ''}
                        {keyword.keyword}
                      </Table.Cell>
                      <Table.Cell>
                        {keyword.status === 'FAILED' ? <Badge colorPalette="red">{keyword.rankText}</Badge> : keyword.rankText}
                      </Table.Cell>
                      <Table.Cell>
                        <MovementBadge movement={latestMovement(keyword.histories)} />
                      </Table.Cell>
                      {/* Breaks between its parts only ("2026. 11. 26." / "오전 6:00"), never inside one. */}
                      <Table.Cell wordBreak="keep-all">{formatDateTime(keyword.searchDateTime)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
