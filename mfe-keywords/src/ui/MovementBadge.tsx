import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Movement } from '../lib/movement';

/**
 * Korean convention (stock boards, rank services): red means 상승 and blue means 하락, so a rank
 * that improved (number got smaller) is a red ▲ and one that dropped a blue ▼ — green would read
 * as nothing in particular and red as a rise.
 */
export const movementPalette = { up: 'red', down: 'blue' } as const;

export function MovementBadge({ movement }: { movement: Movement }) {
  const { t } = useTranslation('keywords');
  if (movement.kind === 'unknown') return null;
  if (movement.kind === 'same') return <Badge colorPalette="gray">{t('movement.same')}</Badge>;
  return (
    <Badge colorPalette={movementPalette[movement.kind]} aria-label={t(`movement.${movement.kind}Label`, { delta: movement.delta })}>
      {movement.kind === 'up' ? '▲' : '▼'}
      {movement.delta}
    </Badge>
  );
}
