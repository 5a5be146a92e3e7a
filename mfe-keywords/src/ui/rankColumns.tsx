/**
 * The columns of a rank check's result, the same wherever a keyword's rank is listed: its page, its
 * rank on that page and its words (red, the error as the tooltip, when the check failed).
 */
import { Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from '@nurly/shared';
import type { Keyword } from '@nurly/contracts/schemas';

type RankResult = Pick<Keyword, 'page' | 'pageRank' | 'rankText' | 'status' | 'error'>;

export function rankResultColumns<Row extends RankResult>(t: TFunction): DataTableColumn<Row>[] {
  return [
    { key: 'page', header: t('columns.page'), cell: (row) => row.page ?? '-' },
    { key: 'pageRank', header: t('columns.pageRank'), cell: (row) => row.pageRank ?? '-' },
    {
      key: 'rankText',
      header: t('columns.rankText'),
      cell: (row) => (
        <Text color={row.status === 'FAILED' ? 'red.500' : undefined} title={row.error ?? undefined}>
          {row.rankText}
        </Text>
      ),
    },
  ];
}
