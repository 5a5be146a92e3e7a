/**
 * DataTable column visibility on /users/list: a column hidden from the '표시할 열' menu
 * stays hidden after a reload (remembered in localStorage), and can be shown again.
 */
import { expect, test } from '@playwright/test';
import { openAs, waitForShell } from '../support/helpers';
import { expectRange, listRows, listTable, shownRange, toggleColumn } from '../support/lists';

const STORAGE_KEY = 'nurly.table.b2b.users';

test('/users/list: a hidden column stays hidden after a reload, and comes back from the menu', async ({ page }) => {
  await openAs(page, 'default', 'admin', '/users/list');
  await expect(listRows(page).first()).toBeVisible();
  const headers = listTable(page).locator('thead th');
  const phoneHeader = listTable(page).getByRole('columnheader', { name: '휴대폰 번호' });
  await expect(phoneHeader).toBeVisible();
  const columnCount = await headers.count();
  // A seeded member's phone number is shown formatted.
  await expect(listTable(page).getByText('010-3111-0001')).toBeVisible();

  // The username column is not offered: it names the row.
  await page.getByTestId('table-columns').click();
  await expect(page.getByRole('menuitemcheckbox', { name: '휴대폰 번호' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('menuitemcheckbox', { name: '아이디' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await toggleColumn(page, '휴대폰 번호');
  await expect(phoneHeader).toHaveCount(0);
  await expect(headers).toHaveCount(columnCount - 1);
  await expect(listTable(page).getByText('010-3111-0001')).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe('["mobile"]');

  await page.reload();
  await waitForShell(page);
  // Read the range once the members have loaded (while loading, the footer says 0).
  await expect(page.getByTestId('table-range')).toHaveText(/총 [1-9][\d,]*건/);
  const { total } = await shownRange(page);
  await expectRange(page, { first: 1, last: Math.min(10, total), total });
  await expect(headers).toHaveCount(columnCount - 1);
  await expect(phoneHeader).toHaveCount(0);
  await expect(listTable(page).getByRole('columnheader', { name: '아이디' })).toBeVisible();

  await toggleColumn(page, '휴대폰 번호');
  await expect(phoneHeader).toBeVisible();
  await expect(headers).toHaveCount(columnCount);
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe('[]');
});
