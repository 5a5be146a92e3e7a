/**
 * Content layout: side menu (vertical) or horizontal top nav per the variant's menu type,
 * the act-for banner (features/actFor) above the top bar, the account's login alert (features/loginAlerts), content, footer and the scroll buttons
 * (docs/decisions/product.md#screens-and-routes, docs/decisions/product.md#constants box layout and skins).
 */
import { useEffect, type ReactNode } from 'react';
import { Box, Flex } from '@chakra-ui/react';
import { preloadDataTable, usePreferences } from '@nurly/shared';
import { useShell } from '../lib/ShellContext';
import { ActForBanner } from '../features/actFor/ActForBanner';
import { LoginAlertNotice } from '../features/loginAlerts/LoginAlertNotice';
import { SideMenu } from '../navigation/SideMenu';
import { TopBar } from '../navigation/TopBar';
import { TopNav } from '../navigation/TopNav';
import { Footer } from './Footer';
import { ScrollButtons } from './ScrollButtons';

export function ContentLayout({ children }: { children: ReactNode }) {
  const { variant } = useShell();
  const { preferences } = usePreferences(variant);
  const horizontal = preferences.menuType === 'horizontal';
  const boxed = preferences.boxLayout ? { maxW: '1440px', mx: 'auto', w: 'full' } : { w: 'full' };
  // Most console pages show a table: its code (kept off the login page) is fetched once the first
  // page inside the console is up.
  useEffect(() => {
    const timer = setTimeout(() => void preloadDataTable(), 500);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Flex
      minH="100vh"
      bg="bg.subtle"
      data-layout="content"
      data-menu-type={preferences.menuType}
      data-skin={preferences.skin}
      dir={preferences.rtl ? 'rtl' : 'ltr'}
    >
      {/* The vertical menu is the rail/drawer; horizontal consoles still use the drawer below lg. */}
      {horizontal ? <HorizontalDrawerOnly /> : <SideMenu />}
      <Flex direction="column" flex="1" minW="0">
        <ActForBanner />
        <TopBar showTitle={horizontal} />
        {horizontal && <TopNav />}
        <Box as="main" flex="1" px={{ base: '4', md: '6' }} py="6" {...boxed}>
          <LoginAlertNotice />
          {children}
        </Box>
        <Box {...boxed}>
          <Footer />
        </Box>
      </Flex>
      <ScrollButtons />
    </Flex>
  );
}

/** On horizontal consoles the side menu exists only as the small-screen drawer. */
function HorizontalDrawerOnly() {
  return (
    <Box hideFrom="lg">
      <SideMenu />
    </Box>
  );
}
