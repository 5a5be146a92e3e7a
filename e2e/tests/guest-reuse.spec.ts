/**
 * Issue 12 item 3: logging out must not create a guest account each time. On the default site the
 * browser comes back as its one guest; a console never starts a guest at all.
 */
import { expect, test, type Page, type Response } from '@playwright/test';
import { login, logout, urlOf, waitForShell } from '../support/helpers';

/** The guest-signup answers the page received (status and the guest's username). */
function watchGuestSignups(page: Page): { status: number; username: string }[] {
  const answers: { status: number; username: string }[] = [];
  page.on('response', (response: Response) => {
    if (!response.url().endsWith('/api/guest-signup')) return;
    void response.json().then((body: { username: string }) => answers.push({ status: response.status(), username: body.username }));
  });
  return answers;
}

test('on the default site, every visit after a logout is the same guest', async ({ page }) => {
  const signups = watchGuestSignups(page);
  for (let round = 0; round < 2; round += 1) {
    await login(page, 'default', 'customer');
    await logout(page);
    await page.goto(urlOf('default', '/keyword/naver-shopping'));
    await waitForShell(page);
    await expect(page.getByTestId('guest-banner')).toBeVisible();
  }
  await expect.poll(() => signups.length).toBeGreaterThanOrEqual(2);
  expect(new Set(signups.map((s) => s.username)).size).toBe(1);
  // Only the first could have created an account; the later ones returned it.
  expect(signups.slice(1).every((s) => s.status === 200)).toBe(true);
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
