import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Movement } from '../history/rankChart';

/** ▲ green when the rank improved (number got smaller), ▼ red when it dropped. */
export function MovementBadge({ movement }: { movement: Movement }) {
  const { t } = useTranslation('keywords');
  if (movement.kind === 'unknown') return null;
  if (movement.kind === 'same') return <Badge colorPalette="gray">{t('movement.same')}</Badge>;
  return (
    <Badge
      colorPalette={movement.kind === 'up' ? 'green' : 'red'}
      aria-label={t(`movement.${movement.kind}Label`, { delta: movement.delta })}
    >
      {movement.kind === 'up' ? '▲' : '▼'}
      {movement.delta}
    </Badge>
  );
}
