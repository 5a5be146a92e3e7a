/**
 * The shared list blocks as a user meets them: the DataTable's headers, rows and footer,
 * its columns menu, the export menu's downloads, and what is inside a downloaded CSV or XLSX file.
 * Also a small API client for seeding rows a list test needs through the real server.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { parseCsv } from '../../server/test/support/csv';
import { unzipEntries } from '../../server/test/support/unzip';
import { accounts, type AccountName } from './accounts';
import { login, loginButton, passwordField, urlOf, usernameField, waitForShell } from './helpers';

// ---------------------------------------------------------------------------------------------
// The table on screen
// ---------------------------------------------------------------------------------------------

/** The page's list (every page under test has one DataTable). */
export function listTable(page: Page): Locator {
  return page.getByRole('table').first();
}

/** Body rows of the list; the empty and loading placeholders are single-cell rows, so callers check the range first. */
export function listRows(page: Page): Locator {
  return listTable(page).locator('tbody tr');
}

/** The header cell of a sortable column (it carries `aria-sort`), found by its sort button `sort-<key>`. */
export function sortableHeader(page: Page, key: string): Locator {
  return listTable(page).locator('th', { has: page.getByTestId(`sort-${key}`) });
}

/** Clicks a column's sort button until its header says `direction` (asc → desc → none). */
export async function sortBy(page: Page, key: string, direction: 'ascending' | 'descending'): Promise<void> {
  const header = sortableHeader(page, key);
  for (let clicks = 0; clicks < 3 && (await header.getAttribute('aria-sort')) !== direction; clicks += 1) {
    const before = await header.getAttribute('aria-sort');
    await page.getByTestId(`sort-${key}`).click();
    await expect(header).not.toHaveAttribute('aria-sort', before ?? '');
  }
  await expect(header).toHaveAttribute('aria-sort', direction);
  await expectSettled(page);
}

/**
 * Waits for the list's request to finish: while a new page, sort or filter loads, the previous
 * rows stay on screen under a spinner and the table is aria-busy.
 */
export async function expectSettled(page: Page): Promise<void> {
  await expect(listTable(page)).toHaveAttribute('aria-busy', 'false');
}

export interface ListRange {
  first: number;
  last: number;
  total: number;
}

/** Parses the footer's '11–13 / 총 13건'. */
export function parseRange(text: string): ListRange {
  const match = /([\d,]+)\s*–\s*([\d,]+)\s*\/\s*총\s*([\d,]+)건/.exec(text);
  if (!match) throw new Error(`Not a table range: "${text}"`);
  const [first, last, total] = match.slice(1).map((n) => Number(n.replace(/,/g, '')));
  return { first, last, total };
}

export function rangeText(page: Page): Locator {
  return page.getByTestId('table-range');
}

/** The footer's range once the list's request has finished (while loading, it can read 0). */
export async function shownRange(page: Page): Promise<ListRange> {
  await expectSettled(page);
  return parseRange((await rangeText(page).textContent()) ?? '');
}

/** Waits until the footer shows exactly this range (the list has settled on it). */
export async function expectRange(page: Page, range: ListRange): Promise<void> {
  await expect(rangeText(page)).toHaveText(`${range.first}–${range.last} / 총 ${range.total}건`);
  await expect(listRows(page)).toHaveCount(range.total === 0 ? 1 : range.last - range.first + 1);
  await expectSettled(page);
}

/** The text of one column (0-based index among the visible columns) on every row on screen. */
export async function columnTexts(page: Page, columnIndex: number): Promise<string[]> {
  const texts = await listRows(page)
    .locator(`td:nth-child(${columnIndex + 1})`)
    .allTextContents();
  return texts.map((text) => text.trim());
}

/** Index of a column among the visible headers, by its header text. */
export async function columnIndex(page: Page, header: string): Promise<number> {
  const headers = (await listTable(page).locator('thead th').allTextContents()).map((text) => text.replace(/[▲▼↕]/g, '').trim());
  const index = headers.indexOf(header);
  if (index < 0) throw new Error(`No column "${header}" among ${JSON.stringify(headers)}`);
  return index;
}

export function pageSizeSelect(page: Page): Locator {
  return page.getByRole('combobox', { name: '페이지당 행 수' });
}

export function nextPageButton(page: Page): Locator {
  return page.getByRole('button', { name: '다음 페이지' });
}

export function previousPageButton(page: Page): Locator {
  return page.getByRole('button', { name: '이전 페이지' });
}

/** The query string of the page's URL as a plain object (what a copied link carries). */
export function urlQuery(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

/** Opens the columns menu ('표시할 열') and flips one column; the menu is closed again afterwards. */
export async function toggleColumn(page: Page, label: string): Promise<void> {
  await page.getByTestId('table-columns').click();
  const item = page.getByRole('menuitemcheckbox', { name: label });
  const wasChecked = (await item.getAttribute('aria-checked')) === 'true';
  await item.click();
  await expect(item).toHaveAttribute('aria-checked', wasChecked ? 'false' : 'true');
  await page.keyboard.press('Escape');
  await expect(item).toBeHidden();
}

// ---------------------------------------------------------------------------------------------
// Opening a copied link
// ---------------------------------------------------------------------------------------------

/**
 * Opens a copied link in a new tab of the same browser. The session lives in sessionStorage (one
 * per tab), so the tab logs in first, then the link is pasted into its address bar.
 */
export async function openLinkInNewTab(from: Page, link: string, account: AccountName): Promise<Page> {
  const tab = await from.context().newPage();
  await login(tab, 'default', account);
  await tab.goto(link);
  await expect(tab).toHaveURL(link);
  return tab;
}

/** The list's URL state holds after a reload and in a new tab opened on the copied link (`check` on each). */
export async function expectUrlStateKept(page: Page, check: (target: Page) => Promise<void>): Promise<void> {
  await page.reload();
  await waitForShell(page);
  await check(page);
  const linked = await openLinkInNewTab(page, page.url(), 'admin');
  await check(linked);
  await linked.close();
}

/** Logs in on the /login page a guard sent the visitor to (the link is remembered by the guard). */
export async function loginHere(page: Page, account: AccountName): Promise<void> {
  await expect(page).toHaveURL(/\/login$/);
  const { username, password } = accounts[account];
  await usernameField(page).fill(username);
  await passwordField(page).fill(password);
  await loginButton(page).click();
}

// ---------------------------------------------------------------------------------------------
// Exports
// ---------------------------------------------------------------------------------------------

export interface DownloadedFile {
  name: string;
  bytes: Buffer;
}

/**
 * Chooses CSV or xlsx in the list's export menu ('내보내기', data-testid `testId`) and returns the
 * file the browser saved.
 */
export async function exportList(page: Page, format: 'csv' | 'xlsx', testId = 'export-button'): Promise<DownloadedFile> {
  const button = page.getByTestId(testId);
  await expect(button).toHaveText('내보내기');
  await button.click();
  const item = page.getByTestId(`${testId}-${format}`);
  await expect(item).toHaveText(format === 'csv' ? 'CSV 다운로드' : '엑셀(xlsx) 다운로드');
  const [download] = await Promise.all([page.waitForEvent('download'), item.click()]);
  const failure = await download.failure();
  if (failure) throw new Error(`Download failed: ${failure}`);
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

export const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** A downloaded CSV: checks the BOM, then returns its header row and data records. */
export function readCsv(bytes: Buffer): { header: string[]; rows: string[][] } {
  expect(bytes.subarray(0, 3).equals(UTF8_BOM), 'the CSV starts with the UTF-8 BOM').toBe(true);
  const [header, ...rows] = parseCsv(bytes.subarray(3).toString('utf8'));
  return { header: header ?? [], rows };
}

/** The entries of a zip file (an XLSX is one) as text, by name. */
export function unzipText(bytes: Buffer): Map<string, string> {
  return new Map([...unzipEntries(bytes)].map(([name, data]) => [name, data.toString('utf8')]));
}

/** A downloaded XLSX: checks the zip signature ('PK') and returns the text of all its parts joined. */
export function readXlsxText(bytes: Buffer): string {
  expect(bytes.subarray(0, 2).toString('latin1'), 'an XLSX file is a zip archive').toBe('PK');
  const entries = unzipText(bytes);
  expect([...entries.keys()], 'an XLSX holds a worksheet').toContainEqual(expect.stringMatching(/^xl\/worksheets\/.+\.xml$/));
  return [...entries.values()].join('\n');
}

// ---------------------------------------------------------------------------------------------
// Seeding through the API
// ---------------------------------------------------------------------------------------------

export interface ApiSession {
  post: <T>(path: string, body: unknown) => Promise<T>;
  patch: <T>(path: string, body: unknown) => Promise<T>;
}

/** Logs `account` in through POST /api/token and returns calls that carry its bearer token. */
export async function apiSessionOf(request: APIRequestContext, account: AccountName): Promise<ApiSession> {
  const login = await request.post(urlOf('default', '/api/token'), { data: accounts[account] });
  expect(login.status(), `log in ${account} through the API`).toBe(200);
  const { access } = (await login.json()) as { access: string };
  const headers = { Authorization: `Bearer ${access}` };
  const call = async <T>(method: 'post' | 'patch', path: string, body: unknown): Promise<T> => {
    const response = await request[method](urlOf('default', `/api/${path}`), { data: body, headers });
    expect(response.ok(), `${method.toUpperCase()} ${path} → ${response.status()} ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
  return { post: (path, body) => call('post', path, body), patch: (path, body) => call('patch', path, body) };
}
