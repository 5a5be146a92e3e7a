/**
 * Top bar (docs/decisions/product.md#shared-screens item 1): guest banner, menu button below lg, title, app selector, group
 * selector, Sites menu / admin-entry button, search, theme switcher and the user menu. Remotes'
 * top-bar widgets (the points balance, docs/decisions/product.md#shared-screens item 6) sit after the spacer.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { Box, Button, Flex, IconButton, Kbd, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Icon, TOP_BAR_HEIGHT_VAR, nurlyStore, useAuth, usePreferences } from '@nurly/shared';
import { drawerOpenAtom, searchOpenAtom } from '../lib/state';
import { useShell } from '../lib/ShellContext';
import { SettingsDrawer } from '../features/settings/SettingsDrawer';
import { SitesMenu } from '../features/sites/SitesMenu';
import { AppSelector } from './AppSelector';
import { GroupSelector } from '../ui/GroupSelector';
import { RemoteTopBarWidgets } from './RemoteTopBarWidgets';
import { ThemeSwitcher } from './ThemeSwitcher';
import { UserMenu } from './UserMenu';
import { registerConsoleStrings } from '../i18n/console';

registerConsoleStrings();

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

/** Publishes the bar's height (guest banner included) so toasts open below it, never over its controls. */
function usePublishedHeight(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement.style;
    const publish = () => root.setProperty(TOP_BAR_HEIGHT_VAR, `${Math.ceil(element.getBoundingClientRect().height)}px`);
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.removeProperty(TOP_BAR_HEIGHT_VAR);
    };
  }, [ref]);
}

export function TopBar({ showTitle }: { showTitle: boolean }) {
  const { t } = useTranslation('shell');
  const { variant } = useShell();
  const { preferences } = usePreferences(variant);
  const openDrawer = useSetAtom(drawerOpenAtom, storeOpts);
  const openSearch = useSetAtom(searchOpenAtom, storeOpts);
  const headerRef = useRef<HTMLDivElement>(null);
  usePublishedHeight(headerRef);
  return (
    <Box
      ref={headerRef}
      as="header"
      position={preferences.navbarFixed ? 'sticky' : 'relative'}
      top="0"
      zIndex="sticky"
      bg="bg/90"
      backdropFilter="blur(6px)"
      borderBottomWidth="1px"
    >
      <GuestBanner />
      <Flex h="16" px={{ base: '2', md: '6' }} align="center" gap={{ base: '1', sm: '2' }} minW="0">
        <IconButton
          aria-label={t('topbar.openMenu')}
          variant="ghost"
          size="sm"
          flexShrink={0}
          hideFrom="lg"
          onClick={() => openDrawer(true)}
          data-testid="menu-button"
        >
          <Icon name="menu" />
        </IconButton>
        {/* With a vertical menu the rail shows the title; below lg the rail is a drawer. */}
        {/* Below md the title is the part that gives way (truncated) so every control keeps its place. */}
        <Text
          fontWeight="bold"
          fontSize="lg"
          truncate
          minW="0"
          flexShrink={{ base: 1, md: 0 }}
          data-testid="topbar-title"
          hideFrom={showTitle ? undefined : 'lg'}
        >
          {preferences.title}
        </Text>
        <Button
          variant="ghost"
          size="sm"
          color="fg.muted"
          flexShrink={0}
          onClick={() => openSearch(true)}
          // Named by what it shows, word for word (WCAG 2.5.3): the label and the shortcut (the space
          // between them keeps them two words for name checks; a flex item, it takes no room).
          aria-label={`${t('search.button')} Ctrl K`}
          aria-keyshortcuts="Control+K"
          data-testid="search-button"
        >
          <Icon name="search" />
          <Box as="span" hideBelow="md">
            {t('search.button')}
          </Box>{' '}
          <Kbd size="sm" hideBelow="md">
            Ctrl K
          </Kbd>
        </Button>
        <Box flex="1" />
        <RemoteTopBarWidgets />
        {/* Below md (phones) the app is named in the user menu and the group is chosen in the settings drawer. */}
        <AppSelector hideBelow="md" />
        <Box hideBelow="md">
          <GroupSelector />
        </Box>
        <SitesMenu />
        {/* The settings drawer also sets the theme: below sm its own button makes room. */}
        <Box hideBelow="sm">
          <ThemeSwitcher />
        </Box>
        <SettingsDrawer />
        <UserMenu />
      </Flex>
    </Box>
  );
}
