/**
 * A change log as a table (an ad's, a campaign's): when (Korea time), which line, the field and its
 * change in words (logText.ts), by whom and why.
 */
import { Box } from '@chakra-ui/react';
import { useMemo } from 'react';
import { DataTable, formatDateTime, type DataTableColumn, type PagedTableProps } from '@nurly/shared';
import type { AdLog } from '@nurly/contracts/schemas';
import { useDomainTranslation } from '../i18n';
import { useAdLogText } from './logText';

export interface AdLogTableProps {
  list: PagedTableProps<AdLog>;
  /** The line a row belongs to (a campaign's log holds every line's rows); no column without it. */
  lineName?: (adId: number) => string;
  testId?: string;
}

export function AdLogTable({ list, lineName, testId }: AdLogTableProps) {
  const { t } = useDomainTranslation();
  const describe = useAdLogText();
  // Columns keep their identity between renders: DataTable renders each cell function as a component.
  const columns = useMemo<DataTableColumn<AdLog>[]>(
    () => [
      { key: 'created_at', header: t('log.at'), cell: (row) => formatDateTime(row.created_at) },
      ...(lineName ? [{ key: 'ad_id', header: t('log.line'), cell: (row: AdLog) => lineName(row.ad_id) }] : []),
      { key: 'field', header: t('log.field'), cell: (row) => describe(row).field },
      { key: 'change', header: t('log.change'), cell: (row) => describe(row).change },
      { key: 'actor', header: t('log.actor'), cell: (row) => row.actor?.username ?? t('log.system') },
      { key: 'reason', header: t('log.reason'), cell: (row) => row.reason ?? '' },
    ],
    [t, describe, lineName],
  );
  return (
    <Box data-testid={testId}>
      <DataTable<AdLog> {...list} getRowId={(row) => row.id} size="sm" columns={columns} />
    </Box>
  );
}
