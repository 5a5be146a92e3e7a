/**
 * The host application: provider (Chakra system of the variant, jotai store, i18n, SWR, global
 * confirm/loading/toast hosts), composed routes and the shell context. The router is rebuilt
 * when a remote is retried, so its freshly loaded routes appear without a page reload.
 */
import { useEffect, useMemo } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { NurlyProvider, nurlyStore, setNavigator, type Variant } from '@nurly/shared';
import { composeRoutes } from '../federation/composeRoutes';
import { buildRouteTree } from './router';
import { ShellContext, type ShellContextValue } from './ShellContext';
import { failedRemotesAtom, loadedRemotesAtom, remoteDefinitionsAtom } from './state';

const storeOpts = { store: nurlyStore };

function ShellRouter({ variant }: { variant: Variant }) {
  const remotes = useAtomValue(loadedRemotesAtom, storeOpts);
  const definitions = useAtomValue(remoteDefinitionsAtom, storeOpts);
  const failedRemotes = useAtomValue(failedRemotesAtom, storeOpts);
  const routes = useMemo(() => composeRoutes(remotes, variant), [remotes, variant]);
  const router = useMemo(() => createBrowserRouter(buildRouteTree(routes, variant)), [routes, variant]);
  useEffect(() => {
    // The api client's 401 rule navigates through the router (no full reload).
    setNavigator((path) => void router.navigate(path, { replace: true }));
    return () => router.dispose();
  }, [router]);
  const shell = useMemo<ShellContextValue>(() => ({ variant, routes, definitions, failedRemotes }), [variant, routes, definitions, failedRemotes]);
  return (
    <ShellContext.Provider value={shell}>
      <RouterProvider router={router} />
    </ShellContext.Provider>
  );
}

export function App({ variant }: { variant: Variant }) {
  return (
    <NurlyProvider variant={variant}>
      <ShellRouter variant={variant} />
    </NurlyProvider>
  );
}
