/** Route guards (docs/decisions/product.md#states) and the unknown-route rule (docs/decisions/product.md#screens-and-routes). */
import { expect, test } from '@playwright/test';
import { collectDialogs, loginButton, openAs, pathOf, urlOf } from '../support/helpers';

const ACCESS_DENIED = '접근 권한이 없습니다. 관리자에게 문의하세요.';

test('a customer (not staff) opening an admin page ends on the login page', async ({ page }) => {
  await openAs(page, 'default', 'customer', '/admin/deposit');
  await expect(page).toHaveURL(/\/login$/);
  await expect(loginButton(page)).toBeVisible();
  // It stays there: no redirect loop between the guard and the closed-to-logged-in login page.
  await page.waitForTimeout(1500);
  await expect(page).toHaveURL(/\/login$/);
  await expect(loginButton(page)).toBeVisible();
});

test('staff lacking the role get the access-denied message with their id once, in the shell (no native alert), on /login', async ({
  page,
}) => {
  const nativeDialogs = collectDialogs(page);
  // hubadmin is staff (HUB_ADMIN) but not NURLY_ADMIN/NURLY_STAFF, which /admin/* requires.
  await openAs(page, 'default', 'hubadmin', '/admin/deposit');
  await expect(page).toHaveURL(/\/login$/);
  const notice = page.getByTestId('access-notice');
  await expect(notice).toContainText(ACCESS_DENIED);
  await expect(notice).toContainText(/ID: \d+/);
  await expect(page.getByText(ACCESS_DENIED)).toHaveCount(1);
  await expect(loginButton(page)).toBeVisible();
  expect(nativeDialogs).toEqual([]);
});

test('an anonymous visitor of the hub console is sent to /login', async ({ page }) => {
  await page.goto(urlOf('hub', '/'));
  await expect(page).toHaveURL(/hub\.localhost:\d+\/login$/);
});

test('an anonymous visitor of an offerwall page is sent to /login', async ({ page }) => {
  await page.goto(urlOf('offerwall', '/mission-logs'));
  await expect(page).toHaveURL(/\/login$/);
});

test('a staff page sends an anonymous visitor of the default site to /login', async ({ page }) => {
  await page.goto(urlOf('default', '/admin/b2b/summary'));
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown route goes to /', async ({ page }) => {
  await openAs(page, 'default', 'customer', '/no/such/page');
  await expect.poll(() => pathOf(page)).toBe('/');
});
