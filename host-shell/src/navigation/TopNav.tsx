/**
 * Horizontal top navigation of the hub and offerwall consoles (docs/decisions/product.md#shared-screens item 3, item 16):
 * internal target or external href, icon, name, optional target. If role filtering leaves no
 * item, the browser goes to the site root.
 */
import { useEffect } from 'react';
import { Box, Flex, Menu, Portal, chakra } from '@chakra-ui/react';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Icon, useAuth } from '@nurly/shared';
import { hasConsoleTopNav, shouldLeaveForRoot, type MenuLink } from './composeNav';
import { useShell } from '../lib/ShellContext';
import { useSideMenu, useTopNav } from './useMenus';
import { registerConsoleStrings } from '../i18n/console';

registerConsoleStrings();

const linkStyles = {
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  px: '3',
  py: '2',
  rounded: 'md',
  fontSize: 'sm',
  whiteSpace: 'nowrap',
  _hover: { bg: 'bg.muted' },
  '&.active': { bg: 'brand.solid', color: 'brand.contrast' },
} as const;

const StyledNavLink = chakra(NavLink, { base: linkStyles });

export function HorizontalNavLink({ link }: { link: MenuLink }) {
  const { t } = useTranslation();
  const label = t(link.title, { ns: [link.namespace, 'shell', 'common'] });
  if (link.href) {
    return (
      <chakra.a href={link.href} target={link.target ?? '_blank'} rel="noopener noreferrer" css={linkStyles}>
        <Icon name={link.icon ?? 'mdi-web'} />
        {label}
      </chakra.a>
    );
  }
  if (!link.path) return null;
  return (
    <StyledNavLink to={link.path} end={link.path === '/'} target={link.target} data-nav-key={link.key}>
      <Icon name={link.icon ?? 'mdi-web'} />
      {label}
    </StyledNavLink>
  );
}

function GroupLink({ link }: { link: MenuLink }) {
  const { t } = useTranslation();
  return (
    <Menu.Root positioning={{ placement: 'bottom-start' }}>
      <Menu.Trigger asChild>
        <chakra.button css={linkStyles}>
          {link.icon && <Icon name={link.icon} />}
          {t(link.title, { ns: [link.namespace, 'shell', 'common'] })}
          <Icon name="chevron-down" />
        </chakra.button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {link.children?.map((child) => (
              <Menu.Item key={child.key} value={child.key} asChild>
                <Box>
                  <HorizontalNavLink link={child} />
                </Box>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/**
 * The hub and offerwall consoles have their own top-nav items; another variant switched to the
 * horizontal menu type shows its side-menu sections as dropdowns (a one-item section as a link).
 */
export function TopNav() {
  const { t } = useTranslation('shell');
  const { variant } = useShell();
  const consoleNav = hasConsoleTopNav(variant);
  const topItems = useTopNav();
  const sections = useSideMenu();
  const items: MenuLink[] = consoleNav
    ? topItems
    : sections.map((section) =>
        section.items.length === 1
          ? section.items[0]
          : { key: `heading-${section.heading}`, title: `nav.headings.${section.heading}`, namespace: 'shell', children: section.items },
      );
  const { isLoggedIn, storedUser } = useAuth();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // Only once the user is known: a restored session (tokens without the user) loads its user after
  // the first render (bootstrap.tsx), and the menu it permits is empty until then. Leaving on that
  // empty menu sent a deep link such as /questions to the root (the skew test's fresh-clone timeout).
  const leave = consoleNav && storedUser !== null && shouldLeaveForRoot(items, pathname, isLoggedIn);
  useEffect(() => {
    if (leave) navigate('/', { replace: true });
  }, [leave, navigate]);
  if (items.length === 0) return null;
  return (
    <Box as="nav" aria-label={t('nav.topNav')} borderBottomWidth="1px" bg="bg.panel" hideBelow="lg" data-testid="top-nav">
      <Flex gap="1" px="6" py="2" overflowX="auto">
        {items.map((link) => (link.children ? <GroupLink key={link.key} link={link} /> : <HorizontalNavLink key={link.key} link={link} />))}
      </Flex>
    </Box>
  );
}
