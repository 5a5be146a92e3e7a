/**
 * Logging out must not create a guest account each time. On the default site the login page a
 * logout leads to has no guest behind it, and a page visited later is the browser's one guest; a
 * console never starts a guest at all.
 */
import { expect, test, type Page, type Response } from '@playwright/test';
import { login, logout, urlOf, waitForShell } from '../support/helpers';

/** The status codes of the guest-signup answers the page received (201 created, 200 the same guest again). */
function watchGuestSignups(page: Page): number[] {
  const statuses: number[] = [];
  page.on('response', (response: Response) => {
    if (response.url().endsWith('/api/guest-signup')) statuses.push(response.status());
  });
  return statuses;
}

/** The logged-in user's id, as the shell stores it. */
const sessionUserId = (page: Page) =>
  page.evaluate(() => (JSON.parse(sessionStorage.getItem('nurly.user') ?? 'null') as { id: number } | null)?.id ?? null);

test('on the default site, every visit after a logout is the same guest', async ({ page }) => {
  const signups = watchGuestSignups(page);
  const guestIds: (number | null)[] = [];
  for (let round = 0; round < 2; round += 1) {
    await login(page, 'default', 'customer');
    await logout(page);
    await page.goto(urlOf('default', '/keyword/naver-shopping'));
    await waitForShell(page);
    await expect(page.getByTestId('guest-banner')).toBeVisible();
    // The banner shows for the default guest at once; the guest account is logged in a moment later.
    await expect.poll(() => sessionUserId(page)).not.toBeNull();
    guestIds.push(await sessionUserId(page));
  }
  expect(guestIds[0]).not.toBeNull();
  expect(guestIds[1]).toBe(guestIds[0]);
  // Only the first could have created an account; the later ones returned it.
  expect(signups.length).toBeGreaterThanOrEqual(2);
  expect(signups.slice(1).every((status) => status === 200)).toBe(true);
});

test('logging out of the default site signs no guest up behind the login page', async ({ page }) => {
  const signups = watchGuestSignups(page);
  await login(page, 'default', 'customer');
  await logout(page);
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('login-form')).toBeVisible();
  expect(signups).toEqual([]);
  expect(await sessionUserId(page)).toBeNull();
});

test('logging out of a console starts no guest', async ({ page }) => {
  const signups = watchGuestSignups(page);
  await login(page, 'hub', 'hubadmin');
  await logout(page);
  await page.goto(urlOf('hub', '/'));
  await expect(page).toHaveURL(/\/login$/);
  await page.waitForLoadState('networkidle');
  expect(signups).toEqual([]);
});
