/** A drawer tab's loading and error states (Korean first, the feature's i18n): the table shows the empty one. */
import { Alert, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@nurly/shared';

export interface TabStateProps {
  /** The tab's i18n group under `memberDrawer` (its `failed` text). */
  tab: 'ledger' | 'invoices' | 'campaigns' | 'audit';
  isLoading: boolean;
  error: unknown;
  hasData: boolean;
}

/** The state to show instead of the tab's table, or null when its rows are there to show. */
export function TabState({ tab, isLoading, error, hasData }: TabStateProps) {
  const { t } = useTranslation('b2b');
  if (error && !hasData) {
    return (
      <Alert.Root status="error" data-testid={`${tab}-error`}>
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t(`memberDrawer.${tab}.failed`)}</Alert.Title>
          <Alert.Description>{errorMessage(error)}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (isLoading && !hasData) {
    return (
      <Text color="fg.muted" data-testid={`${tab}-loading`}>
        {t('memberDrawer.loading')}
      </Text>
    );
  }
  return null;
}
