import { i18n } from '@nurly/shared';
import { loadShellStrings, registerShellStrings } from '.';
import { shellKo } from './shell';
import { shellEn } from './shellEn';
import { accountKo, registerAccountStrings } from './account';
import { consoleKo, registerConsoleStrings } from './console';

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

/** Every leaf key of a strings object, dotted. */
function leafKeys(strings: object, prefix = ''): string[] {
  return Object.entries(strings).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? leafKeys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

test('the Korean strings, split between the start-up bundle and the console and account chunks, cover every English key once', () => {
  const korean = [...leafKeys(shellKo), ...leafKeys(consoleKo), ...leafKeys(accountKo)];
  expect(new Set(korean).size).toBe(korean.length);
  expect([...korean].sort()).toEqual(leafKeys(shellEn).sort());
  // The login page's strings stay in the start-up part; the console's and the account screens' do not.
  expect(shellKo.auth.login).toBeDefined();
  expect(Object.keys(shellKo)).not.toEqual(expect.arrayContaining(['nav', 'topbar', 'register', 'password']));
});

test('a chunk that shows console or account strings adds them to the shell namespace beside the start-up ones', () => {
  registerShellStrings();
  registerConsoleStrings();
  registerAccountStrings();
  expect(i18n.t('nav.sideMenu', { ns: 'shell', lng: 'ko' })).toBe(consoleKo.nav.sideMenu);
  expect(i18n.t('auth.reset.sendCode', { ns: 'shell', lng: 'ko' })).toBe(accountKo.auth.reset.sendCode);
  // Deep-merged: the start-up part of `auth` is still there.
  expect(i18n.t('auth.login', { ns: 'shell', lng: 'ko' })).toBe(shellKo.auth.login);
});
