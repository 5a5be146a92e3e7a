/**
 * A tracked product's name (its MID while it has none) linking to `to`; with `mid`, the MID under
 * it. The link's click is the link's own, never also the row's.
 */
import { Link, Stack, Text } from '@chakra-ui/react';
import type { MyProduct } from '@nurly/contracts/schemas';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

export function ProductName({ product, to, mid = false }: { product: Pick<MyProduct, 'title' | 'productId'>; to: string; mid?: boolean }) {
  const { t } = useTranslation('keywords');
  const link = (
    <Link asChild fontWeight="semibold" onClick={(e) => e.stopPropagation()}>
      <RouterLink to={to}>{product.title ?? t('product.untitled', { mid: product.productId })}</RouterLink>
    </Link>
  );
  if (!mid) return link;
  return (
    <Stack gap={0}>
      {link}
      <Text fontSize="xs" color="fg.muted">
        MID {product.productId}
      </Text>
    </Stack>
  );
}
