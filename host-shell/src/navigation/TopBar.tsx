/**
 * Top bar (spec §2 item 1): guest banner, menu button below lg, title, app selector, group
 * selector, Sites menu / admin-entry button, search, theme switcher and the user menu. Remotes'
 * top-bar widgets (the points balance, spec §2 item 6) sit after the spacer.
 */
import { Box, Button, Flex, IconButton, Kbd, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Icon, nurlyStore, useAuth, usePreferences } from '@nurly/shared';
import { drawerOpenAtom, searchOpenAtom } from '../app/state';
import { useShell } from '../app/ShellContext';
import { SettingsDrawer } from '../features/settings/SettingsDrawer';
import { SitesMenu } from '../features/sites/SitesMenu';
import { AppSelector } from './AppSelector';
import { GroupSelector } from './GroupSelector';
import { RemoteTopBarWidgets } from './RemoteTopBarWidgets';
import { ThemeSwitcher } from './ThemeSwitcher';
import { UserMenu } from './UserMenu';

const storeOpts = { store: nurlyStore };

export function GuestBanner() {
  const { t } = useTranslation('shell');
  const { user, isLoggedIn } = useAuth();
  const navigate = useNavigate();
  if (!isLoggedIn || !user.is_guest) return null;
  return (
    <Flex
      bg="orange.500/12"
      color="orange.700"
      _dark={{ color: 'orange.200' }}
      px="4"
      py="2"
      gap="3"
      align="center"
      justify="center"
      wrap="wrap"
      fontSize="sm"
      data-testid="guest-banner"
    >
      <Text>{t('topbar.guestBanner')}</Text>
      <Button size="xs" colorPalette="orange" onClick={() => navigate('/register')}>
        {t('topbar.signUp')}
      </Button>
    </Flex>
  );
}

export function TopBar({ showTitle }: { showTitle: boolean }) {
  const { t } = useTranslation('shell');
  const { variant } = useShell();
  const { preferences } = usePreferences(variant);
  const openDrawer = useSetAtom(drawerOpenAtom, storeOpts);
  const openSearch = useSetAtom(searchOpenAtom, storeOpts);
  return (
    <Box
      as="header"
      position={preferences.navbarFixed ? 'sticky' : 'relative'}
      top="0"
      zIndex="sticky"
      bg="bg/90"
      backdropFilter="blur(6px)"
      borderBottomWidth="1px"
    >
      <GuestBanner />
      <Flex h="16" px={{ base: '3', md: '6' }} align="center" gap="2">
        <IconButton aria-label={t('topbar.openMenu')} variant="ghost" size="sm" hideFrom="lg" onClick={() => openDrawer(true)} data-testid="menu-button">
          <Icon name="menu" />
        </IconButton>
        {/* With a vertical menu the rail shows the title; below lg the rail is a drawer. */}
        <Text fontWeight="bold" fontSize="lg" truncate flexShrink={0} maxW={{ base: '40vw', md: 'none' }} data-testid="topbar-title" hideFrom={showTitle ? undefined : 'lg'}>
          {preferences.title}
        </Text>
        <Button variant="ghost" size="sm" color="fg.muted" onClick={() => openSearch(true)} aria-label={t('search.open')} data-testid="search-button">
          <Icon name="search" />
          <Box as="span" hideBelow="md">
            {t('search.button')}
          </Box>
          <Kbd size="sm" hideBelow="md">
            Ctrl K
          </Kbd>
        </Button>
        <Box flex="1" />
        <RemoteTopBarWidgets />
        <AppSelector />
        <GroupSelector />
        <SitesMenu />
        <ThemeSwitcher />
        <SettingsDrawer />
        <UserMenu />
      </Flex>
    </Box>
  );
}
