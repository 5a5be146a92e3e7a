/**
 * A logged-in user who may not open a page is told why, once, on a page
 * that stays put (no /admin ↔ /login loop), and is offered a way on.
 */
import { expect, test, type Page } from '@playwright/test';
import { accounts } from '../support/accounts';
import { login, loginButton, openAs, passwordField, pathOf, urlOf, usernameField } from '../support/helpers';

const ACCESS_DENIED = '접근 권한이 없습니다. 관리자에게 문의하세요.';

/** Counts top-level navigations from now on (a redirect loop makes hundreds in a few seconds). */
function countNavigations(page: Page): () => number {
  let count = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) count += 1;
  });
  return () => count;
}

function accessNotice(page: Page) {
  return page.getByTestId('access-notice');
}

test('a customer opening /admin is told once that it is for staff, and the tab settles on that page', async ({ page }) => {
  await login(page, 'default', 'customer');
  const navigations = countNavigations(page);
  await page.goto(urlOf('default', '/admin'));
  await expect(accessNotice(page)).toContainText(ACCESS_DENIED);
  await expect(accessNotice(page)).toContainText(/ID: \d+/);
  await expect(accessNotice(page)).toContainText('관리자 전용');
  // Settled: no navigation at all once the notice is up (the loop made hundreds in a few seconds).
  const settledAt = navigations();
  await page.waitForTimeout(1500);
  expect(navigations()).toBe(settledAt);
  await expect(page).toHaveURL(/\/login$/);
  await expect(accessNotice(page)).toHaveCount(1);
  // The way on: back to the customer's own home, still logged in.
  await accessNotice(page).getByRole('link', { name: '홈으로 돌아가기' }).click();
  await expect.poll(() => pathOf(page)).toBe('/');
  await expect(page.getByRole('button', { name: '사용자 메뉴' })).toBeVisible();
});

test('a customer opening /admin/deposit sees why the login form is shown, not a bare form', async ({ page }) => {
  await openAs(page, 'default', 'customer', '/admin/deposit');
  await expect(page).toHaveURL(/\/login$/);
  await expect(accessNotice(page)).toContainText(ACCESS_DENIED);
  await expect(accessNotice(page)).toContainText(accounts.customer.username);
  // Switching to a staff account is still possible from the same form.
  await expect(loginButton(page)).toBeVisible();
});

test('an ordinary member logging in on the reward site is told why and offered the default site', async ({ page }) => {
  // customer is a member of the reward service (seed) but has no role for its console.
  await page.goto(urlOf('reward', '/login'));
  await usernameField(page).fill(accounts.customer.username);
  await passwordField(page).fill(accounts.customer.password);
  await loginButton(page).click();
  await expect(accessNotice(page)).toContainText('더널리 리워드');
  await expect(accessNotice(page)).toContainText('customer 계정에는 더널리 리워드 이용 권한(역할)이 없습니다.');
  const defaultSite = accessNotice(page).getByRole('link', { name: '더널리 사이트로 이동' });
  await expect(defaultSite).toHaveAttribute('href', urlOf('default', '/'));
  await page.waitForTimeout(1000);
  await expect(page).toHaveURL(/reward\.localhost:\d+\/login$/);
  await expect(accessNotice(page)).toHaveCount(1);
});

test('a member of the default service only is told it is not a member of the reward service', async ({ page }) => {
  // busan_dist (seed) belongs to THENURLY only.
  await page.goto(urlOf('reward', '/login'));
  await usernameField(page).fill('busan_dist');
  await passwordField(page).fill('member1234');
  await loginButton(page).click();
  await expect(accessNotice(page)).toContainText('busan_dist 계정은 더널리 리워드 회원이 아닙니다.');
  await expect(accessNotice(page).getByRole('link', { name: '리워드 이용 문의하기' })).toHaveAttribute('target', '_blank');
  await expect(loginButton(page)).toBeVisible();
});

test('a hub client refused /sales is offered its own hub home, not the default site', async ({ page }) => {
  await openAs(page, 'hub', 'hubclient', '/sales');
  await expect(page).toHaveURL(/hub\.localhost:\d+\/login$/);
  await expect(accessNotice(page)).toContainText('hubclient 계정에는 이 페이지를 열 수 있는 역할이 없습니다.');
  await expect(accessNotice(page).getByRole('link', { name: '더널리 사이트로 이동' })).toHaveCount(0);
  await accessNotice(page).getByRole('link', { name: '홈으로 돌아가기' }).click();
  await expect.poll(() => pathOf(page)).toBe('/');
  await expect(page.getByRole('button', { name: '사용자 메뉴' })).toBeVisible();
});
