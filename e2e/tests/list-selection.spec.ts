/**
 * DataTable row selection where a page offers it (/my-products, mfe-keywords): a row's
 * checkbox (named after the product) feeds the page's bulk actions, select-all takes the rows on
 * screen, and rows that leave the screen (a search) leave the selection. Nothing is deleted.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openAs } from '../support/helpers';
import { listRows, listTable, shownRange } from '../support/lists';

const CHAIR = '초경량 접이식 캠핑의자 릴렉스 체어';
const TUMBLER = '스테인리스 진공 텀블러 500ml';

/** The visible box of a checkbox (its label wraps the hidden input): what a mouse user clicks. */
function boxOf(page: Page, name: string): Locator {
  return listTable(page)
    .locator('label')
    .filter({ has: page.getByRole('checkbox', { name, exact: true }) });
}

test('/my-products: selected rows feed the bulk delete and the report link; a search prunes the selection', async ({ page }) => {
  await openAs(page, 'default', 'customer', '/my-products');
  const chairRow = page.getByRole('row').filter({ hasText: CHAIR });
  await expect(chairRow).toBeVisible();
  const bulkDelete = page.getByRole('button', { name: /^선택 삭제/ });
  const reportLink = page.getByRole('link', { name: '리포트 보기' });
  await expect(bulkDelete).toHaveText('선택 삭제 (0)');
  await expect(bulkDelete).toBeDisabled();
  await expect(reportLink).toHaveAttribute('href', '/report');

  // One row: its checkbox is named after the product.
  const chairCheckbox = page.getByRole('checkbox', { name: `${CHAIR} 선택` });
  await boxOf(page, `${CHAIR} 선택`).click();
  await expect(chairCheckbox).toBeChecked();
  await expect(chairRow).toHaveAttribute('data-selected', '');
  await expect(bulkDelete).toHaveText('선택 삭제 (1)');
  await expect(bulkDelete).toBeEnabled();
  await expect(reportLink).toHaveAttribute('href', /^\/report\?ids=\d+$/);

  // The bulk delete asks first, with the count; cancelling keeps everything.
  await bulkDelete.click();
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm).toContainText('선택한 상품 1개를 내 상품에서 삭제할까요?');
  await confirm.getByRole('button', { name: '취 소' }).click();
  await expect(confirm).toBeHidden();
  await expect(chairRow).toBeVisible();

  // Select-all (half-checked now) takes every row on this page.
  const selectAll = listTable(page).getByRole('checkbox', { name: '이 페이지의 모든 행 선택' });
  await expect(selectAll).toHaveJSProperty('indeterminate', true);
  await boxOf(page, '이 페이지의 모든 행 선택').click();
  await expect(selectAll).toBeChecked();
  const onScreen = (await shownRange(page)).last - (await shownRange(page)).first + 1;
  expect(onScreen).toBeGreaterThanOrEqual(3);
  await expect(bulkDelete).toHaveText(`선택 삭제 (${onScreen})`);
  await expect(listTable(page).locator('tbody tr[data-selected]')).toHaveCount(onScreen);
  const ids = new URL((await reportLink.getAttribute('href')) ?? '', page.url()).searchParams.get('ids')?.split(',') ?? [];
  expect(ids).toHaveLength(onScreen);

  // A search leaves only the tumbler on screen: the other rows leave the selection.
  await page.getByPlaceholder('상품명, MID, 키워드').fill('텀블러');
  await expect(listRows(page)).toHaveCount(1);
  await expect(listRows(page).first()).toContainText(TUMBLER);
  await expect(bulkDelete).toHaveText('선택 삭제 (1)');
  await page.getByPlaceholder('상품명, MID, 키워드').fill('');
  await expect(chairRow).toBeVisible();
  await expect(chairCheckbox).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: `${TUMBLER} 선택` })).toBeChecked();
  await expect(bulkDelete).toHaveText('선택 삭제 (1)');

  // The keyboard works too: Space on the focused checkbox.
  await page.getByRole('checkbox', { name: `${TUMBLER} 선택` }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: `${TUMBLER} 선택` })).not.toBeChecked();
  await expect(bulkDelete).toHaveText('선택 삭제 (0)');
  await expect(bulkDelete).toBeDisabled();
  await expect(reportLink).toHaveAttribute('href', '/report');
});
