/**
 * A product page with no product to show: none chosen yet (a link back to the list it is chosen
 * from) or the server's refusal of the one asked for.
 */
import { Button } from '@chakra-ui/react';
import { EmptyState, errorMessage } from '@nurly/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

export function NoProduct({ error, listPath, listTitle }: { error: unknown; listPath: string; listTitle: string }) {
  const { t } = useTranslation('keywords');
  if (error) return <EmptyState icon="product" title={errorMessage(error)} />;
  return (
    <EmptyState
      icon="product"
      title={t('product.choose')}
      action={
        <Button asChild size="sm">
          <RouterLink to={listPath}>{listTitle}</RouterLink>
        </Button>
      }
    />
  );
}
