/**
 * Start-up: which remotes (/remotes.json, asked for by index.ts, or the hostname rules when it is
 * unavailable), i18n, runtime registration of only the variant's remotes and their route data
 * (asked for by index.ts too; each with a timeout and a retry; a failing remote becomes a
 * placeholder), then render. No remote code loads here: a remote's code loads when one of its
 * routes or widgets renders.
 */
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n, initI18n, isUserLoggedInAtom, loadUser, nurlyStore, type Language } from '@nurly/shared';
import { App } from './app/App';
import { loadedRemotesAtom, variantAtom } from './lib/state';
import { loadShellStrings, registerShellStrings } from './i18n';
import { applyFavicon, applyThemeColor } from './features/settings/documentMeta';
import { favicons } from './features/settings/favicons';
import { fetchRemotesConfig } from './federation/remotesConfig';
import { loadVariantRemotes } from './federation/loadRemotes';
import { registerRemoteStrings } from './federation/RemoteLoading';
import { AUTH_PAGES_BY_VARIANT } from './lib/authPages';

async function main(): Promise<void> {
  const config = await fetchRemotesConfig(window.location);
  const { variant } = config;
  document.documentElement.dataset.variant = variant;
  applyFavicon(favicons[variant]);
  applyThemeColor(variant);

  initI18n();
  registerShellStrings();
  // English is its own chunk (i18n/index.ts): fetched beside the route data, awaited before the render.
  const shellStrings = loadShellStrings(i18n.language as Language);

  // User info at start-up (docs/decisions/product.md#api-calls); a stale session is handled by the api client's 401 rule.
  if (nurlyStore.get(isUserLoggedInAtom)) void loadUser().catch(() => undefined);

  // The remote routes' boundary is a chunk of its own: asked for now unless this is an auth page
  // (whose first paint never needs it), beside the route data instead of after the first render.
  if (!AUTH_PAGES_BY_VARIANT[variant].includes(window.location.pathname)) void import('./federation/RemoteBoundary').catch(() => undefined);
  const remotes = await loadVariantRemotes(config);
  await shellStrings;
  registerRemoteStrings(remotes);
  nurlyStore.set(variantAtom, variant);
  nurlyStore.set(loadedRemotesAtom, remotes);

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  // As a transition React renders the first page in slices that yield to the browser between them,
  // instead of one long task that blocks input (Lighthouse's total blocking time).
  startTransition(() => root.render(<App variant={variant} />));
}

void main();
