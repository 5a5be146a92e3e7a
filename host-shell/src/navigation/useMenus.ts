import { useMemo } from 'react';
import { useAuth } from '@nurly/shared';
import { useShell } from '../lib/ShellContext';
import { composeDrawerMenu, composeSideMenu, composeTopNav, HOST_NAV, type MenuLink, type MenuSection } from './composeNav';

export function useSideMenu(): MenuSection[] {
  const { definitions, variant, routes } = useShell();
  const { storedUser } = useAuth();
  return useMemo(() => composeSideMenu(definitions, variant, storedUser, routes, HOST_NAV), [definitions, variant, storedUser, routes]);
}

/** The side menu as the rail and the phone drawer show it: with the console's top-nav pages. */
export function useDrawerMenu(): MenuSection[] {
  const { definitions, variant, routes } = useShell();
  const { storedUser } = useAuth();
  return useMemo(() => composeDrawerMenu(definitions, variant, storedUser, routes, HOST_NAV), [definitions, variant, storedUser, routes]);
}

export function useTopNav(): MenuLink[] {
  const { definitions, variant, routes } = useShell();
  const { storedUser } = useAuth();
  return useMemo(() => composeTopNav(definitions, variant, storedUser, routes), [definitions, variant, storedUser, routes]);
}

/** Paths of the side menu in display order (the /admin entry picks the first permitted one). */
export function menuPaths(sections: readonly MenuSection[]): string[] {
  const out: string[] = [];
  const walk = (links: readonly MenuLink[]) => {
    for (const link of links) {
      if (link.path) out.push(link.path);
      if (link.children) walk(link.children);
    }
  };
  for (const section of sections) walk(section.items);
  return out;
}
