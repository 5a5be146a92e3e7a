/**
 * /admin/releases (NURLY_ADMIN): per deployment, which release of each remote is live, its canary
 * and the last change, with activate / promote / abort / roll back through a confirm dialog; the
 * history of changes below. The shell's own page, not a remote's: rolling a broken remote back must
 * not depend on any remote loading.
 */
import { Alert, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DataTable,
  FilterBar,
  formatDateTime,
  PageHeader,
  SelectFilter,
  StatusBadge,
  errorMessage,
  type DataTableColumn,
  type StatusTones,
} from '@nurly/shared';
import { variants, type Variant } from '@nurly/contracts';
import type { LiveRelease, ReleaseEvent } from '@nurly/contracts/schemas';
import { registerReleaseStrings } from '../../i18n/releases';
import { useReleaseOverview } from './api';
import { ReleaseDialog, type ReleaseChange, type ReleaseChangeKind } from './ReleaseDialog';

registerReleaseStrings();

const eventTones: StatusTones<ReleaseEvent['action']> = {
  PUBLISH: 'gray',
  ACTIVATE: 'green',
  PROMOTE: 'green',
  CANARY: 'blue',
  ABORT: 'orange',
  ROLLBACK: 'red',
};

export function ReleasesPage() {
  const { t } = useTranslation('shell');
  const { data, error, isLoading, mutate } = useReleaseOverview();
  const [deployment, setDeployment] = useState<Variant>('default');
  const [change, setChange] = useState<ReleaseChange | null>(null);

  const rows = useMemo(() => data?.live.filter((l) => l.deployment === deployment) ?? [], [data, deployment]);
  const history = useMemo(
    () => (data?.history ?? []).filter((e) => e.deployment === deployment || e.deployment === null).sort((a, b) => b.id - a.id),
    [data, deployment],
  );
  const none = t('releases.none');
  const open = (kind: ReleaseChangeKind, row: LiveRelease) => setChange({ kind, row });

  const liveColumns: DataTableColumn<LiveRelease>[] = [
    { key: 'remote', header: t('releases.columns.remote'), cell: (r) => <Text fontWeight="semibold">{r.remote}</Text> },
    {
      key: 'live',
      header: t('releases.columns.live'),
      cell: (r) =>
        r.live ? <Text title={`@nurly/shared ${r.live.shared_range}`}>{r.live.version}</Text> : <Text color="fg.muted">{none}</Text>,
    },
    {
      key: 'canary',
      header: t('releases.columns.canary'),
      cell: (r) =>
        r.canary ? (
          <StatusBadge status="canary" tones={{ canary: 'blue' }} testId={`release-canary-${r.remote}`}>
            {t('releases.canaryShare', { version: r.canary.version, percent: r.canary_percent })}
          </StatusBadge>
        ) : (
          <Text color="fg.muted">{none}</Text>
        ),
    },
    {
      key: 'updated_at',
      header: t('releases.columns.changed'),
      cell: (r) => (r.updated_at ? t('releases.changedBy', { at: formatDateTime(r.updated_at), actor: r.updated_by ?? '-' }) : '-'),
    },
    {
      key: 'actions',
      header: t('releases.columns.actions'),
      hideable: false,
      cell: (r) => (
        <HStack gap="1">
          <Button size="xs" colorPalette="brand" onClick={() => open('activate', r)} data-testid={`release-activate-${r.remote}`}>
            {t('releases.actions.activate')}
          </Button>
          {r.canary ? (
            <>
              <Button size="xs" variant="outline" onClick={() => open('promote', r)} data-testid={`release-promote-${r.remote}`}>
                {t('releases.actions.promote')}
              </Button>
              <Button size="xs" variant="outline" onClick={() => open('abort', r)} data-testid={`release-abort-${r.remote}`}>
                {t('releases.actions.abort')}
              </Button>
            </>
          ) : null}
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            disabled={!r.live}
            onClick={() => open('rollback', r)}
            data-testid={`release-rollback-${r.remote}`}
          >
            {t('releases.actions.rollback')}
          </Button>
        </HStack>
      ),
    },
  ];

  const historyColumns: DataTableColumn<ReleaseEvent>[] = [
    { key: 'at', header: t('releases.history.at'), cell: (e) => formatDateTime(e.at) },
    {
      key: 'action',
      header: t('releases.history.action'),
      cell: (e) => (
        <StatusBadge status={e.action} tones={eventTones}>
          {t(`releases.events.${e.action}`)}
        </StatusBadge>
      ),
    },
    { key: 'deployment', header: t('releases.history.deployment'), cell: (e) => e.deployment ?? t('releases.history.allDeployments') },
    { key: 'remote', header: t('releases.history.remote') },
    { key: 'change', header: t('releases.history.change'), cell: (e) => `${e.from_version ?? '-'} → ${e.to_version ?? '-'}` },
    { key: 'canary_percent', header: t('releases.history.canary'), cell: (e) => (e.canary_percent === null ? '' : `${e.canary_percent}%`) },
    { key: 'actor', header: t('releases.history.actor'), cell: (e) => e.actor ?? '-' },
    { key: 'reason', header: t('releases.history.reason'), cell: (e) => e.reason ?? '' },
  ];

  return (
    <Box>
      <PageHeader title={t('titles.releases')} description={t('releases.description')} />
      <FilterBar mb="4">
        <SelectFilter
          label={t('releases.deployment')}
          options={variants.map((v) => ({ value: v, label: t(`releases.deployments.${v}`) }))}
          value={deployment}
          onChange={(value) => setDeployment(value as Variant)}
          testId="release-deployment"
        />
      </FilterBar>
      {error ? (
        <Alert.Root status="error" mb="4" data-testid="releases-load-error">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(error)}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Stack gap="8">
        <DataTable columns={liveColumns} rows={rows} loading={isLoading} getRowId={(r) => r.remote} hideFooter size="sm" />
        <Box>
          <Text fontWeight="semibold" mb="2">
            {t('releases.history.title')}
          </Text>
          <DataTable columns={historyColumns} rows={history} loading={isLoading} getRowId={(e) => e.id} size="sm" />
        </Box>
      </Stack>
      <ReleaseDialog
        change={change}
        releases={data?.releases ?? []}
        history={data?.history ?? []}
        onClose={() => setChange(null)}
        onChanged={() => void mutate()}
      />
    </Box>
  );
}
