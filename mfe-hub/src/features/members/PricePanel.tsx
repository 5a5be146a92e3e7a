/**
 * What the hub's clients pay (docs/decisions/money-loop.md#prices: the hub admin's child prices): @nurly/domain-ui's
 * TierPriceTable in the hub's words, saved for the hub's group (PUT hub/members/prices). A refusal
 * (below the hub's own price) shows the server's message above the table; the typed prices stay.
 */
import { useTranslation } from 'react-i18next';
import type { TierPrices } from '@nurly/contracts/schemas';
import { MemberPricePanel, TierPriceTable } from '@nurly/domain-ui';
import { PRICES_PATH, savePrices } from './api';

const revalidate = [PRICES_PATH];

export function PricePanel({ prices }: { prices: TierPrices }) {
  const { t } = useTranslation('hub');
  return (
    <MemberPricePanel title={t('members.prices.title')} notes={t('members.prices.description')}>
      <TierPriceTable
        prices={prices}
        save={(rows) => savePrices({ prices: rows })}
        revalidate={revalidate}
        inputTestId="client-price"
        labels={{
          product: t('members.prices.product'),
          own: t('members.prices.own'),
          child: t('members.prices.clientPrice'),
          childOf: (product) => t('members.prices.clientPriceOf', { product }),
          margin: t('members.prices.margin'),
          save: t('members.prices.save'),
          hint: t('members.prices.hint'),
          invalid: t('members.prices.invalid'),
        }}
      />
    </MemberPricePanel>
  );
}
