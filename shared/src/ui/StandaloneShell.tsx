/**
 * A minimal shell a remote mounts when its team develops it alone (`pnpm dev mfe-x`): provider,
 * router, a login form, and the remote's routes for the variant of `?variant=` or the hostname.
 * Its code (StandaloneShellView.tsx) loads when it renders.
 */
import { detectVariant, variants, type Variant } from '@nurly/contracts';
import type { RemoteDefinition } from '../federation/types';
import { lazyComponent } from './lazyComponent';

export interface StandaloneShellProps {
  definition: RemoteDefinition;
  /** Defaults to ?variant= or the hostname rule. */
  variant?: Variant;
}

export function standaloneVariant(location: Pick<Location, 'search' | 'hostname'> = window.location): Variant {
  const requested = new URLSearchParams(location.search).get('variant');
  return (variants as readonly string[]).includes(requested ?? '') ? (requested as Variant) : detectVariant(location.hostname);
}

const view = lazyComponent<StandaloneShellProps>(
  () => import('./StandaloneShellView').then((m) => ({ default: m.StandaloneShellView })),
  () => null,
);

export const StandaloneShell = view.Component;
