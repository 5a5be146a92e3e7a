/**
 * What a guest (or a visitor not logged in) sees instead of a member's page: campaigns and points
 * belong to a member account, so there is no data to load. Say so and offer sign-up (docs/decisions/product.md#states guest
 * flow). The words are the remote's own: `guest.title`, `guest.body` and `guest.register` of its
 * namespace.
 */
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '@nurly/shared';

/** True when the visitor has no member account of their own (a guest session or nobody). */
export function useIsGuestVisitor(): boolean {
  const { storedUser } = useAuth();
  return !storedUser || storedUser.is_guest;
}

export interface GuestNoticeProps {
  /** The remote's i18n namespace, holding the `guest.*` words. */
  namespace: string;
  testId: string;
}

export function GuestNotice({ namespace, testId }: GuestNoticeProps) {
  const { t } = useTranslation(namespace);
  return (
    <Box borderWidth="1px" borderRadius="lg" p={{ base: 4, md: 5 }} maxW="600px" data-testid={testId}>
      <Stack gap="3" align="flex-start">
        <Heading as="h2" size="md">
          {t('guest.title')}
        </Heading>
        <Text>{t('guest.body')}</Text>
        <Button asChild colorPalette="brand">
          <RouterLink to="/register">{t('guest.register')}</RouterLink>
        </Button>
      </Stack>
    </Box>
  );
}
