/** Shell-wide state: the deployment variant and the loaded remote definitions. */
import { atom } from 'jotai';
import type { RemoteDefinition, Variant } from '@nurly/shared';
import type { LoadedRemote } from './composition';

export const variantAtom = atom<Variant>('default');
export const loadedRemotesAtom = atom<LoadedRemote[]>([]);
export const remoteDefinitionsAtom = atom<RemoteDefinition[]>((get) => get(loadedRemotesAtom).map((r) => r.definition));
export const failedRemotesAtom = atom<LoadedRemote[]>((get) => get(loadedRemotesAtom).filter((r) => r.failed));

/** Side-menu drawer (small screens) and search dialog visibility. */
export const drawerOpenAtom = atom(false);
export const searchOpenAtom = atom(false);
export const changePasswordOpenAtom = atom(false);
