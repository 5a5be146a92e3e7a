/** What the layouts and dialogs need from the composition: variant, routes and definitions. */
import { createContext, useContext } from 'react';
import type { RemoteDefinition, Variant } from '@nurly/shared';
import type { ComposedRoute, LoadedRemote } from './composition';

export interface ShellContextValue {
  variant: Variant;
  routes: ComposedRoute[];
  definitions: RemoteDefinition[];
  failedRemotes: LoadedRemote[];
}

export const ShellContext = createContext<ShellContextValue | null>(null);

export function useShell(): ShellContextValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell outside ShellContext');
  return value;
}
