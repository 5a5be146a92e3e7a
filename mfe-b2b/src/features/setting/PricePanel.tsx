/**
 * The selected account's prices (money-loop §2): @nurly/domain-ui's TierPriceTable with the catalog
 * price and the own price's source, saved for this account (PUT admin/b2b/prices); a tier 4
 * advertiser has no children and is told so.
 */
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TierPriceTable } from '@nurly/domain-ui';
import { MEMBERS_PATH, PRICES_PATH, savePrices, usePrices } from './api';

const revalidate = [PRICES_PATH, MEMBERS_PATH];

export function PricePanel({ accountId, onClose }: { accountId: number; onClose: () => void }) {
  const { t } = useTranslation('b2b');
  const { data, isLoading } = usePrices(accountId);
  return (
    <Box borderWidth="1px" rounded="md" p="4" data-testid="price-panel">
      <Flex justify="space-between" align="center" mb="3" gap="2" wrap="wrap">
        <Text as="h2" fontWeight="semibold">
          {data ? t('prices.title', { name: data.account.name ?? data.account.username }) : t('prices.loading')}
        </Text>
        <Button size="xs" variant="ghost" onClick={onClose}>
          {t('prices.close')}
        </Button>
      </Flex>
      {data && !data.can_set_child_prices ? (
        <Text color="fg.muted" mb="3">
          {t('prices.advertiserHint')}
        </Text>
      ) : null}
      {isLoading && !data ? <Text color="fg.muted">{t('prices.loading')}</Text> : null}
      {data ? (
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
      ) : null}
    </Box>
  );
}
