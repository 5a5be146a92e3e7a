/** What a component shows while its own code is still being fetched (a `lazyComponent` fallback). */
import { Flex, Spinner, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function CodeLoading({ loadingText }: { loadingText?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Flex role="status" align="center" justify="center" gap={2} py={10} color="fg.muted">
      <Spinner size="sm" />
      <Text>{loadingText ?? t('loadingData')}</Text>
    </Flex>
  );
}
