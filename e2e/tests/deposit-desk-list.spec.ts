/**
 * The staff deposit desk (/admin/deposit, mfe-points RequestDesk): the status filter,
 * the sort, the page size and the page live in the URL (a reload and a copied link show the same
 * rows), and the export downloads exactly the filtered, sorted list.
 */
import { expect, test, type Page } from '@playwright/test';
import { openAs, waitForShell } from '../support/helpers';
import {
  apiSessionOf,
  columnIndex,
  columnTexts,
  expectRange,
  exportList,
  listRows,
  nextPageButton,
  pageSizeSelect,
  readCsv,
  readXlsxText,
  shownRange,
  sortableHeader,
  sortBy,
  urlQuery,
  expectUrlStateKept,
} from '../support/lists';

const REQUEST_EXPORT_HEADER = [
  '번호',
  '요청일시',
  '아이디',
  '거래처',
  '충전 금액',
  '입금자명',
  '세금계산서 이메일',
  '상태',
  '처리일시',
  '반려 사유',
];

/** Parses '₩1,230,000' into 1230000. */
const won = (text: string) => Number(text.replace(/[^\d-]/g, ''));

test('/admin/deposit: status filter, sort, page size and page in the URL; the export is the filtered list', async ({ page, request }) => {
  // Twelve top-up requests of the customer, rejected by staff: the rejected filter has at least 12 rows.
  const stamp = `반려점검${Date.now().toString(36)}`;
  const customer = await apiSessionOf(request, 'customer');
  const staffApi = await apiSessionOf(request, 'admin');
  for (let n = 1; n <= 12; n += 1) {
    const { request: created } = await customer.post<{ request: { id: number } }>('admin/b2b/balance/request', {
      amount: 1_000_000 + n * 1_000 + (Date.now() % 997),
      deposit_name: `${stamp}-${n}`,
      email: 'e2e-deposit@example.com',
    });
    await staffApi.post('admin/b2b/balance/request/reject', { id: created.id, reason: `입금 확인 불가 ${stamp}` });
  }

  await openAs(page, 'default', 'admin', '/admin/deposit');
  await expect(page.getByRole('heading', { level: 1, name: '입금 확인' })).toBeVisible();
  const statusFilter = page.getByTestId('deposit-status-filter');
  await expect(statusFilter).toHaveValue('PENDING');

  await statusFilter.selectOption('REJECTED');
  await expect(page).toHaveURL(/[?&]status=REJECTED(&|$)/);
  await expect.poll(async () => (await shownRange(page)).total).toBeGreaterThanOrEqual(12);
  const { total } = await shownRange(page);
  await pageSizeSelect(page).selectOption('10');
  await sortBy(page, 'amount', 'descending');
  await expectRange(page, { first: 1, last: 10, total });
  const amountColumn = await columnIndex(page, '금액');
  const firstPageAmounts = (await columnTexts(page, amountColumn)).map(won);

  await nextPageButton(page).click();
  const secondPageRange = { first: 11, last: Math.min(20, total), total };
  await expectRange(page, secondPageRange);
  const secondPageRows = await listRows(page).allInnerTexts();
  const secondPageAmounts = (await columnTexts(page, amountColumn)).map(won);
  const shownAmounts = [...firstPageAmounts, ...secondPageAmounts];
  expect(shownAmounts).toEqual([...shownAmounts].sort((a, b) => b - a));
  for (const row of secondPageRows) expect(row).toContain('반려');
  expect(urlQuery(page)).toEqual({ status: 'REJECTED', page_size: '10', ordering: '-amount', page: '2' });

  const checkSecondPage = async (target: Page) => {
    await expectRange(target, secondPageRange);
    expect(await listRows(target).allInnerTexts()).toEqual(secondPageRows);
    await expect(sortableHeader(target, 'amount')).toHaveAttribute('aria-sort', 'descending');
    await expect(target.getByTestId('deposit-status-filter')).toHaveValue('REJECTED');
    await expect(pageSizeSelect(target)).toHaveValue('10');
  };
  await expectUrlStateKept(page, checkSecondPage);

  // The export: every rejected request (not just this page), in the same order.
  const csv = await exportList(page, 'csv', 'deposit-export');
  expect(csv.name).toMatch(/^충전요청목록-\d{4}-\d{2}-\d{2}\.csv$/);
  const { header, rows } = readCsv(csv.bytes);
  expect(header).toEqual(REQUEST_EXPORT_HEADER);
  expect(rows).toHaveLength(total);
  for (const row of rows) expect(row[7]).toBe('반려');
  const exportedAmounts = rows.map((row) => Number(row[4]));
  expect(exportedAmounts.slice(0, shownAmounts.length)).toEqual(shownAmounts);
  expect(exportedAmounts).toEqual([...exportedAmounts].sort((a, b) => b - a));
  const mine = rows.filter((row) => row[5].startsWith(`${stamp}-`));
  expect(mine).toHaveLength(12);
  for (const row of mine) {
    expect(row[2]).toBe('customer');
    expect(row[9]).toBe(`입금 확인 불가 ${stamp}`);
  }

  const xlsx = await exportList(page, 'xlsx', 'deposit-export');
  expect(xlsx.name).toMatch(/^충전요청목록-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const sheet = readXlsxText(xlsx.bytes);
  for (const title of REQUEST_EXPORT_HEADER) expect(sheet).toContain(title);
  expect(sheet).toContain(`${stamp}-12`);

  // 'All statuses' against the PENDING default is written as an empty status, so a reload keeps it.
  await statusFilter.selectOption({ label: '전체' });
  await expect.poll(() => urlQuery(page)).toEqual({ status: '', page_size: '10', ordering: '-amount' });
  await expect.poll(async () => (await shownRange(page)).total).toBeGreaterThanOrEqual(total);
  await page.reload();
  await waitForShell(page);
  await expect(statusFilter).toHaveValue('');
  await expect(statusFilter.locator('option:checked')).toHaveText('전체');
  await expect.poll(async () => (await shownRange(page)).total).toBeGreaterThanOrEqual(total);
});
