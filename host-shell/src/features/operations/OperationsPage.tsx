/**
 * /admin/operations "운영 상태" (NURLY_ADMIN): the money jobs in sight of staff — unsettled past days
 * (red when late: yesterday unsettled at 01:00 Korea time, or any older day), the last settlement run
 * of each of the last 14 days (ads charged, amount from the ledger, duration, errors), the postback
 * backlog per publisher app, the background job queues and today's rank API budget. The shell's own
 * page, like /admin/releases: it must show a failing job whatever remote fails.
 */
import { Alert, Box, Card, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DataTable,
  PageHeader,
  StatusBadge,
  errorMessage,
  formatDate,
  formatDateTime,
  formatNumber,
  formatWon,
  type DataTableColumn,
  type StatusTones,
} from '@nurly/shared';
import type { JobQueueStatus, PostbackBacklog, SettlementDayStatus, UnsettledDay } from '@nurly/contracts/schemas';
import { registerOperationsStrings } from '../../i18n/operations';
import { useOperationsReport } from './api';

registerOperationsStrings();

const runTones: StatusTones<'ok' | 'failed' | 'none'> = { ok: 'green', failed: 'red', none: 'gray' };

function Section({ title, aside, children, testId }: { title: string; aside?: ReactNode; children: ReactNode; testId: string }) {
  return (
    <Box data-testid={testId}>
      <HStack justify="space-between" align="baseline" mb="2" gap="3" wrap="wrap">
        <Text as="h2" fontWeight="semibold">
          {title}
        </Text>
        {aside}
      </HStack>
      {children}
    </Box>
  );
}

export function OperationsPage() {
  const { t } = useTranslation('shell');
  const { data, error, isLoading } = useOperationsReport();

  const duration = (ms: number) =>
    ms < 1000 ? t('operations.durationMs', { ms }) : t('operations.durationSeconds', { seconds: (ms / 1000).toFixed(1) });
  const unsettled = useMemo(() => new Map((data?.settlement.unsettled ?? []).map((day) => [day.day, day])), [data]);
  const lateDays = (data?.settlement.unsettled ?? []).filter((day) => day.late).length;

  const unsettledColumns: DataTableColumn<UnsettledDay>[] = [
    {
      key: 'day',
      header: t('operations.unsettled.day'),
      cell: (d) => (
        <Text as="span" fontWeight="semibold" color={d.late ? 'red.fg' : undefined}>
          {formatDate(d.day)}
        </Text>
      ),
    },
    {
      key: 'late',
      header: t('operations.unsettled.state'),
      cell: (d) => (
        <StatusBadge status={d.late ? 'late' : 'waiting'} tones={{ late: 'red', waiting: 'orange' }} testId={`unsettled-${d.day}`}>
          {d.late ? t('operations.unsettled.late') : t('operations.unsettled.waiting')}
        </StatusBadge>
      ),
    },
    { key: 'ad_days', header: t('operations.unsettled.adDays'), align: 'end', cell: (d) => formatNumber(d.ad_days) },
    { key: 'completions', header: t('operations.unsettled.completions'), align: 'end', cell: (d) => formatNumber(d.completions) },
  ];

  const runColumns: DataTableColumn<SettlementDayStatus>[] = [
    {
      key: 'day',
      header: t('operations.runs.day'),
      cell: (d) => {
        const open = unsettled.get(d.day);
        return (
          <HStack gap="2">
            <Text as="span" color={open?.late ? 'red.fg' : undefined} fontWeight={open ? 'semibold' : undefined}>
              {formatDate(d.day)}
            </Text>
            {open ? (
              <StatusBadge status={open.late ? 'late' : 'waiting'} tones={{ late: 'red', waiting: 'orange' }} size="sm">
                {t('operations.runs.unsettled')}
              </StatusBadge>
            ) : null}
          </HStack>
        );
      },
    },
    {
      key: 'status',
      header: t('operations.runs.status'),
      cell: (d) => {
        const status = d.last_run?.status ?? 'none';
        return (
          <StatusBadge status={status} tones={runTones} testId={`run-${d.day}`}>
            {d.last_run ? t(`operations.runs.statuses.${d.last_run.status}`) : t('operations.runs.noRun')}
          </StatusBadge>
        );
      },
    },
    {
      key: 'ads_charged',
      header: t('operations.runs.adsCharged'),
      align: 'end',
      cell: (d) => (d.last_run ? formatNumber(d.last_run.ads_charged) : '-'),
    },
    { key: 'amount', header: t('operations.runs.amount'), align: 'end', cell: (d) => (d.last_run ? formatWon(d.last_run.amount) : '-') },
    {
      key: 'duration',
      header: t('operations.runs.duration'),
      align: 'end',
      cell: (d) => (d.last_run ? duration(d.last_run.duration_ms) : '-'),
    },
    { key: 'finished_at', header: t('operations.runs.finishedAt'), cell: (d) => formatDateTime(d.last_run?.finished_at) },
    {
      key: 'trigger',
      header: t('operations.runs.trigger'),
      cell: (d) => (d.last_run ? t(`operations.runs.triggers.${d.last_run.trigger}`) : '-'),
    },
    {
      key: 'runs',
      header: t('operations.runs.runs'),
      cell: (d) => (d.runs ? t('operations.runs.runCount', { runs: d.runs, failed: d.failed_runs }) : '-'),
    },
    {
      key: 'error',
      header: t('operations.runs.error'),
      cell: (d) =>
        d.last_run?.error ? (
          <Text as="span" color="red.fg" fontSize="sm" lineClamp={2} title={d.last_run.error}>
            {d.last_run.error}
          </Text>
        ) : (
          ''
        ),
    },
    { key: 'instance', header: t('operations.runs.instance'), hidden: true, cell: (d) => d.last_run?.instance ?? '-' },
  ];

  const postbackColumns: DataTableColumn<PostbackBacklog>[] = [
    { key: 'app', header: t('operations.postbacks.app'), cell: (p) => `${p.app.name} (#${p.app.id})` },
    { key: 'owner', header: t('operations.postbacks.owner'), cell: (p) => p.app.owner },
    { key: 'pending', header: t('operations.postbacks.pending'), align: 'end', cell: (p) => formatNumber(p.pending) },
    {
      key: 'failed',
      header: t('operations.postbacks.failed'),
      align: 'end',
      cell: (p) => (
        <Text as="span" color={p.failed > 0 ? 'red.fg' : undefined}>
          {formatNumber(p.failed)}
        </Text>
      ),
    },
    { key: 'stopped', header: t('operations.postbacks.stopped'), align: 'end', cell: (p) => formatNumber(p.stopped) },
    { key: 'oldest_pending_at', header: t('operations.postbacks.oldestPending'), cell: (p) => formatDateTime(p.oldest_pending_at) },
  ];

  const queueColumns: DataTableColumn<JobQueueStatus>[] = [
    { key: 'name', header: t('operations.jobs.name'), cell: (q) => <Text fontFamily="mono">{q.name}</Text> },
    { key: 'queued', header: t('operations.jobs.queued'), align: 'end', cell: (q) => formatNumber(q.queued) },
    { key: 'deferred', header: t('operations.jobs.deferred'), align: 'end', cell: (q) => formatNumber(q.deferred) },
    { key: 'active', header: t('operations.jobs.active'), align: 'end', cell: (q) => formatNumber(q.active) },
    {
      key: 'failed',
      header: t('operations.jobs.failed'),
      align: 'end',
      cell: (q) => (
        <Text as="span" color={q.failed > 0 ? 'red.fg' : undefined}>
          {formatNumber(q.failed)}
        </Text>
      ),
    },
    { key: 'oldest_queued_at', header: t('operations.jobs.oldest'), cell: (q) => formatDateTime(q.oldest_queued_at) },
  ];

  const rank = data?.rank_budget;
  return (
    <Box>
      <PageHeader title={t('titles.operations')} description={t('operations.description')} />
      {error ? (
        <Alert.Root status="error" mb="4" data-testid="operations-load-error">
          <Alert.Indicator />
          <Alert.Title>
            {t('operations.loadFailed')}: {errorMessage(error)}
          </Alert.Title>
        </Alert.Root>
      ) : null}
      {data ? (
        <Text fontSize="sm" color="fg.muted" mb="4">
          {t('operations.asOf', { at: formatDateTime(data.now), today: formatDate(data.today) })}
        </Text>
      ) : null}
      {lateDays > 0 ? (
        <Alert.Root status="error" mb="4" data-testid="operations-late">
          <Alert.Indicator />
          <Box>
            <Alert.Title>{t('operations.late.title', { count: lateDays })}</Alert.Title>
            <Alert.Description>{t('operations.late.body')}</Alert.Description>
          </Box>
        </Alert.Root>
      ) : null}
      <Stack gap="8">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Card.Root
            size="sm"
            variant="outline"
            borderColor={lateDays > 0 ? 'red.solid' : undefined}
            data-testid="operations-unsettled-card"
          >
            <Card.Body>
              <Text fontSize="sm" color="fg.muted">
                {t('operations.unsettled.title')}
              </Text>
              <Text fontSize="2xl" fontWeight="bold" color={lateDays > 0 ? 'red.fg' : undefined}>
                {formatNumber(data?.settlement.unsettled.length ?? 0)}
              </Text>
            </Card.Body>
          </Card.Root>
          <Card.Root size="sm" variant="outline" data-testid="operations-rank-card">
            <Card.Body>
              <Text fontSize="sm" color="fg.muted">
                {t('operations.rank.title')}
              </Text>
              <Text fontSize="2xl" fontWeight="bold">
                {rank ? t('operations.rank.usage', { used: formatNumber(rank.used), limit: formatNumber(rank.limit) }) : '-'}
              </Text>
              {rank ? (
                <Text fontSize="sm" color={rank.used >= rank.limit ? 'red.fg' : 'fg.muted'}>
                  {t('operations.rank.left', { left: formatNumber(Math.max(0, rank.limit - rank.used)) })}
                </Text>
              ) : null}
            </Card.Body>
          </Card.Root>
        </SimpleGrid>

        <Section title={t('operations.unsettled.title')} testId="operations-unsettled">
          <DataTable
            columns={unsettledColumns}
            rows={data?.settlement.unsettled ?? []}
            loading={isLoading}
            getRowId={(d) => d.day}
            hideFooter
            size="sm"
            emptyText={t('operations.unsettled.none')}
          />
        </Section>

        <Section
          title={t('operations.runs.title')}
          testId="operations-runs"
          aside={
            data?.settlement.next_run_at ? (
              <Text fontSize="sm" color="fg.muted">
                {t('operations.runs.nextRun', { at: formatDateTime(data.settlement.next_run_at) })}
              </Text>
            ) : null
          }
        >
          <DataTable
            columns={runColumns}
            rows={data?.settlement.days ?? []}
            loading={isLoading}
            getRowId={(d) => d.day}
            hideFooter
            size="sm"
            columnMenu
          />
        </Section>

        <Section title={t('operations.postbacks.title')} testId="operations-postbacks">
          <DataTable
            columns={postbackColumns}
            rows={data?.postbacks ?? []}
            loading={isLoading}
            getRowId={(p) => p.app.id}
            size="sm"
            emptyText={t('operations.postbacks.none')}
          />
        </Section>

        <Section title={t('operations.jobs.title')} testId="operations-jobs">
          {data && !data.jobs.running ? (
            <Text fontSize="sm" color="fg.muted" data-testid="operations-jobs-off">
              {t('operations.jobs.off')}
            </Text>
          ) : (
            <DataTable
              columns={queueColumns}
              rows={data?.jobs.queues ?? []}
              loading={isLoading}
              getRowId={(q) => q.name}
              hideFooter
              size="sm"
              emptyText={t('operations.jobs.none')}
            />
          )}
        </Section>
      </Stack>
    </Box>
  );
}
