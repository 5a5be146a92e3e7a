/**
 * A remote that cannot be loaded breaks only its own routes (docs/decisions/architecture.md#federation): with the cs remote
 * offline, the rest of the shell keeps working and the cs pages show an error with a retry.
 */
import { expect, test } from '@playwright/test';
import { openAs, pathOf, urlOf } from '../support/helpers';

test('the shell survives the cs remote being offline, and retry brings it back', async ({ page }) => {
  await page.route('**/remotes/cs/**', (route) => route.abort());
  // Other remotes still work.
  await openAs(page, 'default', 'customer', '/keyword/naver-shopping');
  await expect(page.locator('[data-remote="keywords"]')).toBeVisible();
  await expect(page.getByTestId('remote-error')).toHaveCount(0);

  // The cs route shows the remote error with a retry button, inside the shell. (Its menu item
  // comes from the cs remote too, so it is gone: open the address directly.)
  await expect(page.getByRole('link', { name: '1:1 문의' })).toHaveCount(0);
  await page.goto(urlOf('default', '/questions'));
  expect(pathOf(page)).toBe('/questions');
  const error = page.getByTestId('remote-error');
  await expect(error).toBeVisible();
  await expect(error.getByRole('button')).toBeVisible();

  // Menus still navigate to working pages.
  await page.getByRole('link', { name: '대시보드' }).first().click();
  await expect.poll(() => pathOf(page)).toBe('/');
  await expect(page.locator('[data-remote="keywords"]')).toBeVisible();
  await expect(page.getByTestId('remote-error')).toHaveCount(0);

  // Back online: retry loads the remote in place, without reloading the page.
  await page.goto(urlOf('default', '/questions'));
  await expect(page.getByTestId('remote-error')).toBeVisible();
  await page.unroute('**/remotes/cs/**');
  await page.getByTestId('remote-error').getByRole('button').click();
  await expect(page.locator('[data-remote="cs"]')).toBeVisible();
  await expect(page.getByTestId('remote-error')).toHaveCount(0);
  await expect(page.getByRole('link', { name: '1:1 문의' }).first()).toBeVisible();
});
