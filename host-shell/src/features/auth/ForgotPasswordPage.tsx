/**
 * /forgot-password: there is no self-service reset yet (no reset-by-SMS endpoint), so the page
 * says so and points to support, which resets the password after checking the phone number.
 */
import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { REWARD_INQUIRY_URL, SUPPORT_CHAT_URL } from '../../app/config';
import { useShell } from '../../app/ShellContext';
import { AuthCard } from './AuthCard';

export function ForgotPasswordPage() {
  const { t } = useTranslation('shell');
  const { variant } = useShell();
  const chat = variant === 'reward' ? REWARD_INQUIRY_URL : SUPPORT_CHAT_URL;
  return (
    <AuthCard title={t('auth.forgotTitle')}>
      <Stack gap="4">
        <Text>{t('auth.forgotBody')}</Text>
        <Text fontSize="sm" color="fg.muted">
          {t('auth.forgotNote')}
        </Text>
        <Button asChild colorPalette="brand">
          <a href={chat} target="_blank" rel="noopener noreferrer">
            {t('auth.contactSupport')}
          </a>
        </Button>
        <Link asChild fontSize="sm" alignSelf="center">
          <RouterLink to="/login">{t('auth.backToLogin')}</RouterLink>
        </Link>
      </Stack>
    </AuthCard>
  );
}
