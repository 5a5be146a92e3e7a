/**
 * Vertical side menu (docs/decisions/product.md#shared-screens item 2): a collapsible rail on large screens, a drawer below lg;
 * group items open one at a time; sections under i18n headings; status badges (NURLY_ADMIN's counts, a
 * customer's low-balance warning).
 *
 * The "mini vertical menu" preference (docs/decisions/product.md#states, on by default) is the rail's collapsed state: the
 * rail starts narrow (distinct icons, each named by its tooltip and accessible name, with its status
 * counts on the icon's corner); its collapse button flips the stored preference, so a reload keeps
 * what the user chose. Opening a group from the narrow rail opens the menu over the page until the
 * pointer leaves it. On the hub and offerwall consoles the rail and the drawer also carry the top
 * nav's pages (composeDrawerMenu): below lg the drawer is the only menu.
 * Semi-dark paints the rail (and the drawer) in the dark colour mode whatever the page's theme,
 * so its text, icons and hover states use the dark palette and stay readable.
 */
import { useState } from 'react';
import { Badge, Box, Drawer, Flex, IconButton, Portal, Stack, Text, chakra } from '@chakra-ui/react';
import { NavLink, useLocation } from 'react-router-dom';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Icon, homePathFor, nurlyStore, useAuth, usePreferences } from '@nurly/shared';
import type { MenuStatus } from '@nurly/contracts/schemas';
import { DRAWER_WIDTH, SIDE_MENU_RAIL, SIDE_MENU_RAIL_MODERN, SIDE_MENU_WIDTH } from '../lib/config';
import { drawerOpenAtom } from '../lib/state';
import { useShell } from '../lib/ShellContext';
import type { MenuLink, MenuSection } from './composeNav';
import { useMenuStatusCounts } from './useMenuStatusCounts';
import { useDrawerMenu } from './useMenus';
import { DrawerClose } from '../ui/DrawerClose';
import { ItemIcon, RailTooltip, StatusBadges, groupStatus, railName } from './menuItemParts';
import { registerConsoleStrings } from '../i18n/console';

registerConsoleStrings();

const storeOpts = { store: nurlyStore };

const ItemRow = chakra('div', {
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    px: '3',
    py: '2',
    rounded: 'md',
    fontSize: 'sm',
    color: 'fg',
    cursor: 'pointer',
    _hover: { bg: 'bg.muted' },
    '&[data-active]': { bg: 'brand.500/12', color: 'brand.fg', fontWeight: 'semibold', _dark: { bg: 'brand.400/20', color: 'brand.200' } },
  },
});

function Label({ link, collapsed }: { link: MenuLink; collapsed: boolean }) {
  const { t } = useTranslation();
  if (collapsed) return null;
  return (
    <>
      <Text flex="1" truncate>
        {t(link.title, { ns: [link.namespace, 'shell', 'common'] })}
      </Text>
      {link.isUpdated && (
        <Badge size="xs" colorPalette="brand">
          {t('shell:nav.updated')}
        </Badge>
      )}
      {link.isComming && (
        <Badge size="xs" colorPalette="gray">
          {t('shell:nav.comingSoon')}
        </Badge>
      )}
    </>
  );
}

function LeafItem({
  link,
  collapsed,
  status,
  onNavigate,
}: {
  link: MenuLink;
  collapsed: boolean;
  status?: MenuStatus;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const label = t(link.title, { ns: [link.namespace, 'shell', 'common'] });
  const content = (active: boolean) => (
    <ItemRow data-active={active ? '' : undefined} justifyContent={collapsed ? 'center' : undefined}>
      <ItemIcon link={link} status={collapsed ? status?.[link.key] : undefined} />
      <Label link={link} collapsed={collapsed} />
      {!collapsed && <StatusBadges status={status?.[link.key]} />}
    </ItemRow>
  );
  const ariaLabel = collapsed ? railName(label, status?.[link.key]) : undefined;
  if (link.href) {
    return (
      <RailTooltip label={label} show={collapsed}>
        <chakra.a
          href={link.href}
          target={link.target ?? '_blank'}
          rel="noopener noreferrer"
          display="block"
          onClick={onNavigate}
          aria-label={ariaLabel}
        >
          {content(false)}
        </chakra.a>
      </RailTooltip>
    );
  }
  if (!link.path || link.isComming) {
    return (
      <RailTooltip label={label} show={collapsed}>
        <Box opacity={0.6} role={collapsed ? 'img' : undefined} aria-label={ariaLabel}>
          {content(false)}
        </Box>
      </RailTooltip>
    );
  }
  return (
    <RailTooltip label={label} show={collapsed}>
      <NavLink
        to={link.path}
        end={link.path === '/'}
        onClick={onNavigate}
        style={{ display: 'block' }}
        aria-label={ariaLabel}
        data-nav-key={link.key}
      >
        {({ isActive }) => content(isActive)}
      </NavLink>
    </RailTooltip>
  );
}

function GroupItem(props: {
  link: MenuLink;
  collapsed: boolean;
  open: boolean;
  onToggle: () => void;
  status?: MenuStatus;
  onNavigate: () => void;
}) {
  const { link, collapsed, open, onToggle, status, onNavigate } = props;
  const { t } = useTranslation();
  const label = t(link.title, { ns: [link.namespace, 'shell', 'common'] });
  const { pathname } = useLocation();
  const containsActive = link.children?.some((c) => c.path && pathname.startsWith(c.path)) ?? false;
  return (
    <Box>
      <RailTooltip label={label} show={collapsed}>
        <ItemRow
          as="button"
          width="full"
          onClick={onToggle}
          aria-expanded={open}
          aria-label={collapsed ? railName(label, groupStatus(link, status)) : undefined}
          data-active={containsActive && !open ? '' : undefined}
          justifyContent={collapsed ? 'center' : undefined}
        >
          <ItemIcon link={link} status={collapsed ? groupStatus(link, status) : undefined} />
          <Label link={link} collapsed={collapsed} />
          {!collapsed && <Icon name="chevron-down" transform={open ? 'rotate(180deg)' : undefined} transition="transform 0.25s" />}
        </ItemRow>
      </RailTooltip>
      {open && !collapsed && (
        <Stack gap="0.5" pl="6" mt="0.5">
          {link.children?.map((child) => (
            <LeafItem key={child.key} link={child} collapsed={false} status={status} onNavigate={onNavigate} />
          ))}
        </Stack>
      )}
    </Box>
  );
}

export function SideMenuContent({
  sections,
  collapsed,
  onNavigate,
  onExpand,
}: {
  sections: MenuSection[];
  collapsed: boolean;
  onNavigate: () => void;
  /** A group was opened on the narrow rail: its children need the wide menu. */
  onExpand?: () => void;
}) {
  const { t } = useTranslation('shell');
  const status = useMenuStatusCounts(t('nav.lowBalance'));
  const { pathname } = useLocation();
  // Group items open one at a time; the group holding the current page starts open.
  const [openGroup, setOpenGroup] = useState<string | null>(
    () => sections.flatMap((s) => s.items).find((i) => i.children?.some((c) => c.path && pathname.startsWith(c.path)))?.key ?? null,
  );
  return (
    <Stack gap="4" as="nav" aria-label={t('nav.sideMenu')} data-testid="side-menu">
      {sections.map((section) => (
        <Box key={section.heading}>
          {!collapsed ? (
            <Text px="3" mb="1" fontSize="xs" fontWeight="bold" color="fg.subtle" letterSpacing="wider" textTransform="uppercase">
              {t(`nav.headings.${section.heading}`, { defaultValue: section.heading })}
            </Text>
          ) : (
            <Box borderTopWidth="1px" mx="3" mb="2" />
          )}
          <Stack gap="0.5">
            {section.items.map((link) =>
              link.children ? (
                <GroupItem
                  key={link.key}
                  link={link}
                  collapsed={collapsed}
                  open={openGroup === link.key}
                  onToggle={() => {
                    if (collapsed && onExpand) {
                      setOpenGroup(link.key);
                      onExpand();
                      return;
                    }
                    setOpenGroup((current) => (current === link.key ? null : link.key));
                  }}
                  status={status}
                  onNavigate={onNavigate}
                />
              ) : (
                <LeafItem key={link.key} link={link} collapsed={collapsed} status={status} onNavigate={onNavigate} />
              ),
            )}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

function Brand({ collapsed }: { collapsed: boolean }) {
  const { variant } = useShell();
  const { preferences } = usePreferences(variant);
  const { storedUser } = useAuth();
  return (
    <NavLink to={homePathFor(storedUser)} aria-label={preferences.title}>
      <Flex align="center" gap="2" h="16" px="4" justify={collapsed ? 'center' : undefined}>
        {/* The logo's letter is drawn, not text: the link's name is the site title (visible beside it on the wide menu). */}
        <Box
          boxSize="8"
          rounded="lg"
          bg="brand.solid"
          color="brand.contrast"
          display="grid"
          placeItems="center"
          fontWeight="bold"
          aria-hidden
          _before={{ content: '"N"' }}
        />
        {!collapsed && (
          <Text fontWeight="bold" fontSize="lg" truncate>
            {preferences.title}
          </Text>
        )}
      </Flex>
    </NavLink>
  );
}

/** Rail on lg and up, drawer below. */
export function SideMenu() {
  const { t } = useTranslation('shell');
  const { variant } = useShell();
  const { preferences, updatePreferences } = usePreferences(variant);
  // On the hub and offerwall consoles the rail and the drawer carry the top nav's pages too.
  const sections = useDrawerMenu();
  const mini = preferences.miniMenu;
  // A group opened on the mini rail shows the wide menu over the page (not moving it) until the pointer leaves.
  const [peeking, setPeeking] = useState(false);
  const collapsed = mini && !peeking;
  const [drawerOpen, setDrawerOpen] = useAtom(drawerOpenAtom, storeOpts);
  const rail = preferences.skin === 'modern' ? SIDE_MENU_RAIL_MODERN : SIDE_MENU_RAIL;
  const semiDark = preferences.semiDark;
  const toggleMini = () => {
    setPeeking(false);
    updatePreferences({ miniMenu: !mini });
  };

  return (
    <>
      <Box
        as="aside"
        hideBelow="lg"
        position="sticky"
        top="0"
        h="100vh"
        flexShrink={0}
        w={`${mini ? rail : SIDE_MENU_WIDTH}px`}
        transition="width 0.25s"
        zIndex={peeking ? 'banner' : undefined}
        data-testid="side-rail"
        data-mini={mini ? '' : undefined}
        onMouseLeave={() => setPeeking(false)}
      >
        <Box
          className={semiDark ? 'dark' : undefined}
          position="absolute"
          inset="0"
          right="auto"
          w={`${collapsed ? rail : SIDE_MENU_WIDTH}px`}
          transition="width 0.25s"
          overflowY="auto"
          borderRightWidth={preferences.skin === 'bordered' || preferences.skin === 'classic' ? '1px' : undefined}
          bg={semiDark ? 'gray.900' : 'bg.panel'}
          color="fg"
          boxShadow={peeking ? 'lg' : preferences.skin === 'modern' ? 'sm' : undefined}
          data-testid="side-rail-panel"
          data-semi-dark={semiDark ? '' : undefined}
        >
          <Flex align="center" justify="space-between" pr={collapsed ? 0 : 2} direction={collapsed ? 'column' : 'row'}>
            <Brand collapsed={collapsed} />
            <IconButton
              aria-label={mini ? t('nav.expand') : t('nav.collapse')}
              aria-pressed={mini}
              size="xs"
              variant="ghost"
              onClick={toggleMini}
              data-testid="side-rail-toggle"
            >
              <Icon name={mini ? 'chevron-right' : 'chevron-left'} />
            </IconButton>
          </Flex>
          <Box px="3" pb="6">
            <SideMenuContent
              sections={sections}
              collapsed={collapsed}
              onNavigate={() => setPeeking(false)}
              onExpand={() => setPeeking(true)}
            />
          </Box>
        </Box>
      </Box>
      <Drawer.Root open={drawerOpen} onOpenChange={(e) => setDrawerOpen(e.open)} placement="start">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content
              maxW={`${DRAWER_WIDTH}px`}
              className={semiDark ? 'dark' : undefined}
              bg={semiDark ? 'gray.900' : undefined}
              color="fg"
              data-testid="side-drawer"
            >
              <Drawer.Header p="0">
                <Brand collapsed={false} />
              </Drawer.Header>
              <Drawer.Body px="3">
                <SideMenuContent sections={sections} collapsed={false} onNavigate={() => setDrawerOpen(false)} />
              </Drawer.Body>
              <DrawerClose />
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </>
  );
}
