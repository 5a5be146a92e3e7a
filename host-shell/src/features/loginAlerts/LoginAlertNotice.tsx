/**
 * The account's newest login alert (GET login-alerts), above every console page until the user
 * dismisses it: PRESSURE (many wrong passwords for its username from many places) as a warning
 * with the change-password dialog one click away, UNLOCKED (the desk cleared the failures) as
 * information. Dismissing remembers that alert's created_at for the user (dismissedAlert.ts), so
 * only a newer alert shows again. Guests have no password and see nothing.
 */
import { Alert, Button, Flex, Text } from '@chakra-ui/react';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { formatDateTime, nurlyStore, useAuth } from '@nurly/shared';
import { changePasswordOpenAtom } from '../../lib/state';
import { registerConsoleStrings } from '../../i18n/console';
import { isNewerThanDismissed, useDismissedAlert } from './dismissedAlert';
import { useLoginAlerts } from './loginAlertsApi';

registerConsoleStrings();

export function LoginAlertNotice() {
  const { t } = useTranslation('shell');
  const { storedUser, isLoggedIn } = useAuth();
  const userId = isLoggedIn && storedUser && !storedUser.is_guest ? storedUser.id : null;
  const { data } = useLoginAlerts(userId);
  const [dismissedAt, dismiss] = useDismissedAlert(userId);
  const openChangePassword = useSetAtom(changePasswordOpenAtom, { store: nurlyStore });

  const newest = userId === null ? undefined : data?.results[0];
  if (!newest || !isNewerThanDismissed(newest.created_at, dismissedAt)) return null;
  const pressure = newest.kind === 'PRESSURE';
  const status = pressure ? 'warning' : 'info';
  return (
    <Alert.Root status={status} mb="6" data-testid="login-alert" data-kind={newest.kind} data-status={status}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{pressure ? t('loginAlert.pressure', { count: newest.failures }) : t('loginAlert.unlocked')}</Alert.Title>
        <Alert.Description>
          <Text as="span" color="fg.muted" fontSize="sm">
            {formatDateTime(newest.created_at)}
          </Text>
          <Flex gap="2" mt="2" wrap="wrap">
            {pressure && (
              <Button size="xs" colorPalette="orange" onClick={() => openChangePassword(true)}>
                {t('loginAlert.changePassword')}
              </Button>
            )}
            <Button size="xs" variant="outline" onClick={() => dismiss(newest.created_at)}>
              {t('loginAlert.dismiss')}
            </Button>
          </Flex>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
