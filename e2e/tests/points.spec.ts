/**
 * The money flow, end to end: a customer requests a top-up by bank transfer → sees it
 * pending → staff confirm it on /admin/deposit → the customer's balance and history update.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { openAs, urlOf, waitForShell } from '../support/helpers';

/** Parses '₩1,250,000' into 1250000. */
function won(text: string | null): number {
  return Number((text ?? '').replace(/[^\d-]/g, ''));
}

/** A balance display's amount: 'balance-amount' on /point pages, 'topbar-balance-amount' in the bar. */
async function shownBalance(page: Page, testId = 'balance-amount'): Promise<number> {
  const amount = page.getByTestId(testId);
  await expect(amount).toBeVisible();
  return won(await amount.textContent());
}

/** The customer, logged in on `path` of the default site, with clipboard access for the deposit info. */
async function customerOn(browser: Browser, path: string) {
  const context = await browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: urlOf('default') });
  const page = await context.newPage();
  await openAs(page, 'default', 'customer', path);
  await waitForShell(page);
  return { context, page };
}

/** Admin confirms the customer's pending request of `amountText` on /admin/deposit; `check` runs on the open desk first. */
async function staffConfirmsDeposit(browser: Browser, amountText: string, check?: (staff: Page) => Promise<void>) {
  const context = await browser.newContext();
  const staff = await context.newPage();
  await openAs(staff, 'default', 'admin', '/admin/deposit');
  await waitForShell(staff);
  const requestRow = staff.getByRole('row').filter({ hasText: amountText }).filter({ hasText: 'customer' });
  await expect(requestRow).toBeVisible();
  await check?.(staff);
  await requestRow.getByRole('button', { name: '입금 확인' }).click();
  const confirm = staff.getByTestId('confirm-dialog');
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button').last().click();
  await expect(staff.getByText('입금이 확인되어 포인트가 충전되었습니다.').first()).toBeVisible();
  await expect(staff.getByRole('row').filter({ hasText: amountText })).toHaveCount(0);
  return context;
}

test('customer top-up → pending → staff confirm on /admin/deposit → balance and history update', async ({ browser }) => {
  // A retry requests another amount: the first attempt's pending request may still be on the list.
  const amount = 777_000 + test.info().retry * 1_000;
  const digits = amount.toLocaleString('en-US');
  const amountText = `₩${digits}`;

  const { context: customerContext, page: customer } = await customerOn(browser, '/point/list');
  const before = await shownBalance(customer);

  // Top-up dialog: zero is refused, quick amounts add, typing strips non-digits.
  await customer.getByTestId('open-top-up').click();
  const dialog = customer.getByTestId('top-up-dialog');
  await expect(dialog.getByTestId('top-up-submit')).toBeDisabled();
  await expect(dialog.getByText('충전 금액을 입력해주세요.')).toBeVisible();
  // Where to send the money: the demo install says its account is a demo one.
  await expect(dialog.getByTestId('deposit-account-number')).toHaveText('데모은행 000-0000-0000-00 (예금주 (주)더널리 데모)');
  await expect(dialog.getByText('데모용 예시 계좌입니다. 실제로 입금하지 마세요.')).toBeVisible();
  await dialog.getByTestId('quick-100000').click();
  await dialog.getByTestId('quick-300000').click();
  await expect(dialog.getByTestId('top-up-amount')).toHaveValue('400,000');
  await dialog.getByTestId('top-up-amount').fill(`${digits}원`);
  await expect(dialog.getByTestId('top-up-amount')).toHaveValue(digits);
  await dialog.getByTestId('top-up-submit').click();
  await expect(customer.getByText('충전 요청이 완료되었습니다.').first()).toBeVisible();
  // The deposit info is copied once the balance has refreshed, and a second toast says so.
  await expect(customer.getByText('입금 정보가 클립보드에 복사되었습니다.').first()).toBeVisible();
  const copied = await customer.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(amountText);
  expect(copied).toContain('입금 계좌: 데모은행 000-0000-0000-00 (예금주 (주)더널리 데모)');
  await customer.keyboard.press('Escape');

  // Pending: orange 'waiting for deposit' row, the balance unchanged.
  const pendingRow = customer.getByTestId('history-row').filter({ hasText: '입금 대기' }).filter({ hasText: amountText });
  await expect(pendingRow).toBeVisible();
  expect(await shownBalance(customer)).toBe(before);

  // Staff confirm on /admin/deposit.
  const staffContext = await staffConfirmsDeposit(browser, amountText);

  // The customer refreshes: the balance grew by the amount and the history shows the charge.
  await customer.getByTestId('balance-refresh').click();
  await expect.poll(() => shownBalance(customer)).toBe(before + amount);
  await expect(pendingRow).toHaveCount(0);
  await expect(
    customer.getByTestId('history-row').filter({ hasText: '포인트 충전' }).filter({ hasText: amountText }).first(),
  ).toBeVisible();

  await customerContext.close();
  await staffContext.close();
});

/** The top bar's balance (docs/decisions/product.md#shared-screens item 6): mfe-points' widget, rendered by the host on every page. */
const topBarBalance = (page: Page) => shownBalance(page, 'topbar-balance-amount');

// Same file as the flow above so the two run one after the other: both move the customer's balance.
test('top-bar balance on /: top-up from the bar → staff confirm → the bar refresh shows the new balance', async ({ browser }) => {
  const amount = 345_000;
  const amountText = '₩345,000';

  const { context: customerContext, page: customer } = await customerOn(browser, '/');
  const bar = customer.locator('header');
  await expect(bar.getByTestId('topbar-balance')).toBeVisible();
  const before = await topBarBalance(customer);

  // The bar's top-up button opens the existing top-up dialog.
  await bar.getByTestId('topbar-top-up').click();
  const dialog = customer.getByTestId('top-up-dialog');
  await dialog.getByTestId('top-up-amount').fill('345,000');
  await dialog.getByTestId('top-up-submit').click();
  await expect(customer.getByText('충전 요청이 완료되었습니다.').first()).toBeVisible();
  await customer.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect(await topBarBalance(customer)).toBe(before);

  // Staff confirm on /admin/deposit; staff-only accounts get no balance in their bar.
  const staffContext = await staffConfirmsDeposit(browser, amountText, async (staff) => {
    await expect(staff.getByTestId('topbar-balance')).toHaveCount(0);
    await expect(staff.getByTestId('topbar-register-business')).toHaveCount(0);
  });

  // Still on /, the bar's refresh button fetches the new balance.
  expect(await topBarBalance(customer)).toBe(before);
  await bar.getByTestId('topbar-balance-refresh').click();
  await expect.poll(() => topBarBalance(customer)).toBe(before + amount);

  await customerContext.close();
  await staffContext.close();
});

test('a customer reaches the points pages from the menu, the top-bar balance and page search', async ({ browser }) => {
  const { context, page } = await customerOn(browser, '/keyword/naver-shopping');
  await page.getByTestId('topbar-balance-amount').click();
  await expect(page).toHaveURL(/\/point\/list$/);

  await page.goto(urlOf('default', '/keyword/naver-shopping'));
  await waitForShell(page);
  // The side menu starts as the narrow mini rail: its group opens the menu over the page.
  const menu = page.getByRole('navigation', { name: '메뉴', exact: true }).first();
  await menu.getByRole('button', { name: '포인트', exact: true }).click();
  await menu.getByRole('link', { name: '포인트 충전' }).click();
  await expect(page).toHaveURL(/\/point\/buy$/);

  await page.keyboard.press('Control+K');
  await page.getByPlaceholder('Search apps & pages').fill('포인트 내역');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/point\/list$/);
  await context.close();
});
