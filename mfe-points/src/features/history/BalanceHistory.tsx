/**
 * Balance history (docs/decisions/product.md#states): the latest ~10 entries in simple mode until 'view all' (shown at 10
 * or more) opens the whole history (paged, sorted, exportable; `?history=all` in the URL, so it
 * survives a reload); pending requests are orange with copy and cancel.
 */
import { Badge, Box, Button, Flex, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, ExportButton, formatWon } from '@nurly/shared';
import { useBalanceHistory } from '../../lib/balance';
import { FullHistory, POINT_HISTORY_PATH } from './FullHistory';
import { DepositAccountBox } from '../../ui/DepositAccountBox';
import { PendingActions } from './PendingActions';
import { formatEntryDate } from '../../lib/entry-date';
import { describeRow, showViewAll, toneColor } from './rows';

export interface BalanceHistoryProps {
  userId: number | null;
  /** Start with the whole history. */
  expanded?: boolean;
}

const VIEW_KEY = 'history';
/** URL keys of the whole history's list state, dropped when going back to the recent entries. */
const LIST_KEYS = ['page', 'page_size', 'ordering', 'search'];

export function BalanceHistory({ userId, expanded: initiallyExpanded = false }: BalanceHistoryProps) {
  const { t } = useTranslation('points');
  const [searchParams, setSearchParams] = useSearchParams();
  const expanded = initiallyExpanded || searchParams.get(VIEW_KEY) === 'all';
  const { data, isLoading } = useBalanceHistory(expanded ? null : userId, true);
  const rows = data?.results ?? [];

  const setExpanded = (all: boolean) => {
    const next = new URLSearchParams(searchParams);
    if (all) next.set(VIEW_KEY, 'all');
    else for (const key of [VIEW_KEY, ...LIST_KEYS]) next.delete(key);
    setSearchParams(next, { replace: true });
  };

  if (expanded && userId) return <FullHistory onCollapse={() => setExpanded(false)} />;
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
                {view.pending ? <PendingActions row={row} /> : null}
              </HStack>
              <Text fontSize="xs" color="fg.muted" mt="1">
                {formatEntryDate(row.created_at)}
                {row.memo ? ` · ${row.memo}` : ''}
              </Text>
              {view.pending ? <DepositAccountBox compact /> : null}
            </Box>
            <Box textAlign="end">
              <Text
                fontWeight="semibold"
                color={`${toneColor[view.amountTone]}.fg`}
                data-tone={view.amountTone}
                data-testid="history-amount"
              >
                {formatWon(view.amount)}
              </Text>
              {view.balanceAfter !== null ? (
                <Text fontSize="xs" color="fg.muted" data-testid="history-balance-after">
                  {t('history.balanceAfter', { amount: formatWon(view.balanceAfter) })}
                </Text>
              ) : null}
            </Box>
          </Flex>
        );
      })}
      <HStack mt="3" gap="2" justify="space-between" wrap="wrap">
        {showViewAll(rows.length, expanded) ? (
          <Button variant="ghost" onClick={() => setExpanded(true)} data-testid="history-view-all">
            {t('history.viewAll')}
          </Button>
        ) : (
          <span />
        )}
        {/* The whole ledger, whatever the simple view shows. */}
        <ExportButton path={POINT_HISTORY_PATH} params={{}} fallbackName="point-history" testId="history-export" />
      </HStack>
    </Stack>
  );
}
