/** Change-password dialog (docs/decisions/product.md#validation): the three validation messages, before any request is sent. */
import { expect, test } from '@playwright/test';
import { openAs, openUserMenu } from '../support/helpers';

test('change-password validation messages', async ({ page }) => {
  let changeRequests = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/change-password')) changeRequests += 1;
  });
  await openAs(page, 'default', 'customer', '/');
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: '비밀번호 변경' }).click();
  const dialog = page.getByTestId('change-password-dialog');
  await expect(dialog).toBeVisible();
  const fields = dialog.locator('input[type="password"]');
  await expect(fields).toHaveCount(3);
  await expect(dialog.getByLabel('기존 비밀번호')).toBeVisible();
  const submit = dialog.getByRole('button', { name: '변경', exact: true });

  await fields.nth(0).fill('customer1234');
  await fields.nth(1).fill('abcd1');
  await fields.nth(2).fill('abcd2');
  await submit.click();
  await expect(dialog.getByText('새로운 비밀번호가 일치하지 않습니다.')).toBeVisible();

  await fields.nth(1).fill('customer1234');
  await fields.nth(2).fill('customer1234');
  await submit.click();
  await expect(dialog.getByText('기존 비밀번호와 동일한 새로운 비밀번호를 입력할 수 없습니다.')).toBeVisible();

  await fields.nth(1).fill('abc');
  await fields.nth(2).fill('abc');
  await submit.click();
  await expect(dialog.getByText('비밀번호는 최소 4자 이상 입력해주세요.')).toBeVisible();

  expect(changeRequests).toBe(0);
});
