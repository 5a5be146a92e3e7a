/** Copy and cancel buttons of a top-up request waiting for its deposit (docs/decisions/product.md#states). */
import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { confirmDialog, copyText, formatWon, loadUser, notify, useAction } from '@nurly/shared';
import type { BalanceHistoryRow } from '@nurly/contracts/schemas';
import { postCancelTopUp } from '../../lib/balance';
import { HISTORY_PATHS } from '../../lib/balance-refresh';
import { useDepositAccount } from '../../lib/deposit-account';
import { depositInfoText } from '../../lib/deposit-info';

export function PendingActions({ row }: { row: BalanceHistoryRow }) {
  const { t } = useTranslation('points');
  const amount = formatWon(Math.abs(row.point));
  const { data: depositAccount } = useDepositAccount();
  const cancel = useAction(postCancelTopUp, {
    revalidate: HISTORY_PATHS,
    success: t('history.cancelled'),
    // The balance shown in the bar is the user's point.
    onSuccess: async () => void (await loadUser().catch(() => undefined)),
  });

  const copyDeposit = async () => {
    if (await copyText(depositInfoText(t, depositAccount, row.evidence?.deposit_name ?? '', amount))) notify.success(t('topUp.copied'));
  };

  const confirmCancel = async () => {
    if (await confirmDialog({ title: t('history.cancelTitle'), html: t('history.cancelBody', { amount }) })) await cancel(row.id);
  };

  return (
    <>
      <Button size="xs" variant="outline" onClick={() => void copyDeposit()}>
        {t('history.copy')}
      </Button>
      <Button
        size="xs"
        variant="outline"
        colorPalette="red"
        loading={cancel.isRunning}
        onClick={() => void confirmCancel()}
        data-testid="history-cancel"
      >
        {t('history.cancel')}
      </Button>
    </>
  );
}
