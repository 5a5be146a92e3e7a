/** A mission in a log row: its keyword, and under it the ad it belongs to (and its product, when given). */
import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function MissionCell({ keyword, adId, product }: { keyword: string; adId: number; product?: string }) {
  const { t } = useTranslation('offerwall');
  return (
    <Stack gap="0">
      <Text fontWeight="semibold">{keyword}</Text>
      <Text fontSize="xs" color="fg.muted">
        {t('missions.adRef', { id: adId })}
        {product !== undefined ? ` · ${product}` : null}
      </Text>
    </Stack>
  );
}
