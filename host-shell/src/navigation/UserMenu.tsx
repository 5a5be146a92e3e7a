/** User menu (docs/decisions/product.md#shared-screens item 1): change password and logout; guests see 'guest mode' and sign up. */
import { Avatar, Box, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Icon, formatPhone, logout, nurlyStore, useAuth } from '@nurly/shared';
import { changePasswordOpenAtom } from '../lib/state';
import { useCurrentApp } from './AppSelector';
import { registerConsoleStrings } from '../i18n/console';

registerConsoleStrings();

export function UserMenu() {
  const { t } = useTranslation('shell');
  const { user, isLoggedIn } = useAuth();
  const navigate = useNavigate();
  const openChangePassword = useSetAtom(changePasswordOpenAtom, { store: nurlyStore });
  const app = useCurrentApp();

  if (!isLoggedIn) {
    return (
      <Button size="sm" colorPalette="brand" onClick={() => navigate('/login')}>
        {t('auth.login')}
      </Button>
    );
  }
  const shownName = user.is_guest ? t('topbar.guestMode') : user.username;
  const doLogout = async () => {
    await logout();
    navigate('/login', { replace: true });
  };
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        {/* Its name starts with the name it shows (WCAG 2.5.3); the avatar's initial is drawn, not text. */}
        <Button variant="ghost" size="sm" px="1" aria-label={`${shownName} ${t('topbar.userMenu')}`} data-testid="user-menu">
          <Avatar.Root size="xs" colorPalette="brand">
            <Avatar.Fallback>
              <Box as="span" aria-hidden _before={{ content: 'attr(data-initial)' }} data-initial={shownName.charAt(0).toUpperCase()} />
            </Avatar.Fallback>
          </Avatar.Root>
          <Box as="span" hideBelow="md" maxW="32" truncate>
            {shownName}
          </Box>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            <Box px="3" py="2">
              <Text fontWeight="semibold" truncate>
                {user.is_guest ? t('topbar.guestMode') : user.username}
              </Text>
              {!user.is_guest && user.mobile && (
                <Text fontSize="xs" color="fg.muted">
                  {formatPhone(user.mobile)}
                </Text>
              )}
              {/* Phones have no room for the top bar's app label: the menu names the app instead. */}
              {app && (
                <Text fontSize="xs" color="fg.muted" hideFrom="md" data-testid="user-menu-app">
                  {t('topbar.currentApp', { app: app.title })}
                </Text>
              )}
            </Box>
            <Menu.Separator />
            {user.is_guest ? (
              <Menu.Item value="register" onClick={() => navigate('/register')} data-testid="menu-register">
                <Icon name="user" />
                {t('topbar.signUp')}
              </Menu.Item>
            ) : (
              <>
                <Menu.Item value="change-password" onClick={() => openChangePassword(true)} data-testid="menu-change-password">
                  <Icon name="settings" />
                  {t('topbar.changePassword')}
                </Menu.Item>
                <Menu.Item value="logout" onClick={() => void doLogout()} data-testid="menu-logout">
                  <Icon name="logout" />
                  {t('topbar.logout')}
                </Menu.Item>
              </>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
