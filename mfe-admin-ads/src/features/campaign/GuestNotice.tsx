/**
 * A guest (or a visitor not logged in) cannot buy: campaigns are paid from a member's points
 * (spec §4 guest flow). Say so and offer sign-up instead of loading data that cannot exist.
 */
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '@nurly/shared';

/** True when the visitor has no member account of their own. */
export function useIsGuestVisitor(): boolean {
  const { storedUser } = useAuth();
  return !storedUser || storedUser.is_guest;
}

export function GuestNotice() {
  const { t } = useTranslation('admin-ads');
  return (
    <Box borderWidth="1px" borderRadius="lg" p={{ base: 4, md: 5 }} maxW="600px" data-testid="guest-campaign-notice">
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
