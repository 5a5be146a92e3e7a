import { addRemoteResources } from '@nurly/shared';
import { shellEn, shellKo } from './shell';

export const SHELL_NAMESPACE = 'shell';

/** Adds the host's 'shell' namespace to the shared i18next instance. */
export function registerShellStrings(): void {
  addRemoteResources(SHELL_NAMESPACE, { ko: shellKo, en: shellEn });
}

export { shellKo, shellEn };
