import { i18n } from '@nurly/shared';
import { loadShellStrings, registerShellStrings } from '.';
import { shellKo } from './shell';
import { shellEn } from './shellEn';

test('the shell registers its Korean strings at start and fetches the English ones only for English', async () => {
  registerShellStrings();
  expect(i18n.t('auth.login', { ns: 'shell', lng: 'ko' })).toBe(shellKo.auth.login);
  expect(i18n.getResource('en', 'shell', 'auth.login')).toBeUndefined();

  await loadShellStrings('ko');
  expect(i18n.getResource('en', 'shell', 'auth.login')).toBeUndefined();

  await loadShellStrings('en');
  expect(shellEn.auth.login).not.toBe(shellKo.auth.login);
  expect(i18n.t('auth.login', { ns: 'shell', lng: 'en' })).toBe(shellEn.auth.login);
});
