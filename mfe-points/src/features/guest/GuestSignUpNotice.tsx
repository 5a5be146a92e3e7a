/**
 * What a guest (or a visitor not logged in) can do on the points pages: points belong to a member
 * account with a registered business, so a guest has no balance or ledger to load. Instead of
 * waiting for data that cannot exist, say so and offer sign-up (spec §4 guest flow).
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

export function GuestSignUpNotice() {
  const { t } = useTranslation('points');
  return (
    <Box borderWidth="1px" borderRadius="lg" p={{ base: 4, md: 5 }} maxW="600px" data-testid="guest-points-notice">
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
