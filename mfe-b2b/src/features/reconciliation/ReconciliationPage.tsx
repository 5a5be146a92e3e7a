/**
 * `/admin/reconciliation` (docs/decisions/money-loop.md#one-source-of-truth "The product checks itself"): the last run of the daily
 * check of the money invariants — when it ran (Korea time) and how, each check with its name, OK or
 * broken, what it checks and what to do, and its offending rows (account or hub, ad, day or month,
 * expected vs actual). NURLY_ADMIN runs it now ("지금 점검"); the menu badge follows the new run.
 */
import { Alert, Badge, Box, Button, Card, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTenthsWon, type ReconciliationUnit } from '@nurly/contracts';
import {
  DataTable,
  EmptyState,
  PageHeader,
  errorMessage,
  formatDateTime,
  formatDayOrMonth,
  formatMonth,
  formatWon,
  hasAnyRole,
  useAction,
  useAuth,
  type DataTableColumn,
} from '@nurly/shared';
import type { ReconciliationCheck, ReconciliationFinding } from '@nurly/contracts/schemas';
import { MENU_STATUS_PATH, RECONCILIATION_PATH, runReconciliation, useReconciliation } from './api';

type Row = ReconciliationFinding & { index: number };

/** Whole won (₩1,234) or, for reseller margins kept in tenths, won with its tenth (24.5원). */
const amountOf = (value: number, unit: ReconciliationUnit) => (unit === 'tenths' ? formatTenthsWon(value) : formatWon(value));

function CheckCard({ check }: { check: ReconciliationCheck }) {
  const { t } = useTranslation('b2b');
  const columns = useMemo<DataTableColumn<Row>[]>(
    () => [
      { key: 'kind', header: t('reconciliation.columns.kind'), cell: (row) => t(`reconciliation.kinds.${row.kind}`) },
      {
        key: 'account',
        header: t('reconciliation.columns.account'),
        cell: (row) => (row.account ? `${row.account.name ?? row.account.username} (${row.account.username})` : (row.group?.name ?? '-')),
      },
      { key: 'ad', header: t('reconciliation.columns.ad'), cell: (row) => (row.ad_id === null ? '-' : `#${row.ad_id}`) },
      { key: 'period', header: t('reconciliation.columns.period'), cell: (row) => (row.period ? formatDayOrMonth(row.period) : '-') },
      { key: 'expected', header: t('reconciliation.columns.expected'), align: 'end', cell: (row) => amountOf(row.expected, check.unit) },
      { key: 'actual', header: t('reconciliation.columns.actual'), align: 'end', cell: (row) => amountOf(row.actual, check.unit) },
      {
        key: 'difference',
        header: t('reconciliation.columns.difference'),
        align: 'end',
        cell: (row) => {
          const difference = row.actual - row.expected;
          return (
            <Text as="span" color={difference < 0 ? 'red.fg' : 'blue.fg'}>
              {difference > 0 ? '+' : ''}
              {amountOf(difference, check.unit)}
            </Text>
          );
        },
      },
    ],
    [t, check.unit],
  );
  const rows = useMemo(() => check.findings.map((finding, index) => ({ ...finding, index })), [check.findings]);

  return (
    <Card.Root size="sm" variant="outline" data-testid={`check-${check.key}`}>
      <Card.Body>
        <Stack gap="2">
          <HStack justify="space-between" align="start" gap="3">
            <Box>
              <Text as="h2" fontWeight="semibold">
                {t(`reconciliation.checks.${check.key}.name`)}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {t(`reconciliation.checks.${check.key}.description`)}
              </Text>
            </Box>
            <Badge colorPalette={check.ok ? 'green' : 'red'} flexShrink={0} data-testid={`check-${check.key}-status`}>
              {check.ok ? t('reconciliation.ok') : t('reconciliation.brokenBadge', { count: check.count })}
            </Badge>
          </HStack>
          {check.ok ? null : (
            <>
              <Text fontSize="sm">{t(`reconciliation.checks.${check.key}.action`)}</Text>
              {check.unit === 'tenths' ? (
                <Text fontSize="xs" color="fg.muted">
                  {t('reconciliation.tenths')}
                </Text>
              ) : null}
              <DataTable<Row>
                rows={rows}
                columns={columns}
                getRowId={(row) => row.index}
                hideFooter
                emptyText={t('reconciliation.noFindings')}
              />
              {check.count > check.findings.length ? (
                <Text fontSize="xs" color="fg.muted">
                  {t('reconciliation.sample', { shown: check.findings.length, count: check.count })}
                </Text>
              ) : null}
            </>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

export default function ReconciliationPage() {
  const { t } = useTranslation('b2b');
  const { user } = useAuth();
  const { data, error, isLoading } = useReconciliation();
  const run = useAction(runReconciliation, { revalidate: [RECONCILIATION_PATH, MENU_STATUS_PATH] });
  const last = data?.run ?? null;

  return (
    <>
      <PageHeader
        title={t('pages.reconciliation.title')}
        description={t('pages.reconciliation.description')}
        actions={
          hasAnyRole(user, ['NURLY_ADMIN']) ? (
            <Button size="sm" colorPalette="brand" loading={run.isRunning} onClick={() => void run()} data-testid="run-now">
              {t('reconciliation.runNow')}
            </Button>
          ) : null
        }
      />
      {error ? (
        <Alert.Root status="error" mb="4">
          <Alert.Indicator />
          <Alert.Title>
            {t('reconciliation.loadFailed')}: {errorMessage(error)}
          </Alert.Title>
        </Alert.Root>
      ) : null}
      {isLoading && !data ? <Text color="fg.muted">{t('reconciliation.loading')}</Text> : null}
      {data && !last ? (
        <EmptyState icon="mdi-calendar-check" title={t('reconciliation.never')} description={t('reconciliation.neverHint')} />
      ) : null}
      {last ? (
        <Stack gap="4">
          <Alert.Root status={last.ok ? 'success' : 'error'} data-testid="run-summary">
            <Alert.Indicator />
            <Box>
              <Alert.Title>{last.ok ? t('reconciliation.allOk') : t('reconciliation.broken', { count: last.broken })}</Alert.Title>
              <Alert.Description>
                <Flex direction="column" fontSize="sm">
                  <Text data-testid="run-time">
                    {t('reconciliation.lastRun', {
                      time: formatDateTime(last.finished_at),
                      trigger: t(`reconciliation.triggers.${last.trigger}`),
                    })}
                  </Text>
                  <Text>{t('reconciliation.months', { from: formatMonth(last.from_month), to: formatMonth(last.to_month) })}</Text>
                  {data?.next_run_at ? <Text>{t('reconciliation.nextRun', { time: formatDateTime(data.next_run_at) })}</Text> : null}
                </Flex>
              </Alert.Description>
            </Box>
          </Alert.Root>
          {last.checks.map((check) => (
            <CheckCard key={check.key} check={check} />
          ))}
        </Stack>
      ) : null}
    </>
  );
}
