/** A read that failed: what could not be loaded, and the server's message (docs/decisions/product.md#errors). */
import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { errorMessage } from '@nurly/shared';

export function LoadFailedAlert({ title, error, testId }: { title: ReactNode; error: unknown; testId?: string }) {
  return (
    <Alert.Root status="error" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Title>{title}</Alert.Title>
      <Alert.Description>{errorMessage(error)}</Alert.Description>
    </Alert.Root>
  );
}
