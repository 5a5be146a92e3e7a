/**
 * A distributor runs its own book on the default site (docs/decisions/resellers.md#resellers), as the demo `seoul_dist` (tier 2,
 * agencies gangnam_ag and mapo_ag): its menu's 리셀러 section, `/users/list` with its own subtree only
 * (none of busan_dist's), an agency and an advertiser created under itself, the agency's child price
 * (refused below its own), the advertiser funded by transfer and part of it recalled, and its subtree's
 * sales with its own margin, its live status, the 마진 적립 credits in its point history, and acting for
 * its agency (the banner names both, a transfer is refused, then it ends). The phone walk (phone-width.spec.ts) opens the same pages at 360 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { navigateInApp, openAs, waitForShell } from '../support/helpers';

const suffix = `${Date.now() % 1_000_000}`;
const agency = { username: `e2eag${suffix}`, name: `이투이 대행사 ${suffix}`, mobile: `010${suffix.padStart(8, '5').slice(-8)}` };
const advertiser = { username: `e2ead${suffix}`, name: `이투이 광고주 ${suffix}`, mobile: `011${suffix.padStart(8, '6').slice(-8)}` };

const rowOf = (page: Page, username: string) => page.getByRole('row').filter({ hasText: `${username} ·` });

async function createMember(page: Page, member: typeof agency, tier: string) {
  await page.getByTestId('create-member').click();
  const dialog = page.getByTestId('member-dialog');
  await dialog.getByTestId('member-username').fill(member.username);
  await dialog.getByTestId('member-password').fill('member1234');
  await dialog.getByTestId('member-name').fill(member.name);
  await dialog.getByTestId('member-mobile').fill(member.mobile);
  await dialog.getByTestId('member-tier').selectOption({ label: tier });
  await dialog.getByTestId('member-submit').click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, member.username)).toHaveCount(1);
}

async function move(page: Page, action: 'transfer' | 'recall', username: string, amount: string) {
  const row = rowOf(page, username);
  const id = (await row.getByTestId(/^transfer-\d+$/).getAttribute('data-testid'))!.replace('transfer-', '');
  await page.getByTestId(`${action}-${id}`).click();
  const dialog = page.getByTestId('transfer-dialog');
  await dialog.getByTestId('transfer-amount').fill(amount);
  await dialog.getByTestId('transfer-submit').click();
  await expect(dialog).toBeHidden();
}

test('a distributor lists its own subtree, creates accounts under itself, prices its agency, funds and recalls, and reads its margin', async ({
  page,
}) => {
  await openAs(page, 'default', 'seoul_dist', '/users/list');
  await waitForShell(page);
  await expect(page.getByRole('heading', { name: '회원 목록', level: 1 })).toBeVisible();
  // The side menu's 리셀러 section links both pages (its labels show when the menu is open).
  await expect(page.locator('a[href$="/users/list"]').first()).toBeAttached();
  await expect(page.locator('a[href$="/reseller/sales"]').first()).toBeAttached();

  // Its agencies with their balances, none of busan_dist's branch.
  await expect(rowOf(page, 'gangnam_ag')).toContainText('대행사');
  await expect(rowOf(page, 'mapo_ag')).toContainText(/₩[\d,]+/);
  await page.getByTestId('whole-tree').click();
  await expect(rowOf(page, 'customer')).toHaveCount(1);
  await expect(page.getByText('haeundae_ag', { exact: false })).toHaveCount(0);
  await expect(page.getByText('busan_dist', { exact: false })).toHaveCount(0);
  await page.getByRole('button', { name: '내 하위 계정', exact: true }).click();

  // An agency under itself, then an advertiser under the agency (a level down, the breadcrumb names it).
  await createMember(page, agency, '대행사');
  const agencyId = (await rowOf(page, agency.username)
    .getByTestId(/^prices-\d+$/)
    .getAttribute('data-testid'))!.replace('prices-', '');

  // The agency's child price: below its own is refused with the server's Korean message; above is saved.
  await page.getByTestId(`prices-${agencyId}`).click();
  const panel = page.getByTestId('price-panel');
  const input = panel.getByRole('textbox', { name: '쇼핑 트래픽 하위 단가' });
  await input.fill('1');
  await panel.getByTestId('save-prices').click();
  await expect(panel.getByTestId('price-refusal')).toContainText('쇼핑 트래픽의 하위 단가는 본인 단가(₩');
  await input.fill('60');
  await panel.getByTestId('save-prices').click();
  await expect(page.getByText('단가가 저장되었습니다.').first()).toBeVisible();
  await expect(panel.getByTestId('price-refusal')).toHaveCount(0);

  await navigateInApp(page, `/users/list?parent_id=${agencyId}`);
  await expect(page.getByTestId('breadcrumb')).toContainText(agency.name);
  await createMember(page, advertiser, '광고주');

  // Funded from its own balance, then part of it recalled: the advertiser's row shows what is left.
  await move(page, 'transfer', advertiser.username, '10000');
  await expect(rowOf(page, advertiser.username)).toContainText('₩10,000');
  await move(page, 'recall', advertiser.username, '3000');
  await expect(rowOf(page, advertiser.username)).toContainText('₩7,000');
  // More than the advertiser holds is refused under the amount, and nothing moves.
  const row = rowOf(page, advertiser.username);
  const id = (await row.getByTestId(/^recall-\d+$/).getAttribute('data-testid'))!.replace('recall-', '');
  await page.getByTestId(`recall-${id}`).click();
  const dialog = page.getByTestId('transfer-dialog');
  await dialog.getByTestId('transfer-amount').fill('999999');
  await dialog.getByTestId('transfer-submit').click();
  await expect(dialog.getByText('회수할 포인트가 하위 계정의 사용 가능한 포인트(₩7,000)보다 많습니다.')).toBeVisible();
  await dialog.getByRole('button', { name: '취 소' }).click();
  await expect(rowOf(page, advertiser.username)).toContainText('₩7,000');

  // Its subtree's sales with its own margin, no company figure.
  await navigateInApp(page, '/reseller/sales');
  await expect(page.getByRole('heading', { name: '하위 계정 매출', level: 1 })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: '내 마진' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: '회사 마진' })).toHaveCount(0);

  // Its subtree's live status, from the same summary call as the staff page, without the staff desks.
  await navigateInApp(page, '/reseller/summary');
  await expect(page.getByRole('heading', { name: '하위 계정 실시간 현황', level: 1 })).toBeVisible();
  await expect(page.getByTestId('active-ads')).toHaveText(/\d/);
  await expect(page.getByRole('link', { name: '충전 요청 처리' })).toHaveCount(0);

  // Its point history shows the nightly margin credits (마진 적립) of its agencies' sales.
  await navigateInApp(page, '/point/list');
  // Each night's credit names the settled day and its completions: "2026. 11. 30. 마진 적립 (26건)".
  await expect(page.getByText(/\d{4}\. \d{1,2}\. \d{1,2}\. 마진 적립 \(\d+건\)/).first()).toBeVisible();

  // Acting for its new agency, with a reason: the banner names both, money never moves, then it ends.
  await navigateInApp(page, '/users/list');
  await page.getByTestId(`act-for-${agencyId}`).click();
  const actFor = page.getByTestId('act-for-dialog');
  await actFor.getByTestId('act-for-reason').fill('고객 요청으로 하위 계정 점검');
  await actFor.getByTestId('act-for-submit').click();
  const banner = page.getByTestId('act-for-text');
  await expect(banner).toContainText(`이서연님이 ${agency.username} 계정으로 대리 접속 중입니다`);
  await navigateInApp(page, '/users/list');
  const actingRow = rowOf(page, advertiser.username);
  const actingId = (await actingRow.getByTestId(/^transfer-\d+$/).getAttribute('data-testid'))!.replace('transfer-', '');
  await page.getByTestId(`transfer-${actingId}`).click();
  const refused = page.getByTestId('transfer-dialog');
  await refused.getByTestId('transfer-amount').fill('1000');
  await refused.getByTestId('transfer-submit').click();
  await expect(page.getByText('대리 접속 중에는 포인트를 이동할 수 없습니다.').first()).toBeVisible();
  await refused.getByRole('button', { name: '취 소' }).click();
  await expect(rowOf(page, advertiser.username)).toContainText('₩7,000');
  await page.getByTestId('act-for-end').click();
  await expect(page.getByTestId('act-for-banner')).toHaveCount(0);
});
