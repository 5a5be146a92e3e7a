/** "Choose from my products": my tracked products of the channel, searchable; choosing one fills the target and keyword. */
import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyProduct } from '@nurly/contracts/schemas';
import { DialogShell } from '@nurly/shared';
import { useMyProducts } from '../lib/ad-form-api';

export interface ProductPickerDialogProps {
  open: boolean;
  type: 'shopping' | 'place';
  onClose: () => void;
  onPick: (product: MyProduct) => void;
}

/** The search is sent once typing pauses (the list is a server search, like /my-products). */
const SEARCH_DELAY_MS = 300;

export function ProductPickerDialog({ open, type, onClose, onPick }: ProductPickerDialogProps) {
  const { t } = useTranslation('admin-ads');
  const [search, setSearch] = useState('');
  const [sent, setSent] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSent(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const { data, isLoading } = useMyProducts(open ? { search: sent, type } : null);
  const products = data?.results ?? [];

  return (
    <DialogShell
      open={open}
      onClose={onClose}
      title={t('form.pickerTitle')}
      cancelLabel={t('detail.close')}
      maxW="560px"
      testId="product-picker"
    >
      <Stack gap="3">
        <Input
          size="sm"
          value={search}
          placeholder={t('form.pickerSearch')}
          aria-label={t('form.pickerSearch')}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        {!isLoading && products.length === 0 ? <Text color="fg.muted">{t('form.pickerEmpty')}</Text> : null}
        <Stack gap="2" maxH="360px" overflowY="auto">
          {products.map((product) => (
            <HStack key={product.id} justify="space-between" borderWidth="1px" borderRadius="md" p="2">
              <Stack gap="0">
                <Text fontWeight="semibold">{product.title ?? product.productId}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {product.productId}
                  {(product.main_keyword ?? product.keywords[0]?.keyword)
                    ? ` · ${product.main_keyword ?? product.keywords[0]?.keyword}`
                    : ''}
                </Text>
              </Stack>
              <Button size="xs" onClick={() => onPick(product)} data-testid={`pick-${product.id}`}>
                {t('form.pick')}
              </Button>
            </HStack>
          ))}
        </Stack>
      </Stack>
    </DialogShell>
  );
}
