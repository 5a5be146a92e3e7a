/** Guest flow (docs/decisions/product.md#states) on the default site: a first visit becomes a guest account. */
import { expect, test } from '@playwright/test';
import { pathOf, urlOf } from '../support/helpers';

test('a first visit to the default site is logged in as a guest', async ({ page }) => {
  const guestSignup = page.waitForResponse((r) => r.url().endsWith('/api/guest-signup') && r.request().method() === 'POST');
  await page.goto(urlOf('default', '/'));
  const response = await guestSignup;
  expect(response.status()).toBeLessThan(300);
  await expect(page.getByTestId('guest-banner')).toContainText('게스트 모드입니다.');
  expect(pathOf(page)).toBe('/');
  // The guest is a real session: the user object says so.
  await expect.poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem('nurly.user') ?? 'null')?.is_guest ?? null)).toBe(true);
  // The user menu offers sign-up instead of logout.
  await page.getByRole('button', { name: '사용자 메뉴' }).click();
  await expect(page.getByRole('menuitem', { name: '회원가입' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: '로그아웃' })).toHaveCount(0);
});

test('consoles do not make guests', async ({ page }) => {
  let guestSignups = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/guest-signup')) guestSignups += 1;
  });
  await page.goto(urlOf('hub', '/'));
  await expect(page).toHaveURL(/\/login$/);
  expect(guestSignups).toBe(0);
});
