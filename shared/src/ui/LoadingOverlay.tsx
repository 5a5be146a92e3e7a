/** Full-screen loading overlay (default text 'processing request…' in the current language). */
import { Box, Spinner, Text, VStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { createExternalStore, useExternalStore } from './externalStore';

const loading = createExternalStore<{ count: number; text?: string }>({ count: 0 });

/** Shows the overlay; nested calls stack, each hideLoading() undoes one. */
export function showLoading(text?: string): void {
  const { count } = loading.get();
  loading.set({ count: count + 1, text });
}

export function hideLoading(): void {
  const { count, text } = loading.get();
  loading.set(count <= 1 ? { count: 0 } : { count: count - 1, text });
}

/** Runs `task` under the overlay. */
export async function withLoading<T>(task: () => Promise<T>, text?: string): Promise<T> {
  showLoading(text);
  try {
    return await task();
  } finally {
    hideLoading();
  }
}

export function LoadingOverlayHost() {
  const { t } = useTranslation('common');
  const { count, text } = useExternalStore(loading);
  if (count === 0) return null;
  return (
    <Box
      position="fixed"
      inset={0}
      zIndex="overlay"
      bg="blackAlpha.500"
      display="flex"
      alignItems="center"
      justifyContent="center"
      role="status"
      aria-live="polite"
      data-testid="loading-overlay"
    >
      <VStack gap={3} bg="bg.panel" px={8} py={6} borderRadius="md" boxShadow="lg">
        <Spinner color="brand.solid" size="lg" />
        <Text fontSize="sm">{text ?? t('processingRequest')}</Text>
      </VStack>
    </Box>
  );
}
