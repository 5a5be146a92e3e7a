import { addRemoteResources, i18n, type Language } from '@nurly/shared';
import { shellKo } from './shell';

export const SHELL_NAMESPACE = 'shell';

/** Adds the host's 'shell' namespace to the shared i18next instance: Korean, the default and fallback. */
export function registerShellStrings(): void {
  addRemoteResources(SHELL_NAMESPACE, { ko: shellKo, en: {} });
}

/**
 * The shell's strings in `lng` when they are not bundled: English is its own chunk, fetched at start
 * when it is the language (before the first render) and before a switch to it, so no page shows
 * Korean first. A failed fetch leaves the Korean fallback.
 */
export function loadShellStrings(lng: Language): Promise<void> {
  if (lng !== 'en') return Promise.resolve();
  english ??= import(/* webpackChunkName: "shell-en" */ './shellEn').then(
    ({ shellEn }) => {
      i18n.addResourceBundle('en', SHELL_NAMESPACE, shellEn, true, true);
    },
    (error: unknown) => {
      english = null; // the next switch tries again
      console.warn('[host-shell] the English strings did not load', error);
    },
  );
  return english;
}

let english: Promise<void> | null = null;

export { shellKo };
