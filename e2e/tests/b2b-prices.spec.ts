/**
 * Staff set an agency's price for its children on /admin/b2b/setting, a
 * price below the agency's own is refused with the server's Korean message, and the agency's
 * advertiser then sees the new price on its campaign form (new ads snapshot it).
 */
import { expect, test } from '@playwright/test';
import { loginButton, openAs, passwordField, urlOf, usernameField, waitForShell } from '../support/helpers';

// mapo_ag (an agency of the demo tree, b2b/seed.ts: it pays seoul_dist's ₩41 for 쇼핑 트래픽 and its
// children pay ₩43) and its advertiser cafe_doyun; the demo `customer`'s agency gangnam_ag is left
// alone (other specs quote what the customer pays, ₩41).
const AGENCY = 'mapo_ag';
const ADVERTISER = { username: 'cafe_doyun', password: 'member1234' };

test('a child price set on the B2B settings page is what the agency’s advertiser pays for a new campaign', async ({ page, browser }) => {
  await openAs(page, 'default', 'admin', `/admin/b2b/setting?parent_id=&search=${AGENCY}`);
  await waitForShell(page);
  const row = page.getByRole('row').filter({ hasText: `${AGENCY} ·` });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: '단가', exact: true }).click();

  const panel = page.getByTestId('price-panel');
  const shopping = panel.getByTestId('price-row-naverapp');
  // Own price: seoul_dist's agency price ₩41 (catalog ₩38.5); the demo children's price ₩43.
  await expect(shopping).toContainText('₩41');
  const input = panel.getByRole('textbox', { name: '쇼핑 트래픽 하위 단가' });
  await expect(input).toHaveValue('43');

  // Below its own price: refused with the server's message naming the product.
  await input.fill('37.5');
  await panel.getByTestId('save-prices').click();
  await expect(panel.getByTestId('price-refusal')).toHaveText('쇼핑 트래픽의 하위 단가는 본인 단가(₩41) 이상이어야 합니다.');

  await input.fill('45.5');
  await expect(panel.getByTestId('margin-naverapp')).toHaveText('₩4.5');
  await panel.getByTestId('save-prices').click();
  await expect(page.getByText('단가가 저장되었습니다.').first()).toBeVisible();
  await expect(panel.getByTestId('price-refusal')).toHaveCount(0);

  // The advertiser's campaign form prices the line at the agency's new setting.
  const context = await browser.newContext();
  const advertiser = await context.newPage();
  await advertiser.goto(urlOf('default', '/login'));
  await usernameField(advertiser).fill(ADVERTISER.username);
  await passwordField(advertiser).fill(ADVERTISER.password);
  await loginButton(advertiser).click();
  await expect(advertiser).not.toHaveURL(/\/(login|auth)(\?|$)/, { timeout: 30_000 });
  await advertiser.goto(urlOf('default', '/campaign/add'));
  await waitForShell(advertiser);
  await expect(advertiser.getByTestId('reward-card-naverapp')).toContainText('1회 ₩45.5');
  await context.close();
});
