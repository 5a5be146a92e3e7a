/**
 * Staff open /admin/invoices (the demo invoices of the settled demo
 * days, invoices/seed.ts), issue a draft after the confirm dialog, and its printable A4 page shows
 * the same total with the supply value, VAT and the evidence table.
 */
import { expect, test } from '@playwright/test';
import { openAs, urlOf, waitForShell } from '../support/helpers';

test('staff issue a demo invoice and print it with its total', async ({ page }) => {
  await openAs(page, 'default', 'staff', '/admin/invoices?status=DRAFT');
  await waitForShell(page);
  await expect(page.getByRole('heading', { level: 1, name: '청구서' })).toBeVisible();

  const issue = page.getByTestId(/^issue-\d+$/).first();
  await expect(issue).toBeVisible();
  const id = Number((await issue.getAttribute('data-testid'))!.replace('issue-', ''));
  const row = page.getByRole('row').filter({ has: page.getByTestId(`issue-${id}`) });
  // Columns: month, business, actions, supply, VAT, total.
  const total = (await row.getByRole('cell').nth(5).innerText()).trim();
  expect(total).toMatch(/^₩[\d,]+$/);

  await issue.click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('청구서를 발행할까요?');
  await dialog.getByRole('button', { name: '발행', exact: true }).click();
  await expect(page.getByText('청구서를 발행했습니다.').first()).toBeVisible();

  // Issued: it leaves the DRAFT filter; every status shows it as 발행.
  await page.goto(urlOf('default', '/admin/invoices?status=ISSUED'));
  await expect(page.getByTestId(`invoice-status-${id}`)).toHaveText('발행');

  await page.goto(urlOf('default', `/admin/invoices/${id}/print`));
  await expect(page.getByRole('heading', { level: 1, name: '청구서 인쇄' })).toBeVisible();
  const sheet = page.getByTestId('invoice-sheet');
  await expect(sheet).toContainText('거래 명세서 (청구서)');
  await expect(sheet).toContainText('(주)더널리');
  await expect(page.getByTestId('invoice-total')).toHaveText(total);
  await expect(page.getByTestId('invoice-evidence')).toContainText('완료 (청구)');
});
