/**
 * `/admin/b2b/summary` (spec "real-time status"): today's running ads, completions
 * against target per product, accrued cost, held and available money, pending deposits and
 * withdrawals (linking to their desks) and the accounts whose balance runs out today. Refreshes
 * itself every 30 s and says when the server computed it.
 */
import { Alert, Box, Button, Card, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable, PageHeader, errorMessage, formatDateTime, formatNumber, formatWon, type DataTableColumn } from '@nurly/shared';
import type { B2bSummary } from '@nurly/contracts/schemas';
import { useB2bSummary } from './api';

type LowBalance = B2bSummary['lowBalances'][number];
type ProductProgress = B2bSummary['products'][number];

/** One figure of the summary; `link` opens the desk where it is worked on. */
function Counter({ label, value, testId, link }: { label: string; value: string; testId: string; link?: { to: string; label: string } }) {
  return (
    <Card.Root size="sm" variant="outline">
      <Card.Body>
        <Text fontSize="sm" color="fg.muted">
          {label}
        </Text>
        <Text fontSize="xl" fontWeight="bold" data-testid={testId}>
          {value}
        </Text>
        {link && (
          <Button asChild size="xs" variant="plain" px="0" justifyContent="start">
            <RouterLink to={link.to}>{link.label}</RouterLink>
          </Button>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function ProgressRow({ product, label }: { product: ProductProgress; label: string }) {
  const percent = product.target > 0 ? Math.min(100, Math.round((product.completions / product.target) * 100)) : 0;
  return (
    <Box data-testid={`progress-${product.product_code}`}>
      <Flex justify="space-between" fontSize="sm" mb="1" gap="2">
        <Text fontWeight="medium">{product.product_name}</Text>
        <Text color="fg.muted">{label}</Text>
      </Flex>
      <Box
        h="2"
        bg="bg.muted"
        rounded="full"
        overflow="hidden"
        role="progressbar"
        aria-label={product.product_name}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <Box h="full" w={`${percent}%`} bg={percent >= 100 ? 'green.solid' : 'colorPalette.solid'} colorPalette="brand" />
      </Box>
    </Box>
  );
}

/**
 * The page for staff (the whole tree, links to the deposit and withdrawal desks) or, with `reseller`,
 * for a distributor or agency: the same figures of its own subtree (the server scopes the call), no
 * links to the staff desks.
 */
export function SummaryReport({ reseller = false }: { reseller?: boolean }) {
  const { t } = useTranslation('b2b');
  const { data, error, isLoading } = useB2bSummary();

  const lowColumns = useMemo<DataTableColumn<LowBalance>[]>(
    () => [
      { key: 'name', header: t('columns.member'), cell: (row) => `${row.name ?? row.username} (${row.username})` },
      { key: 'available', header: t('summary.availableAfterToday'), align: 'end', cell: (row) => formatWon(row.available) },
      { key: 'need', header: t('summary.oneDayNeed'), align: 'end', cell: (row) => formatWon(row.need) },
    ],
    [t],
  );

  return (
    <>
      <PageHeader
        title={t(reseller ? 'reseller.summary.title' : 'pages.b2bSummary.title')}
        description={t(reseller ? 'reseller.summary.description' : 'pages.b2bSummary.description')}
        actions={
          data ? (
            <Text fontSize="sm" color="fg.muted" data-testid="computed-at">
              {t('summary.computedAt', { time: formatDateTime(data.computedAt) })}
            </Text>
          ) : null
        }
      />
      {error ? (
        <Alert.Root status="error" mb="4">
          <Alert.Indicator />
          <Alert.Title>
            {t('summary.loadFailed')}: {errorMessage(error)}
          </Alert.Title>
        </Alert.Root>
      ) : null}
      {isLoading && !data ? <Text color="fg.muted">{t('summary.loading')}</Text> : null}
      {data ? (
        <Stack gap="6">
          <SimpleGrid columns={{ base: 2, md: 3, lg: 6 }} gap="3" data-testid="summary-counters">
            <Counter label={t('summary.activeAds')} value={formatNumber(data.activeAds)} testId="active-ads" />
            <Counter label={t('summary.accruedCost')} value={formatWon(data.accruedCost)} testId="accrued-cost" />
            <Counter label={t('summary.held')} value={formatWon(data.held)} testId="held" />
            <Counter label={t('summary.available')} value={formatWon(data.available)} testId="available" />
            <Counter
              label={t('summary.pendingDeposits')}
              value={t('summary.countSum', { count: data.pendingDeposits.count, sum: formatWon(data.pendingDeposits.sum) })}
              testId="pending-deposits"
              link={reseller ? undefined : { to: '/admin/deposit', label: t('summary.openDeposits') }}
            />
            <Counter
              label={t('summary.pendingWithdrawals')}
              value={t('summary.countSum', { count: data.pendingWithdrawals.count, sum: formatWon(data.pendingWithdrawals.sum) })}
              testId="pending-withdrawals"
              link={reseller ? undefined : { to: '/admin/withdrawal', label: t('summary.openWithdrawals') }}
            />
          </SimpleGrid>
          <Box>
            <Text as="h2" fontWeight="semibold" mb="3">
              {t('summary.progress')}
            </Text>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {data.products.map((product) => (
                <ProgressRow
                  key={product.product_code}
                  product={product}
                  label={t('summary.progressLabel', {
                    completions: formatNumber(product.completions),
                    target: formatNumber(product.target),
                    ads: formatNumber(product.active_ads),
                  })}
                />
              ))}
            </SimpleGrid>
          </Box>
          <Box>
            <Text as="h2" fontWeight="semibold" mb="1">
              {t('summary.lowBalances')}
            </Text>
            <Text fontSize="sm" color="fg.muted" mb="3">
              {t('summary.lowBalancesHint')}
            </Text>
            <DataTable<LowBalance>
              rows={data.lowBalances}
              columns={lowColumns}
              getRowId={(row) => row.id}
              hideFooter
              emptyText={t('summary.noLowBalances')}
            />
          </Box>
        </Stack>
      ) : null}
    </>
  );
}

export default function B2bSummaryPage() {
  return <SummaryReport />;
}
