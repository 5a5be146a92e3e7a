/**
 * The selected account's prices (docs/decisions/money-loop.md#prices): @nurly/domain-ui's TierPriceTable with the catalog
 * price and the own price's source, saved for this account (PUT admin/b2b/prices); a tier 4
 * advertiser has no children and is told so. `PriceEditor` is the table alone: the panel below the
 * tree (`?account=`) and the member drawer's 단가 tab both show it.
 */
import { Alert, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@nurly/shared';
import { MemberPricePanel, TierPriceTable, memberName } from '@nurly/domain-ui';
import { AUDIT_PATH, MEMBERS_PATH, PRICES_PATH, savePrices, usePrices } from './api';

const revalidate = [PRICES_PATH, MEMBERS_PATH, AUDIT_PATH];

/** The account's price table with the margin per product shown before saving. */
export function PriceEditor({ accountId }: { accountId: number }) {
  const { t } = useTranslation('b2b');
  const { data, isLoading, error } = usePrices(accountId);
  if (error && !data) {
    return (
      <Alert.Root status="error" data-testid="prices-error">
        <Alert.Indicator />
        <Alert.Title>{t('memberDrawer.prices.failed')}</Alert.Title>
        <Alert.Description>{errorMessage(error)}</Alert.Description>
      </Alert.Root>
    );
  }
  if (isLoading && !data) return <Text color="fg.muted">{t('prices.loading')}</Text>;
  if (!data) return null;
  return (
    <TierPriceTable
      prices={data}
      save={(prices) => savePrices({ account_id: accountId, prices })}
      revalidate={revalidate}
      showSources
      inputTestId="child-price"
      labels={{
        product: t('columns.rewardProduct'),
        catalog: t('prices.catalog'),
        catalogSource: t('prices.catalogSource'),
        own: t('prices.own'),
        child: t('prices.childPrice'),
        childOf: (product) => t('prices.childPriceOf', { product }),
        margin: t('prices.margin'),
        save: t('prices.save'),
        hint: t('prices.hint'),
        invalid: t('prices.invalid'),
      }}
    />
  );
}

export function PricePanel({ accountId, onClose }: { accountId: number; onClose: () => void }) {
  const { t } = useTranslation('b2b');
  const { data } = usePrices(accountId);
  return (
    <MemberPricePanel
      title={data ? t('prices.title', { name: memberName(data.account) }) : t('prices.loading')}
      close={{ label: t('prices.close'), onClose }}
      notes={data && !data.can_set_child_prices ? t('prices.advertiserHint') : null}
    >
      <PriceEditor accountId={accountId} />
    </MemberPricePanel>
  );
}
