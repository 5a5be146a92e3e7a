/** Global search (docs/decisions/product.md#shared-screens item 4): Ctrl+K opens it, arrows and Enter pick, Esc closes. */
import { expect, test } from '@playwright/test';
import { openAs, pathOf, waitForShell } from '../support/helpers';

test('Ctrl+K finds a page and says so when nothing matches', async ({ page }) => {
  await openAs(page, 'default', 'admin', '/admin');
  await waitForShell(page);
  await page.keyboard.press('Control+k');
  const input = page.getByPlaceholder('Search apps & pages');
  await expect(input).toBeVisible();
  await expect(input).toBeFocused();
  await expect(page.getByText('No recent searches')).toBeVisible();

  await input.fill('zzqx-nothing-like-this');
  await expect(page.getByText('No result found!')).toBeVisible();

  await input.fill('FAQ');
  const results = page.getByRole('option');
  await expect(results.first()).toBeVisible();
  await input.press('Enter');
  await expect(input).toBeHidden();
  await expect.poll(() => pathOf(page)).toMatch(/faq/);

  // Esc closes the dialog; the page stays where it was.
  const before = pathOf(page);
  await page.keyboard.press('Control+k');
  await expect(input).toBeVisible();
  await input.press('Escape');
  await expect(input).toBeHidden();
  expect(pathOf(page)).toBe(before);
});

test('a customer finds a campaign by its keyword and opens its page', async ({ page }) => {
  await openAs(page, 'default', 'customer', '/');
  await waitForShell(page);
  await page.keyboard.press('Control+k');
  const input = page.getByPlaceholder('Search apps & pages');
  await input.fill('릴렉스체어');
  const campaign = page.getByRole('option').filter({ hasText: '캠페인 · 더널리 쇼핑' });
  await expect(campaign).toHaveCount(1);
  await campaign.click();
  await expect(input).toBeHidden();
  await expect.poll(() => pathOf(page)).toMatch(/^\/campaign\/\d+$/);
  await expect(page.getByText('릴렉스체어').first()).toBeVisible();
});
