/**
 * i18next for host and remotes: Korean is the default and fallback, English available (docs/decisions/product.md#constants).
 * One instance, shared through the @nurly/shared singleton; remotes add namespaces at load.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { commonEn, commonKo } from './common';

export const languages = ['ko', 'en'] as const;
export type Language = (typeof languages)[number];
export const DEFAULT_LANGUAGE: Language = 'ko';
export const LANGUAGE_STORAGE_KEY = 'nurly.language';

export const i18n: I18n = i18next.createInstance();

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The stored preference, else Korean. */
export function detectLanguage(): Language {
  try {
    const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage can be blocked (privacy mode); fall through to the default.
  }
  return DEFAULT_LANGUAGE;
}

/** Initialises once (synchronously: resources are bundled); later calls only switch language. */
export function initI18n(lng?: Language): I18n {
  const language = lng ?? detectLanguage();
  if (i18n.isInitialized) {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    return i18n;
  }
  void i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...languages],
    ns: ['common'],
    defaultNS: 'common',
    fallbackNS: 'common',
    resources: { ko: { common: commonKo }, en: { common: commonEn } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return i18n;
}

/** Switches and remembers the language. */
export async function setLanguage(lng: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // Not persisted; the switch still applies to this page.
  }
  await i18n.changeLanguage(lng);
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

/** Registers a remote's namespace (deep-merged, so a reloaded remote updates its strings). */
export function addRemoteResources(namespace: string, resources: { ko: Record<string, unknown>; en: Record<string, unknown> }): void {
  if (!i18n.isInitialized) initI18n();
  i18n.addResourceBundle('ko', namespace, resources.ko, true, true);
  i18n.addResourceBundle('en', namespace, resources.en, true, true);
}

export { commonKo, commonEn };
/** @public */
export type { CommonStrings } from './common';
