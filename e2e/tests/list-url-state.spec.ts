/**
 * A list's state (search, filter, sort, page, page size) lives in the URL, so a reload
 * shows the same rows with the same sort indicator, and a copied link opens the same list for a
 * colleague who still has to log in.
 */
import { expect, test, type Page } from '@playwright/test';
import { openAs, waitForShell } from '../support/helpers';
import {
  apiSessionOf,
  columnIndex,
  columnTexts,
  expectRange,
  loginHere,
  nextPageButton,
  pageSizeSelect,
  previousPageButton,
  shownRange,
  sortableHeader,
  sortBy,
  urlQuery,
  expectUrlStateKept,
} from '../support/lists';

/** Every seeded member (not the staff or the customer) has a mobile number starting with this: a stable filter of 18 rows. */
const MEMBER_MOBILE_PREFIX = '0103111';
const MEMBER_COUNT = 18;

/** What the list tests read back from POST cs/questions. */
interface CreatedQuestion {
  id: number;
  title: string;
}

async function usernamesOnScreen(page: Page): Promise<string[]> {
  return columnTexts(page, await columnIndex(page, '아이디'));
}

test('/users/list: search, sort and page survive a reload and a copied link', async ({ page }) => {
  await openAs(page, 'default', 'admin', '/users/list');
  await expect(page.getByRole('heading', { level: 1, name: '회원 목록' })).toBeVisible();

  const search = page.getByRole('searchbox', { name: '아이디 또는 휴대폰 번호로 검색' });
  await search.fill(MEMBER_MOBILE_PREFIX);
  await expect(page).toHaveURL(/[?&]search=0103111(&|$)/);
  await expectRange(page, { first: 1, last: 10, total: MEMBER_COUNT });

  // Sorted by username, page 2 holds the members after the first ten.
  await sortBy(page, 'username', 'ascending');
  await expect(sortableHeader(page, 'point')).toHaveAttribute('aria-sort', 'none');
  const firstPage = await usernamesOnScreen(page);
  expect(firstPage).toHaveLength(10);
  await nextPageButton(page).click();
  await expectRange(page, { first: 11, last: MEMBER_COUNT, total: MEMBER_COUNT });
  await expect(nextPageButton(page)).toBeDisabled();
  const secondPage = await usernamesOnScreen(page);
  expect(secondPage).toHaveLength(MEMBER_COUNT - 10);
  expect(firstPage).not.toContain(secondPage[0]);
  // The server sorted the whole list, not each page: pages 1 and 2 read in order.
  expect([...firstPage, ...secondPage]).toEqual([...firstPage, ...secondPage].sort());
  expect(urlQuery(page)).toEqual({ search: MEMBER_MOBILE_PREFIX, ordering: 'username', page: '2' });

  const checkSecondPage = async (target: Page) => {
    await expectRange(target, { first: 11, last: MEMBER_COUNT, total: MEMBER_COUNT });
    expect(await usernamesOnScreen(target)).toEqual(secondPage);
    await expect(sortableHeader(target, 'username')).toHaveAttribute('aria-sort', 'ascending');
    await expect(target.getByRole('searchbox', { name: '아이디 또는 휴대폰 번호로 검색' })).toHaveValue(MEMBER_MOBILE_PREFIX);
    await expect(pageSizeSelect(target)).toHaveValue('10');
  };

  // A reload, then the link copied from the address bar opened in a new tab.
  await expectUrlStateKept(page, checkSecondPage);

  // Back a page, then a bigger page size: every member on one page, sorted the same way.
  await previousPageButton(page).click();
  await expectRange(page, { first: 1, last: 10, total: MEMBER_COUNT });
  expect(await usernamesOnScreen(page)).toEqual(firstPage);
  await pageSizeSelect(page).selectOption('25');
  await expectRange(page, { first: 1, last: MEMBER_COUNT, total: MEMBER_COUNT });
  expect(urlQuery(page)).toEqual({ search: MEMBER_MOBILE_PREFIX, ordering: 'username', page_size: '25' });
  expect(await usernamesOnScreen(page)).toEqual([...firstPage, ...secondPage]);

  await page.reload();
  await waitForShell(page);
  await expectRange(page, { first: 1, last: MEMBER_COUNT, total: MEMBER_COUNT });
  await expect(pageSizeSelect(page)).toHaveValue('25');
  expect(await usernamesOnScreen(page)).toEqual([...firstPage, ...secondPage]);

  // Clearing the search widens the list again and leaves the URL.
  await page.getByRole('searchbox', { name: '아이디 또는 휴대폰 번호로 검색' }).fill('');
  await expect.poll(() => urlQuery(page)).toEqual({ ordering: 'username', page_size: '25' });
  await expect.poll(async () => (await shownRange(page)).total).toBeGreaterThan(MEMBER_COUNT);
  const { total } = await shownRange(page);
  await expectRange(page, { first: 1, last: Math.min(25, total), total });
});

test('/admin/questions: status filter, search, sort and page survive a reload and a copied link', async ({ page, request }) => {
  // Twelve questions of one customer with a unique stamp; staff close one, so 11 wait for an answer.
  const stamp = `URL상태${Date.now().toString(36)}`;
  const customer = await apiSessionOf(request, 'customer');
  const created: CreatedQuestion[] = [];
  for (let n = 1; n <= 12; n += 1) {
    const number = String(n).padStart(2, '0');
    created.push(
      await customer.post<CreatedQuestion>('cs/questions', {
        category: 'ETC',
        title: `${stamp} 문의 ${number}`,
        body: `목록 상태 점검 ${number}번, 쉼표와 "따옴표"\n그리고 줄바꿈이 있는 본문`,
      }),
    );
  }
  const staffApi = await apiSessionOf(request, 'admin');
  await staffApi.patch(`cs/questions/${created[2].id}`, { status: 'CLOSED' });
  const waiting = created.filter((_, index) => index !== 2).map((q) => q.title);

  await openAs(page, 'default', 'admin', '/admin/questions');
  await expect(page.getByRole('heading', { level: 1, name: '고객 문의' })).toBeVisible();

  const deskSearch = page.getByPlaceholder('제목, 내용, 아이디로 검색');
  await deskSearch.fill(stamp);
  await deskSearch.press('Enter');
  await expectRange(page, { first: 1, last: 10, total: 12 });

  const filters = page.getByRole('group', { name: '답변 상태' });
  await filters.getByRole('button', { name: '답변 대기' }).click();
  await expect(filters.getByRole('button', { name: '답변 대기' })).toHaveAttribute('aria-pressed', 'true');
  await expectRange(page, { first: 1, last: 10, total: 11 });

  // Title descending: page 2 holds the oldest-numbered open question alone.
  await sortBy(page, 'title', 'descending');
  const titleColumn = await columnIndex(page, '제목');
  expect(await columnTexts(page, titleColumn)).toEqual([...waiting].reverse().slice(0, 10));
  await nextPageButton(page).click();
  await expectRange(page, { first: 11, last: 11, total: 11 });
  expect(await columnTexts(page, titleColumn)).toEqual([waiting[0]]);
  expect(urlQuery(page)).toEqual({ search: stamp, filter: 'unanswered', ordering: '-title', page: '2' });

  const checkSecondPage = async (target: Page) => {
    await expectRange(target, { first: 11, last: 11, total: 11 });
    expect(await columnTexts(target, titleColumn)).toEqual([waiting[0]]);
    await expect(sortableHeader(target, 'title')).toHaveAttribute('aria-sort', 'descending');
    const targetFilters = target.getByRole('group', { name: '답변 상태' });
    await expect(targetFilters.getByRole('button', { name: '답변 대기' })).toHaveAttribute('aria-pressed', 'true');
    await expect(targetFilters.getByRole('button', { name: '전체' })).toHaveAttribute('aria-pressed', 'false');
    await expect(target.getByPlaceholder('제목, 내용, 아이디로 검색')).toHaveValue(stamp);
  };

  await expectUrlStateKept(page, checkSecondPage);

  // The closed filter: only the question staff closed; the sort stays, the page goes back to 1.
  await filters.getByRole('button', { name: '종료' }).click();
  await expectRange(page, { first: 1, last: 1, total: 1 });
  expect(await columnTexts(page, titleColumn)).toEqual([created[2].title]);
  expect(urlQuery(page)).toEqual({ search: stamp, filter: 'closed', ordering: '-title' });
  await page.reload();
  await waitForShell(page);
  await expectRange(page, { first: 1, last: 1, total: 1 });
  await expect(filters.getByRole('button', { name: '종료' })).toHaveAttribute('aria-pressed', 'true');
});

// The remembered link is read once: AuthPageGuard leads on after the login (LoginPage only after an access-denied redirect).
test('a logged-out colleague opening a copied /admin/questions link gets the same list after logging in', async ({ page, browser }) => {
  await openAs(page, 'default', 'admin', '/admin/questions?filter=closed&ordering=-title&page_size=25');
  await expect(sortableHeader(page, 'title')).toHaveAttribute('aria-sort', 'descending');
  const link = page.url();

  const colleagueContext = await browser.newContext();
  const colleague = await colleagueContext.newPage();
  await colleague.goto(link);
  await loginHere(colleague, 'admin');
  await expect(colleague).toHaveURL(link);
  await expect(sortableHeader(colleague, 'title')).toHaveAttribute('aria-sort', 'descending');
  await expect(pageSizeSelect(colleague)).toHaveValue('25');
  await expect(colleague.getByRole('group', { name: '답변 상태' }).getByRole('button', { name: '종료' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await colleagueContext.close();
});
