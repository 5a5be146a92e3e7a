import { Badge, Spinner, Stack, Text } from '@chakra-ui/react';
import { DataTable, DialogShell, EmptyState, errorMessage, formatDate } from '@nurly/shared';
import type { KeywordHistory } from '@nurly/contracts/schemas';
import { useTranslation } from 'react-i18next';
import { useHistories } from '../lib/histories';
import { RankChart } from './RankChart';

export interface HistoryTarget {
  /** A keyword id, or a product id with isKeyword false. */
  id: number;
  isKeyword: boolean;
  title: string;
}

export interface HistoryDialogProps {
  target: HistoryTarget | null;
  onClose: () => void;
}

/** Rank history of one keyword (or every keyword of a product): chart over time and the daily rows. */
export function HistoryDialog({ target, onClose }: HistoryDialogProps) {
  const { t } = useTranslation('keywords');
  const { data, error, isLoading } = useHistories(target?.id ?? null, { isKeyword: target?.isKeyword ?? true });
  const rows = [...(data?.results ?? [])].reverse();
  const demo = rows.some((row) => row.provider === 'simulated');
  return (
    <DialogShell
      open={!!target}
      onClose={onClose}
      size="xl"
      scrollBehavior="inside"
      closeButton
      cancelLabel={t('actions.close')}
      testId="history-dialog"
      title={
        <>
          {t('history.title', { name: target?.title ?? '' })} {demo ? <Badge colorPalette="orange">{t('demoData')}</Badge> : null}
        </>
      }
    >
      {isLoading ? (
        <Stack align="center" py={10}>
          <Spinner />
        </Stack>
      ) : error ? (
        <Text color="red.500">{errorMessage(error)}</Text>
      ) : rows.length === 0 ? (
        <EmptyState icon="keyword" title={t('history.empty')} />
      ) : (
        <Stack gap={4}>
          <Text fontSize="sm" color="fg.muted">
            {t('history.hint')}
          </Text>
          <RankChart histories={data!.results} />
          <DataTable<KeywordHistory>
            size="sm"
            rows={rows}
            getRowId={(row) => row.id}
            columns={[
              { key: 'date', header: t('columns.date'), cell: (row) => formatDate(row.date) },
              { key: 'keyword', header: t('columns.keyword') },
              {
                key: 'rankText',
                header: t('columns.rank'),
                cell: (row) =>
                  row.status === 'FAILED' ? (
                    <Text color="red.500" title={row.error ?? ''}>
                      {row.rankText}
                    </Text>
                  ) : (
                    row.rankText
                  ),
              },
            ]}
          />
        </Stack>
      )}
    </DialogShell>
  );
}
