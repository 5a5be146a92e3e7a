/** Logging in and out with the demo accounts, on the site each role works in. */
import { expect, test } from '@playwright/test';
import { accounts } from '../support/accounts';
import { E2E_PORT, login, logout, passwordField, pathOf, urlOf, usernameField, loginButton } from '../support/helpers';

test('admin lands on the first admin page through the /admin entry', async ({ page }) => {
  await login(page, 'default', 'admin');
  await expect(page).toHaveURL(/\/admin\/[a-z]/);
  // The home link of staff is the admin entry, which forwards to the first admin page again.
  await page.goto(urlOf('default', '/admin'));
  await expect(page).toHaveURL(/\/admin\/[a-z]/);
  await logout(page);
});

test('customer lands on the dashboard', async ({ page }) => {
  await login(page, 'default', 'customer');
  await expect.poll(() => pathOf(page)).toBe('/');
  // The customer side menu: Keyword, MyProduct, Dashboard, Questions.
  for (const title of ['대시보드', '1:1 문의']) await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
  await expect(page.getByTestId('guest-banner')).toHaveCount(0);
  await logout(page);
  // Logged out: a staff page now sends the visitor to the login page.
  await page.goto(urlOf('default', '/admin/shopping'));
  await expect(page).toHaveURL(/\/login$/);
});

test('hub admin sees the five hub top-nav items', async ({ page }) => {
  await login(page, 'hub', 'hubadmin');
  for (const title of ['쇼핑 상품 관리', '플레이스 상품 관리', '하위 계정 관리', '기간별 상세 내역', '기간별 매출']) {
    await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
  }
  await page.getByRole('link', { name: '기간별 매출' }).first().click();
  await expect(page).toHaveURL(/\/sales$/);
  await logout(page);
});

test('hub member does not get the member and sales items', async ({ page }) => {
  await login(page, 'hub', 'hubmember');
  await expect(page.getByRole('link', { name: '쇼핑 상품 관리' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: '하위 계정 관리' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: '기간별 매출' })).toHaveCount(0);
});

test('offerwall client works on the offerwall console', async ({ page }) => {
  await login(page, 'offerwall', 'offerwall');
  await expect.poll(() => pathOf(page)).toBe('/');
  for (const title of ['정산 내역', '미션 로그', '방문자 로그']) {
    await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
  }
  await page.getByRole('link', { name: '미션 로그' }).first().click();
  await expect(page).toHaveURL(/\/mission-logs$/);
  await logout(page);
});

test('a wrong password keeps the visitor on the login page', async ({ page }) => {
  await page.goto(urlOf('default', '/login'));
  await usernameField(page).fill('customer');
  await passwordField(page).fill('wrong-password');
  await loginButton(page).click();
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(/\/login$/);
  await expect(loginButton(page)).toBeVisible();
});

test('the login page is closed to a logged-in user', async ({ page }) => {
  await login(page, 'default', 'customer');
  await page.goto(urlOf('default', '/login'));
  await expect(page).not.toHaveURL(/\/login$/);
});

test('a session ended elsewhere (password changed) is sent to the login page by the router, without a reload', async ({
  page,
  request,
}) => {
  const api = `http://127.0.0.1:${E2E_PORT}/api`;
  const tokenOf = async (username: string, password: string) => {
    const response = await request.post(`${api}/token`, { data: { username, password } });
    expect(response.ok()).toBe(true);
    return { Authorization: `Bearer ${((await response.json()) as { access: string }).access}` };
  };
  // An account of its own: changing a demo account's password would disturb the other tests.
  const username = `ended${Date.now()}`;
  const created = await request.post(`${api}/users`, {
    headers: await tokenOf(accounts.admin.username, accounts.admin.password),
    data: { username, password: 'first1234', name: '세션 종료' },
  });
  expect(created.ok()).toBe(true);
  // With a business the top bar shows the balance and its refresh button (without one it asks for the business).
  const business = await request.post(`${api}/admin/advertisers`, {
    headers: await tokenOf(username, 'first1234'),
    data: {
      name: '세션 종료 상회',
      registration_number: '123-45-67890',
      representative: '김누리',
      address: '서울특별시 마포구 월드컵북로 1',
      emails: ['tax@nuri.kr'],
      deposit_names: ['김누리'],
    },
  });
  expect(business.ok(), await business.text()).toBe(true);

  await page.goto(urlOf('default', '/login'));
  await usernameField(page).fill(username);
  await passwordField(page).fill('first1234');
  await loginButton(page).click();
  await expect.poll(() => pathOf(page)).toBe('/');
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  await page.waitForLoadState('networkidle');

  // The password changes in another session: every token of the account dies with it.
  const changed = await request.post(`${api}/change-password`, {
    headers: await tokenOf(username, 'first1234'),
    data: { oldPassword: 'first1234', newPassword: 'second1234' },
  });
  expect(changed.ok()).toBe(true);

  // The page's next call — the top bar's balance refresh, with no page change under way (or one the
  // dashboard still had in flight on a loaded machine) — is refused, its refresh too: the 401 rule
  // navigates through the router.
  await expect(async () => {
    if (pathOf(page) !== '/login') await page.getByTestId('topbar-balance-refresh').click({ timeout: 3_000 });
    expect(pathOf(page)).toBe('/login');
  }).toPass({ timeout: 30_000 });
  await expect(loginButton(page)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});
