/**
 * The low-balance notice of the campaign pages (GET point/low-balance): shown while the caller's
 * available balance (balance − holds) is below the next N days of its running lines' day holds,
 * with a link to top up. Nothing is shown otherwise, or while the figures load or fail.
 */
import { Alert, Button } from '@chakra-ui/react';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { apiClient, formatWon } from '@nurly/shared';
import type { LowBalanceResponse } from '@nurly/contracts/schemas';

export const LOW_BALANCE_PATH = 'point/low-balance';

async function getLowBalance(): Promise<LowBalanceResponse> {
  const { data } = await apiClient.get<LowBalanceResponse>(LOW_BALANCE_PATH);
  return data;
}

export function LowBalanceNotice() {
  const { t } = useTranslation('admin-ads');
  const { data } = useSWR<LowBalanceResponse>(LOW_BALANCE_PATH, getLowBalance);
  if (!data?.low) return null;
  return (
    <Alert.Root status="warning" mb="4" data-testid="low-balance-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('campaign.lowBalance.title')}</Alert.Title>
        <Alert.Description>
          {t('campaign.lowBalance.body', { days: data.days, available: formatWon(data.available), need: formatWon(data.need) })}
        </Alert.Description>
      </Alert.Content>
      <Button asChild size="sm" colorPalette="orange">
        <RouterLink to="/point/buy">{t('campaign.lowBalance.topUp')}</RouterLink>
      </Button>
    </Alert.Root>
  );
}
