import { useMemo } from 'react';
import { AdminEntry } from '../guards/AdminEntry';
import { useShell } from '../lib/ShellContext';
import { menuPaths, useSideMenu } from '../navigation/useMenus';

/** The /admin route's page (a chunk of its own): the guard's entry over this deployment's routes and the navigation's side menu. */
export function AdminEntryPage() {
  const { routes } = useShell();
  const sections = useSideMenu();
  const paths = useMemo(() => menuPaths(sections), [sections]);
  return <AdminEntry routes={routes} menuPaths={paths} />;
}
