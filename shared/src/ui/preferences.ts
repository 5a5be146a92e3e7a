/**
 * Interface preferences (docs/decisions/product.md#states, docs/decisions/product.md#constants): site defaults per variant, overridden on load by the
 * values stored in localStorage. Only theme, menu type, skin, fixed navbar, mini menu and
 * semi-dark are persisted; box layout and rtl live for the page only.
 */
import { atom, useAtomValue } from 'jotai';
import { RESET, atomWithStorage, createJSONStorage } from 'jotai/utils';
import { useCallback, useMemo } from 'react';
import { nurlyStore } from '../auth/store';
import type { Variant } from '@nurly/contracts';
import { primaryColors } from './theme';

export type ThemePreference = 'light' | 'dark' | 'system';
export type MenuType = 'vertical' | 'horizontal';
export type Skin = 'classic' | 'modern' | 'decent' | 'bordered';

export interface Preferences {
  title: string;
  theme: ThemePreference;
  menuType: MenuType;
  skin: Skin;
  navbarFixed: boolean;
  miniMenu: boolean;
  semiDark: boolean;
  boxLayout: boolean;
  rtl: boolean;
  locale: 'ko' | 'en';
  pageTransition: 'slide-x';
  primaryColor: string;
}

export const persistedPreferenceKeys = ['theme', 'menuType', 'skin', 'navbarFixed', 'miniMenu', 'semiDark'] as const;
export type PersistedPreferenceKey = (typeof persistedPreferenceKeys)[number];
export type StoredPreferences = Partial<Pick<Preferences, PersistedPreferenceKey>>;
export type TransientPreferences = Partial<Pick<Preferences, 'boxLayout' | 'rtl'>>;

const common = {
  theme: 'light',
  locale: 'ko',
  rtl: false,
  navbarFixed: true,
  miniMenu: true,
  semiDark: false,
  pageTransition: 'slide-x',
} as const;

/** Site defaults per variant (docs/decisions/product.md#constants and docs/decisions/architecture.md#variants). */
export const variantDefaults: Record<Variant, Preferences> = {
  default: { ...common, title: 'The Nurly', menuType: 'vertical', boxLayout: true, skin: 'decent', primaryColor: primaryColors.default },
  reward: { ...common, title: '더널리 리워드', menuType: 'vertical', boxLayout: false, skin: 'modern', primaryColor: primaryColors.reward },
  hub: { ...common, title: '허브 광고 매니저', menuType: 'horizontal', boxLayout: true, skin: 'classic', primaryColor: primaryColors.hub },
  offerwall: {
    ...common,
    title: '오퍼월 광고 매니저',
    menuType: 'horizontal',
    boxLayout: true,
    skin: 'bordered',
    primaryColor: primaryColors.offerwall,
  },
};

const validators: Record<PersistedPreferenceKey, (v: unknown) => boolean> = {
  theme: (v) => v === 'light' || v === 'dark' || v === 'system',
  menuType: (v) => v === 'vertical' || v === 'horizontal',
  skin: (v) => v === 'classic' || v === 'modern' || v === 'decent' || v === 'bordered',
  navbarFixed: (v) => typeof v === 'boolean',
  miniMenu: (v) => typeof v === 'boolean',
  semiDark: (v) => typeof v === 'boolean',
};

/** Only the persisted keys with valid values: what may be written to (or trusted from) storage. */
export function pickPersistedPreferences(values: Partial<Preferences> | Record<string, unknown> | null | undefined): StoredPreferences {
  const out: Record<string, unknown> = {};
  if (!values || typeof values !== 'object') return {};
  for (const key of persistedPreferenceKeys) {
    const value = (values as Record<string, unknown>)[key];
    if (validators[key](value)) out[key] = value;
  }
  return out as StoredPreferences;
}

/** Site defaults, then stored values, then this page's transient choices. */
export function resolvePreferences(
  variant: Variant,
  stored: StoredPreferences | Record<string, unknown> | null | undefined,
  transient: TransientPreferences = {},
): Preferences {
  return { ...variantDefaults[variant], ...pickPersistedPreferences(stored), ...transient };
}

export const PREFERENCES_STORAGE_KEY = 'nurly.preferences';

export const preferencesAtom = atomWithStorage<StoredPreferences>(
  PREFERENCES_STORAGE_KEY,
  {},
  createJSONStorage<StoredPreferences>(() => localStorage),
  { getOnInit: true },
);
export const transientPreferencesAtom = atom<TransientPreferences>({});

/** Applies a change: persisted keys to localStorage, box layout and rtl to memory only. */
export function updatePreferences(patch: Partial<Preferences>): void {
  const persisted = pickPersistedPreferences(patch);
  if (Object.keys(persisted).length > 0) {
    nurlyStore.set(preferencesAtom, { ...pickPersistedPreferences(nurlyStore.get(preferencesAtom)), ...persisted });
  }
  const transient: TransientPreferences = {};
  if (typeof patch.boxLayout === 'boolean') transient.boxLayout = patch.boxLayout;
  if (typeof patch.rtl === 'boolean') transient.rtl = patch.rtl;
  if (Object.keys(transient).length > 0)
    nurlyStore.set(transientPreferencesAtom, { ...nurlyStore.get(transientPreferencesAtom), ...transient });
}

/** Back to the site defaults. */
export function resetPreferences(): void {
  nurlyStore.set(preferencesAtom, RESET);
  nurlyStore.set(transientPreferencesAtom, {});
}

export function usePreferences(variant: Variant) {
  const stored = useAtomValue(preferencesAtom, { store: nurlyStore });
  const transient = useAtomValue(transientPreferencesAtom, { store: nurlyStore });
  const preferences = useMemo(() => resolvePreferences(variant, stored, transient), [variant, stored, transient]);
  const update = useCallback((patch: Partial<Preferences>) => updatePreferences(patch), []);
  return { preferences, updatePreferences: update, resetPreferences };
}
