/**
 * An advertiser buys a campaign with held points, staff review it on the ad
 * desk, and cancelling before the start returns the whole hold; bad input gets Korean messages; the
 * desk shows the daily history chart and exports.
 */
import { expect, test, type Page } from '@playwright/test';
import { openAs, urlOf, waitForShell } from '../support/helpers';
import { exportList, readCsv, UTF8_BOM } from '../support/lists';

/** Parses '₩1,250,000' (or '-₩5') into a number. */
const won = (text: string | null) => Number((text ?? '').replace(/[^\d-]/g, ''));

/** A Korea calendar day `days` from today, as the date inputs want it. */
function seoulDay(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' });
}

/** Opens the campaign form (logged in as the customer through the API the first time) and reads the available points. */
async function openAddPage(page: Page, loginFirst = false): Promise<number> {
  if (loginFirst) await openAs(page, 'default', 'customer', '/campaign/add');
  else await page.goto(urlOf('default', '/campaign/add'));
  await waitForShell(page);
  const available = page.getByTestId('estimate-available');
  await expect(available).toBeVisible();
  return won(await available.textContent());
}

test('a campaign holds its cost, staff approve it, and cancelling before the start returns the whole hold', async ({ page, browser }) => {
  // Six page loads in two browser contexts: more than one ordinary test's time on a busy machine.
  test.setTimeout(120_000);
  const suffix = `${Date.now()}`.slice(-9);
  const keyword = `e2e 캠페인 ${suffix}`;
  const availableBefore = await openAddPage(page, true);

  await page.getByTestId('ad-mid').fill(`8${suffix}`);
  await page.getByTestId('ad-keyword').fill(keyword);
  await page.getByTestId('reward-card-naverapp').getByText('쇼핑 트래픽', { exact: true }).click();
  await page.getByTestId('volume-naverapp').fill('10');
  await page.getByTestId('ad-start').fill(seoulDay(1));
  await page.getByTestId('ad-end').fill(seoulDay(7));
  // 10 a day × ₩41 (what the customer pays: seoul_dist's agency price) = ₩410 a day, for 7 days.
  await expect(page.getByTestId('estimate-total')).toHaveText('₩2,870');
  await page.getByTestId('ad-submit').click();
  await expect(page.getByText('캠페인이 등록되었습니다. 검수 후 진행됩니다.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/campaign\/list$/);
  const campaign = page.getByRole('row').filter({ hasText: keyword });
  await expect(campaign.getByText('검수 대기').first()).toBeVisible();

  // The cost is held: the available balance went down by exactly the estimate.
  expect(await openAddPage(page)).toBe(availableBefore - 2_870);

  // Staff approve it on the shopping desk.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await openAs(staff, 'default', 'admin', `/admin/shopping?search=${encodeURIComponent(suffix)}`);
  await waitForShell(staff);
  const line = staff.getByRole('row').filter({ hasText: keyword });
  await expect(line).toHaveCount(1);
  await line.getByRole('checkbox').click({ force: true });
  await expect(line.getByRole('checkbox')).toBeChecked();
  await staff.getByTestId('bulk-approve').click();
  await expect(staff.getByText(/1건 처리/).first()).toBeVisible();
  await expect(line.getByText('진행 중').first()).toBeVisible();
  await staffContext.close();

  // Back on the list the line is running; cancelling before the start returns everything.
  await page.goto(urlOf('default', '/campaign/list'));
  await waitForShell(page);
  await expect(campaign.getByText('진행 중').first()).toBeVisible();
  await campaign.getByRole('button', { name: '캠페인 취소' }).click();
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm).toContainText('₩2,870이 모두 포인트로 반환');
  await confirm.getByRole('button').last().click();
  await expect(page.getByText('캠페인이 취소되었습니다. 예치된 포인트가 모두 반환되었습니다.').first()).toBeVisible();
  expect(await openAddPage(page)).toBe(availableBefore);
});

test('bad input gets Korean messages under its field, and a campaign beyond the available points cannot be sent', async ({ page }) => {
  await openAddPage(page, true);
  await page.getByTestId('ad-submit').click();
  await expect(page.getByText('검색 키워드를 입력해주세요.').first()).toBeVisible();
  await expect(page.getByTestId('rewards-error')).toHaveText('리워드 상품을 하나 이상 선택해주세요.');

  await page.getByTestId('ad-mid').fill('1234');
  await page.getByTestId('ad-keyword').fill('무선 이어폰');
  await page.getByTestId('reward-card-naverapp').getByText('쇼핑 트래픽', { exact: true }).click();
  await page.getByTestId('ad-submit').click();
  await expect(page.getByText('상품 MID는 8~12자리 숫자입니다.').first()).toBeVisible();
  await page.getByTestId('volume-naverapp').fill('200000');
  await page.getByTestId('volume-naverapp').blur();
  await expect(page.getByTestId('volume-naverapp-error')).toHaveText('일 목표 수량은 1~100,000 사이로 입력해주세요.');

  // 100,000 a day for a year is far beyond the demo balance: warned, linked to top-up, not sendable.
  await page.getByTestId('ad-mid').fill('87654321012');
  await page.getByTestId('volume-naverapp').fill('100000');
  await page.getByTestId('ad-end').fill(seoulDay(300));
  const warning = page.getByTestId('over-budget');
  await expect(warning).toContainText('사용 가능한 포인트가');
  await expect(warning.getByRole('link', { name: '포인트 충전하기' })).toHaveAttribute('href', '/point/buy');
  await expect(page.getByTestId('ad-submit')).toBeDisabled();
});

test('the staff desk: status counters, the daily history chart of an ad, and a CSV export', async ({ page }) => {
  await openAs(page, 'default', 'admin', '/admin/shopping');
  await waitForShell(page);
  const counters = page.getByTestId('status-counters');
  await expect(counters).toBeVisible();
  await page.getByTestId('counter-ACTIVE').click();
  await expect(page).toHaveURL(/status=ACTIVE/);

  // A seeded running ad (the demo's 캠핑의자, running since two weeks ago) has its history: volume per
  // day against the keyword's rank. (The newest ads are other tests', approved today without history.)
  await page.goto(urlOf('default', `/admin/shopping?status=ACTIVE&search=${encodeURIComponent('캠핑의자')}`));
  const seeded = page
    .getByRole('table')
    .first()
    .locator('tbody tr')
    .filter({ has: page.getByText('캠핑의자', { exact: true }) })
    .first();
  await seeded.getByRole('cell').nth(2).click();
  const detail = page.getByTestId('ad-detail');
  await expect(detail).toBeVisible();
  await expect(detail.getByTestId('history-chart')).toBeVisible();
  await page.keyboard.press('Escape');

  const file = await exportList(page, 'csv');
  expect(file.bytes.subarray(0, 3).equals(UTF8_BOM)).toBe(true);
  const { header, rows } = readCsv(file.bytes);
  expect(header).toContain('키워드');
  expect(rows.length).toBeGreaterThan(0);
});
