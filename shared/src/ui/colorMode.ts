/** Light / dark / system theme (docs/decisions/product.md#states): system follows the OS through prefers-color-scheme. */
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { Variant } from '@nurly/contracts';
import { usePreferences, type ThemePreference } from './preferences';

export type ColorMode = 'light' | 'dark';
const DARK_QUERY = '(prefers-color-scheme: dark)';

function darkQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
}

export function systemPrefersDark(): boolean {
  return darkQuery()?.matches ?? false;
}

export function resolveColorMode(theme: ThemePreference, prefersDark: boolean = systemPrefersDark()): ColorMode {
  if (theme === 'system') return prefersDark ? 'dark' : 'light';
  return theme;
}

function subscribeSystem(callback: () => void): () => void {
  const query = darkQuery();
  if (!query) return () => undefined;
  query.addEventListener('change', callback);
  return () => query.removeEventListener('change', callback);
}

/** Live OS preference. */
export function useSystemPrefersDark(): boolean {
  return useSyncExternalStore(subscribeSystem, systemPrefersDark, () => false);
}

/** Chakra v3 reads the `dark`/`light` class on <html>; colour-scheme styles native controls. */
export function applyColorMode(mode: ColorMode, root: HTMLElement = document.documentElement): void {
  root.classList.remove(mode === 'dark' ? 'light' : 'dark');
  root.classList.add(mode);
  root.style.colorScheme = mode;
  root.dataset.theme = mode;
}

/** The preference, the resolved mode, and a setter that persists the choice. */
export function useColorMode(variant: Variant) {
  const { preferences, updatePreferences } = usePreferences(variant);
  const prefersDark = useSystemPrefersDark();
  const colorMode = resolveColorMode(preferences.theme, prefersDark);
  const setTheme = useCallback((theme: ThemePreference) => updatePreferences({ theme }), [updatePreferences]);
  const toggleColorMode = useCallback(
    () => updatePreferences({ theme: colorMode === 'dark' ? 'light' : 'dark' }),
    [colorMode, updatePreferences],
  );
  return { theme: preferences.theme, colorMode, setTheme, toggleColorMode };
}

export const LOADER_STORAGE_KEY = 'nurly.loader';

/** Keeps <html> in step with the preference; stores loader colours for the next page's splash. */
export function useApplyColorMode(variant: Variant): ColorMode {
  const { colorMode } = useColorMode(variant);
  const { preferences } = usePreferences(variant);
  useEffect(() => {
    applyColorMode(colorMode);
    try {
      // The splash in index.html paints before React: surface and primary colours (docs/decisions/product.md#states).
      const surface = colorMode === 'dark' ? '#1c252e' : '#ffffff';
      localStorage.setItem(LOADER_STORAGE_KEY, JSON.stringify({ bg: surface, color: preferences.primaryColor }));
    } catch {
      // Not essential.
    }
  }, [colorMode, preferences.primaryColor]);
  return colorMode;
}
