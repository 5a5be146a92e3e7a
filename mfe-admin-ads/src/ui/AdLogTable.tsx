/**
 * A change log as a table (the staff ad drawer, the campaign detail): when (Korea time), which line,
 * the field and its change in words (lib/adLog.ts), by whom and why.
 */
import { Box } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, formatDateTime, type DataTableColumn, type PagedTableProps } from '@nurly/shared';
import type { AdLog } from '@nurly/contracts/schemas';
import { useAdLogText } from '../lib/adLog';

export interface AdLogTableProps {
  list: PagedTableProps<AdLog>;
  /** The line a row belongs to (a campaign's log holds every line's rows); no column without it. */
  lineName?: (adId: number) => string;
  testId?: string;
}

export function AdLogTable({ list, lineName, testId }: AdLogTableProps) {
  const { t } = useTranslation('admin-ads');
  const describe = useAdLogText();
  // Columns keep their identity between renders: DataTable renders each cell function as a component.
  const columns = useMemo<DataTableColumn<AdLog>[]>(
    () => [
      { key: 'created_at', header: t('detail.logAt'), cell: (row) => formatDateTime(row.created_at) },
      ...(lineName ? [{ key: 'ad_id', header: t('campaign.log.line'), cell: (row: AdLog) => lineName(row.ad_id) }] : []),
      { key: 'field', header: t('detail.logField'), cell: (row) => describe(row).field },
      { key: 'change', header: t('detail.logChange'), cell: (row) => describe(row).change },
      { key: 'actor', header: t('detail.logActor'), cell: (row) => row.actor?.username ?? t('detail.system') },
      { key: 'reason', header: t('detail.logReason'), cell: (row) => row.reason ?? '' },
    ],
    [t, describe, lineName],
  );
  return (
    <Box data-testid={testId}>
      <DataTable<AdLog> {...list} getRowId={(row) => row.id} size="sm" columns={columns} />
    </Box>
  );
}
