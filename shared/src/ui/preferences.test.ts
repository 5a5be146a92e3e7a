import { nurlyStore } from '../auth/store';
import {
  PREFERENCES_STORAGE_KEY,
  pickPersistedPreferences,
  preferencesAtom,
  resetPreferences,
  resolvePreferences,
  transientPreferencesAtom,
  updatePreferences,
  variantDefaults,
} from './preferences';
import { resolveColorMode } from './colorMode';

const stored = () => JSON.parse(localStorage.getItem(PREFERENCES_STORAGE_KEY) ?? '{}') as Record<string, unknown>;

beforeEach(() => {
  localStorage.clear();
  resetPreferences();
});

describe('site defaults (docs/decisions/product.md#constants)', () => {
  it('differ per variant', () => {
    expect(variantDefaults.default).toMatchObject({
      title: 'The Nurly',
      menuType: 'vertical',
      boxLayout: true,
      skin: 'decent',
      primaryColor: '#078dee',
    });
    expect(variantDefaults.reward).toMatchObject({ menuType: 'vertical', boxLayout: false, skin: 'modern' });
    expect(variantDefaults.hub).toMatchObject({ menuType: 'horizontal', boxLayout: true, skin: 'classic' });
    expect(variantDefaults.offerwall).toMatchObject({ menuType: 'horizontal', boxLayout: true, skin: 'bordered' });
    for (const d of Object.values(variantDefaults)) {
      expect(d).toMatchObject({ theme: 'light', locale: 'ko', rtl: false, navbarFixed: true, semiDark: false });
    }
  });
});

describe('resolvePreferences', () => {
  it('lets stored values override the site defaults', () => {
    const stored = { theme: 'dark', menuType: 'vertical', skin: 'modern', navbarFixed: false, miniMenu: false, semiDark: true } as const;
    const prefs = resolvePreferences('hub', stored);
    expect(prefs).toMatchObject(stored);
    expect(prefs.boxLayout).toBe(true);
  });
  it('ignores stored box layout, rtl and invalid values', () => {
    const prefs = resolvePreferences('reward', { boxLayout: true, rtl: true, theme: 'purple', skin: 42 });
    expect(prefs).toMatchObject({ boxLayout: false, rtl: false, theme: 'light', skin: 'modern' });
    expect(resolvePreferences('default', null)).toEqual(variantDefaults.default);
  });
});

describe('persistence', () => {
  it('stores only the six persisted keys', () => {
    updatePreferences({ theme: 'system', skin: 'bordered', boxLayout: false, rtl: true, menuType: 'horizontal' });
    expect(stored()).toEqual({ theme: 'system', skin: 'bordered', menuType: 'horizontal' });
    updatePreferences({ navbarFixed: false, miniMenu: false, semiDark: true });
    expect(stored()).toEqual({
      theme: 'system',
      skin: 'bordered',
      menuType: 'horizontal',
      navbarFixed: false,
      miniMenu: false,
      semiDark: true,
    });
    expect(pickPersistedPreferences({ ...variantDefaults.hub })).toEqual({
      theme: 'light',
      menuType: 'horizontal',
      skin: 'classic',
      navbarFixed: true,
      miniMenu: true,
      semiDark: false,
    });
  });
  it('keeps box layout and rtl for the page only', () => {
    updatePreferences({ boxLayout: false, rtl: true });
    expect(localStorage.getItem(PREFERENCES_STORAGE_KEY)).toBeNull();
    const prefs = resolvePreferences('default', nurlyStore.get(preferencesAtom), nurlyStore.get(transientPreferencesAtom));
    expect(prefs).toMatchObject({ boxLayout: false, rtl: true });
  });
  it('round-trips: what is stored overrides the defaults on the next load', () => {
    updatePreferences({ theme: 'dark', skin: 'classic' });
    const raw = JSON.parse(localStorage.getItem(PREFERENCES_STORAGE_KEY) ?? 'null');
    expect(resolvePreferences('default', raw)).toMatchObject({ theme: 'dark', skin: 'classic', menuType: 'vertical', boxLayout: true });
  });
});

describe('resolveColorMode', () => {
  it('follows the OS only for system', () => {
    expect(resolveColorMode('light', true)).toBe('light');
    expect(resolveColorMode('dark', false)).toBe('dark');
    expect(resolveColorMode('system', true)).toBe('dark');
    expect(resolveColorMode('system', false)).toBe('light');
  });
});
