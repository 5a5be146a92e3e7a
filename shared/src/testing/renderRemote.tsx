/**
 * renderRemote: a page (or any part of a remote) as it runs in the product — the real
 * NurlyProvider of a variant (Chakra, i18n, jotai store, SWR with the api fetcher, overlays), a
 * memory router at a URL, a logged-in user of a given role (or a guest, or nobody) and a fresh
 * SWR cache — with the network answered by the MSW server (default shell handlers plus the
 * test's own). Nothing of the app is mocked: API functions, hooks, SWR keys and interceptors run.
 */
import { render, type RenderResult } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { Suspense, useEffect, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { Variant } from '@nurly/contracts';
import type { User } from '@nurly/contracts/schemas';
import type { RemoteDefinition, RemoteRoute } from '../federation/types';
import { addRemoteResources } from '../i18n';
import { NurlyProvider } from '../ui/NurlyProvider';
import { server } from './server';
import { resetSession, signIn, type TestUser } from './session';

export interface RenderRemoteOptions {
  /** Who is logged in: a role, 'customer' (default), 'guest', 'anonymous', roles or a user object. */
  user?: TestUser;
  /** The Chakra/theme variant (default: the route's first variant, else 'default'). */
  variant?: Variant;
  /** The URL the router opens, with query string (default: the route's path with params filled, else '/'). */
  path?: string;
  /** The route pattern the element is mounted at, for useParams (e.g. '/notice/:id'); default the URL's pathname. */
  routePath?: string;
  /** Handlers for this test, ahead of the defaults (reset after the test like `server.use`). */
  handlers?: RequestHandler[];
  /** The remote whose i18n namespace the element reads (its definition, or just `{ i18n }`). */
  remote?: Pick<RemoteDefinition, 'i18n'>;
  /** Wraps the routes inside the provider and router (e.g. the host's ShellContext). */
  wrapper?: ComponentType<{ children: ReactNode }>;
}

export interface RenderRemoteResult extends RenderResult {
  /** The user the test is logged in as (null when anonymous). */
  user: User | null;
  /** Where the router is now (after links, navigate() and search-param updates). */
  location: () => Location;
}

/** Shown when the page navigates to a URL outside its own route. */
export const NAVIGATED_AWAY_TEST_ID = 'navigated-away';

function NavigatedAway() {
  const location = useLocation();
  return (
    <output data-testid={NAVIGATED_AWAY_TEST_ID}>
      {location.pathname}
      {location.search}
    </output>
  );
}

function LocationSpy({ onChange }: { onChange: (location: Location) => void }) {
  const location = useLocation();
  useEffect(() => onChange(location), [location, onChange]);
  return null;
}

/** The URL a page is opened at: its path with every ':param' filled in ('1' unless given). */
export function concretePath(route: Pick<RemoteRoute, 'path'>, pathParams: Record<string, string> = {}): string {
  return route.path.replace(/:(\w+)/g, (_match, name: string) => pathParams[name] ?? '1');
}

function isRemoteRoute(value: ReactElement | RemoteRoute): value is RemoteRoute {
  return 'meta' in value && 'variants' in value && typeof value.path === 'string';
}

function Passthrough({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

/**
 * Renders `ui` (an element, or a remote's route: its lazy page at its own path) for one test.
 * Extend the network per test with `handlers` or `server.use(...)`; assert what was sent with
 * `lastRequest(method, path)`.
 */
export function renderRemote(ui: ReactElement | RemoteRoute, options: RenderRemoteOptions = {}): RenderRemoteResult {
  const route = isRemoteRoute(ui) ? ui : null;
  const url = options.path ?? (route ? concretePath(route) : '/');
  const pattern = options.routePath ?? route?.path ?? new URL(url, 'http://localhost').pathname;
  const variant = options.variant ?? route?.variants[0] ?? 'default';
  const Wrapper = options.wrapper ?? Passthrough;

  if (options.remote) addRemoteResources(options.remote.i18n.namespace, options.remote.i18n.resources);
  if (options.handlers?.length) server.use(...options.handlers);
  resetSession();
  const user = signIn(options.user ?? 'customer');

  let current: Location | undefined;
  const trackLocation = (location: Location) => {
    current = location;
  };
  const Page = route?.element;
  const element = Page ? (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  ) : (
    (ui as ReactElement)
  );

  const result = render(
    <NurlyProvider variant={variant}>
      {/* A cache of its own per render: no answer of one test is served to the next. */}
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={[url]}>
          <LocationSpy onChange={trackLocation} />
          <Wrapper>
            <Routes>
              <Route path={pattern} element={element} />
              <Route path="*" element={<NavigatedAway />} />
            </Routes>
          </Wrapper>
        </MemoryRouter>
      </SWRConfig>
    </NurlyProvider>,
  );

  return {
    ...result,
    user,
    location: () => {
      if (!current) throw new Error('the router has not rendered');
      return current;
    },
  };
}
