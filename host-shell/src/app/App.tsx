/**
 * The host application: provider (Chakra system of the variant, jotai store, i18n, SWR, global
 * confirm/loading/toast hosts), composed routes and the shell context. The route tree follows the
 * loaded remotes, so a retried remote's routes appear without a page reload.
 *
 * A declarative router (BrowserRouter + useRoutes), not a data router: no route has a loader or
 * an action, and react-router's data router is half of the library (31 → 14 KB gzip on every
 * first paint). Navigations still render as transitions.
 */
import { useEffect, useMemo } from 'react';
import { BrowserRouter, useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { NurlyProvider, nurlyStore, setNavigator, type Variant } from '@nurly/shared';
import { composeRoutes } from '../federation/composeRoutes';
import { buildRouteTree } from './router';
import { ShellContext, type ShellContextValue } from '../lib/ShellContext';
import { failedRemotesAtom, loadedRemotesAtom, remoteDefinitionsAtom } from '../lib/state';

const storeOpts = { store: nurlyStore };

function ShellRouter({ variant }: { variant: Variant }) {
  const remotes = useAtomValue(loadedRemotesAtom, storeOpts);
  const definitions = useAtomValue(remoteDefinitionsAtom, storeOpts);
  const failedRemotes = useAtomValue(failedRemotesAtom, storeOpts);
  const routes = useMemo(() => composeRoutes(remotes, variant), [remotes, variant]);
  const tree = useMemo(() => buildRouteTree(routes, variant), [routes, variant]);
  const shell = useMemo<ShellContextValue>(
    () => ({ variant, routes, definitions, failedRemotes }),
    [variant, routes, definitions, failedRemotes],
  );
  return (
    <ShellContext.Provider value={shell}>
      <BrowserRouter>
        <RouteTree tree={tree} />
      </BrowserRouter>
    </ShellContext.Provider>
  );
}

function RouteTree({ tree }: { tree: RouteObject[] }) {
  const navigate = useNavigate();
  useEffect(() => {
    // The api client's 401 rule navigates through the router (no full reload).
    setNavigator((path) => void navigate(path, { replace: true }));
  }, [navigate]);
  return useRoutes(tree);
}

export function App({ variant }: { variant: Variant }) {
  return (
    <NurlyProvider variant={variant}>
      <ShellRouter variant={variant} />
    </NurlyProvider>
  );
}
