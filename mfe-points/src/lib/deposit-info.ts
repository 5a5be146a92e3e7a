/** The "입금 정보" copied after a top-up request and from a pending ledger row: account, depositor, amount. */
import type { TFunction } from 'i18next';
import type { DepositAccount } from '@nurly/contracts/schemas';

export function depositInfoText(t: TFunction, account: DepositAccount | null | undefined, depositName: string, amount: string): string {
  const where = account
    ? t('depositAccount.line', { bank: account.bank, number: account.account_number, holder: account.holder })
    : t('depositAccount.none');
  return t('topUp.depositInfo', { account: where, depositName, amount });
}
