/**
 * Balance history (spec §4): the first ~10 entries in simple mode until 'view all' (shown at 10
 * or more) reloads without limit; pending requests are orange with copy and cancel.
 */
import { Badge, Box, Button, Flex, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, confirmDialog, errorMessage, formatWon, notify } from '@nurly/shared';
import type { BalanceHistoryRow } from '@nurly/contracts/schemas';
import { postCancelTopUp, useBalanceHistory } from '../balance/api';
import { copyText, refreshBalance } from '../balance/refresh';
import { describeRow, formatEntryDate, showViewAll, toneColor } from './rows';

export interface BalanceHistoryProps {
  userId: number | null;
  /** Start expanded (the /point/list page shows everything). */
  expanded?: boolean;
}

export function BalanceHistory({ userId, expanded: initiallyExpanded = false }: BalanceHistoryProps) {
  const { t } = useTranslation('points');
  const [expanded, setExpanded] = useState(initiallyExpanded);
  const { data, isLoading } = useBalanceHistory(userId, !expanded);
  const rows = data?.results ?? [];

  const copyDeposit = async (row: BalanceHistoryRow) => {
    const text = t('topUp.depositInfo', { depositName: row.evidence?.deposit_name ?? '', amount: formatWon(Math.abs(row.point)) });
    if (await copyText(text)) notify.success(t('topUp.copied'));
  };

  const cancel = async (row: BalanceHistoryRow) => {
    const ok = await confirmDialog({
      title: t('history.cancelTitle'),
      html: t('history.cancelBody', { amount: formatWon(Math.abs(row.point)) }),
    });
    if (!ok) return;
    try {
      const response = await postCancelTopUp(row.id);
      notify.success(response.message || t('history.cancelled'));
      await refreshBalance();
    } catch (failure) {
      notify.error(errorMessage(failure));
    }
  };

  if (isLoading) return <Spinner />;
  if (!rows.length) return <EmptyState title={t('history.empty')} />;

  return (
    <Stack gap="0" data-testid="balance-history">
      {rows.map((row) => {
        const view = describeRow(row);
        return (
          <Flex
            key={row.id}
            py="3"
            borderBottomWidth="1px"
            gap="3"
            align="center"
            wrap="wrap"
            data-testid="history-row"
            data-action={row.action}
          >
            <Box flex="1" minW="200px">
              <HStack gap="2" wrap="wrap">
                <Badge colorPalette={toneColor[view.chipTone]} variant="subtle" data-testid="history-chip">
                  {view.chipIsKey ? t(view.chipText) : view.chipText}
                </Badge>
                {view.pending ? (
                  <>
                    <Button size="xs" variant="outline" onClick={() => void copyDeposit(row)}>
                      {t('history.copy')}
                    </Button>
                    <Button size="xs" variant="outline" colorPalette="red" onClick={() => void cancel(row)} data-testid="history-cancel">
                      {t('history.cancel')}
                    </Button>
                  </>
                ) : null}
              </HStack>
              <Text fontSize="xs" color="fg.muted" mt="1">
                {formatEntryDate(row.created_at)}
                {row.memo ? ` · ${row.memo}` : ''}
              </Text>
            </Box>
            <Text fontWeight="semibold" color={`${toneColor[view.amountTone]}.fg`} data-testid="history-amount">
              {formatWon(view.amount)}
            </Text>
          </Flex>
        );
      })}
      {showViewAll(rows.length, expanded) ? (
        <Button mt="3" variant="ghost" onClick={() => setExpanded(true)} data-testid="history-view-all">
          {t('history.viewAll')}
        </Button>
      ) : null}
    </Stack>
  );
}
