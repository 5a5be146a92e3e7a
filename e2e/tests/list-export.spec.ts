/**
 * The export menu downloads the list on screen — same search, filter and order, every
 * page — as the server's CSV (UTF-8 with BOM, Korean headers) or XLSX.
 */
import { expect, test, type Page } from '@playwright/test';
import { openAs } from '../support/helpers';
import {
  apiSessionOf,
  columnIndex,
  columnTexts,
  expectRange,
  exportList,
  pageSizeSelect,
  readCsv,
  readXlsxText,
  shownRange,
  sortBy,
} from '../support/lists';

const USER_EXPORT_HEADER = [
  '번호',
  '아이디',
  '이름',
  '휴대폰 번호',
  '포인트',
  '등급',
  '그룹',
  '역할',
  '스태프',
  '활성',
  '게스트',
  '가입일',
];
const QUESTION_EXPORT_HEADER = ['번호', '분류', '제목', '내용', '작성자', '상태', '답변 여부', '댓글 수', '등록일', '수정일'];

/** A downloaded file is named after the list and the day in Korea: 회원목록-2026-11-23.csv. */
const exportName = (base: string, format: 'csv' | 'xlsx') => new RegExp(`^${base}-\\d{4}-\\d{2}-\\d{2}\\.${format}$`);

async function footerTotal(page: Page): Promise<number> {
  return (await shownRange(page)).total;
}

test('/users/list exports the searched, sorted list as CSV and XLSX', async ({ page }) => {
  await openAs(page, 'default', 'admin', '/users/list');
  // The seeded members (mobile 0103111…), by points, highest first, all on one page.
  await page.getByRole('searchbox', { name: '아이디 또는 휴대폰 번호로 검색' }).fill('0103111');
  await expect(page).toHaveURL(/search=0103111/);
  await pageSizeSelect(page).selectOption('25');
  await sortBy(page, 'point', 'descending');
  const total = await footerTotal(page);
  expect(total).toBeGreaterThan(10);
  await expectRange(page, { first: 1, last: total, total });
  const shownUsernames = await columnTexts(page, await columnIndex(page, '아이디'));

  const csv = await exportList(page, 'csv');
  expect(csv.name).toMatch(exportName('회원목록', 'csv'));
  const { header, rows } = readCsv(csv.bytes);
  expect(header).toEqual(USER_EXPORT_HEADER);
  // One record per row of the filtered list, in the list's order, with the search applied.
  expect(rows).toHaveLength(total);
  expect(rows.map((row) => row[1])).toEqual(shownUsernames);
  for (const row of rows) {
    expect(row).toHaveLength(USER_EXPORT_HEADER.length);
    expect(row[3]).toMatch(/^0103111\d{4}$/);
  }
  const points = rows.map((row) => Number(row[4]));
  expect(points).toEqual([...points].sort((a, b) => b - a));

  const xlsx = await exportList(page, 'xlsx');
  expect(xlsx.name).toMatch(exportName('회원목록', 'xlsx'));
  const sheet = readXlsxText(xlsx.bytes);
  for (const title of USER_EXPORT_HEADER) expect(sheet).toContain(title);
  for (const username of shownUsernames) expect(sheet).toContain(username);
});

test('/admin/questions exports the filtered desk as CSV (quoted multi-line bodies) and XLSX', async ({ page, request }) => {
  const stamp = `내보내기${Date.now().toString(36)}`;
  const customer = await apiSessionOf(request, 'customer');
  const bodies = ['첫 줄\n둘째 줄', '쉼표, 그리고 "따옴표"', '=SUM(A1:A2) 수식처럼 보이는 본문'];
  const created: { id: number; title: string }[] = [];
  for (const [index, body] of bodies.entries()) {
    created.push(await customer.post('cs/questions', { category: 'POINT', title: `${stamp} ${index + 1}`, body }));
  }
  // One of them is closed: the 'waiting for an answer' filter leaves it out of the list and the file.
  const staffApi = await apiSessionOf(request, 'admin');
  await staffApi.patch(`cs/questions/${created[0].id}`, { status: 'CLOSED' });

  await openAs(page, 'default', 'admin', `/admin/questions?search=${encodeURIComponent(stamp)}`);
  await expectRange(page, { first: 1, last: 3, total: 3 });
  await page.getByRole('group', { name: '답변 상태' }).getByRole('button', { name: '답변 대기' }).click();
  await expectRange(page, { first: 1, last: 2, total: 2 });
  await sortBy(page, 'title', 'ascending');
  const total = await footerTotal(page);
  const shownTitles = await columnTexts(page, await columnIndex(page, '제목'));

  const csv = await exportList(page, 'csv');
  expect(csv.name).toMatch(exportName('1대1문의', 'csv'));
  const { header, rows } = readCsv(csv.bytes);
  expect(header).toEqual(QUESTION_EXPORT_HEADER);
  expect(rows).toHaveLength(total);
  expect(rows.map((row) => row[2])).toEqual(shownTitles);
  expect(rows.map((row) => Number(row[0]))).toEqual([created[1].id, created[2].id]);
  // RFC 4180 round trip: the comma and the quotes come back as typed.
  expect(rows[0][3]).toBe(bodies[1]);
  // A cell that a spreadsheet would run as a formula is kept as text.
  expect(rows[1][3]).toBe(`'${bodies[2]}`);
  for (const row of rows) {
    expect(row[4]).toBe('customer');
    expect(row[6]).toBe('답변 대기');
  }

  // All statuses: the closed question with its two-line body is one record too.
  await page.getByRole('group', { name: '답변 상태' }).getByRole('button', { name: '전체' }).click();
  await expectRange(page, { first: 1, last: 3, total: 3 });
  const all = readCsv((await exportList(page, 'csv')).bytes);
  expect(all.rows).toHaveLength(await footerTotal(page));
  expect(all.rows.find((row) => Number(row[0]) === created[0].id)?.[3]).toBe(bodies[0]);

  const xlsx = await exportList(page, 'xlsx');
  expect(xlsx.name).toMatch(exportName('1대1문의', 'xlsx'));
  const sheet = readXlsxText(xlsx.bytes);
  for (const title of QUESTION_EXPORT_HEADER) expect(sheet).toContain(title);
  for (const question of created) expect(sheet).toContain(question.title);
});
