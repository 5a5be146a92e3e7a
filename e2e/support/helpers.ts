/**
 * What every spec needs: the origin of each site, logging in and out through the real UI, and
 * watching which federation manifests a page downloads.
 */
import { expect, type Dialog, type Page } from '@playwright/test';
import { accounts, sites, type AccountName, type SiteName } from './accounts';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 18090);

export function originOf(site: SiteName): string {
  return `http://${sites[site].host}:${E2E_PORT}`;
}

export function urlOf(site: SiteName, path = '/'): string {
  return `${originOf(site)}${path}`;
}

/** Resolves once the shell has mounted: React rendered into #root. */
export async function waitForShell(page: Page): Promise<void> {
  await expect(page.locator('#root > *').first()).toBeAttached({ timeout: 30_000 });
}

export function loginForm(page: Page) {
  return page.getByTestId('login-form');
}

export function usernameField(page: Page) {
  return loginForm(page).getByLabel('아이디');
}

export function passwordField(page: Page) {
  return loginForm(page).getByLabel('비밀번호');
}

export function loginButton(page: Page) {
  return loginForm(page).getByRole('button', { name: '로그인', exact: true });
}

/** Logs in through the login page of `site` and waits until the browser has left /login. */
export async function login(page: Page, site: SiteName, account: AccountName): Promise<void> {
  const { username, password } = accounts[account];
  await page.goto(urlOf(site, '/login'));
  await usernameField(page).fill(username);
  await passwordField(page).fill(password);
  await loginButton(page).click();
  await expect(page).not.toHaveURL(/\/(login|auth)(\?|$)/, { timeout: 30_000 });
}

let sessionsOpened = 0;

/**
 * Opens `path` on `site` already logged in as `account`, through the API: for a test about a page, not
 * about logging in. The tokens go into the tab's sessionStorage before the page's scripts run, as a
 * reload of a logged-in tab finds them: once, on the site's own origin, and only if no later openAs
 * of the same page has given that origin another account, so a logout or a switch of account sticks.
 */
export async function openAs(page: Page, site: SiteName, account: AccountName, path: string): Promise<void> {
  const { username, password } = accounts[account];
  const response = await page.request.post(`http://127.0.0.1:${E2E_PORT}/api/token`, { data: { username, password } });
  expect(response.ok(), `login ${username}: ${response.status()}`).toBe(true);
  const { access, refresh } = (await response.json()) as { access: string; refresh: string };
  sessionsOpened += 1;
  await page.addInitScript(
    ({ origin, order, accessToken, refreshToken }) => {
      if (location.origin !== origin || Number(sessionStorage.getItem('nurly.e2eSession') ?? 0) >= order) return;
      sessionStorage.setItem('nurly.e2eSession', String(order));
      sessionStorage.setItem('nurly.accessToken', JSON.stringify(accessToken));
      sessionStorage.setItem('nurly.refreshToken', JSON.stringify(refreshToken));
      sessionStorage.setItem('nurly.isUserLoggedIn', 'true');
      for (const key of ['nurly.user', 'nurly.advertiser', 'nurly.balance', 'nurly.groups', 'nurly.selectedApp'])
        sessionStorage.removeItem(key);
    },
    { origin: originOf(site), order: sessionsOpened, accessToken: access, refreshToken: refresh },
  );
  await page.goto(urlOf(site, path));
}

/** Opens `path` in the running app as a menu link does: no reload, the shell and its remotes stay loaded. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Counts the page's requests in flight from now on. A navigation inside the app has no load event
 * to wait for, so "settled" is this count staying at zero.
 */
export function watchInFlight(page: Page): () => number {
  let inFlight = 0;
  page.on('request', () => (inFlight += 1));
  page.on('requestfinished', () => (inFlight -= 1));
  page.on('requestfailed', () => (inFlight -= 1));
  return () => inFlight;
}

/** Waits until the page has fetched what it shows: no request in flight for a moment, no loading placeholder. */
export async function settled(page: Page, inFlight: () => number): Promise<void> {
  await waitForShell(page);
  let quietSince = Date.now();
  await expect
    .poll(
      () => {
        if (inFlight() > 0) quietSince = Date.now();
        return Date.now() - quietSince;
      },
      { intervals: [50] },
    )
    .toBeGreaterThanOrEqual(300);
  await expect(page.locator('.chakra-skeleton, [aria-busy="true"]')).toHaveCount(0);
}

export async function openUserMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: '사용자 메뉴' }).click();
}

/** Opens the user menu in the top bar and chooses logout. */
export async function logout(page: Page): Promise<void> {
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/**
 * Remote keys whose mf-manifest.json the page requested (/remotes/cs/mf-manifest.json, or a
 * release's /remotes/cs/<version>/mf-manifest.json → cs).
 */
export function watchManifestRequests(page: Page): Set<string> {
  const requested = new Set<string>();
  page.on('request', (request) => {
    const match = /\/remotes\/([^/]+)\/(?:\d+\.\d+\.\d+[^/]*\/)?mf-manifest\.json/.exec(new URL(request.url()).pathname);
    if (match) requested.add(match[1]);
  });
  return requested;
}

/** Any of a remote's files named `file`, unversioned (a local dist) or under a release's version. */
export function remoteFile(key: string, file: string): RegExp {
  return new RegExp(`/remotes/${key}/(?:\\d+\\.\\d+\\.\\d+[^/]*/)?${file.replace(/\./g, '\\.')}$`);
}

/**
 * What a page fetched from each remote's folder: its route data (remote-routes.json, data the
 * shell composes menus from) and its code (manifest, remoteEntry.js, chunks, styles).
 */
export function watchRemoteRequests(page: Page): { routeData: Set<string>; code: Set<string> } {
  const routeData = new Set<string>();
  const code = new Set<string>();
  page.on('request', (request) => {
    const match = /^\/remotes\/([^/]+)\/(.+)$/.exec(new URL(request.url()).pathname);
    if (!match) return;
    // A release's files sit under its version: /remotes/cs/<version>/remote-routes.json.
    if (/^(?:\d+\.\d+\.\d+[^/]*\/)?remote-routes\.json$/.test(match[2])) routeData.add(match[1]);
    else code.add(match[1]);
  });
  return { routeData, code };
}

/** Collects native alert/confirm texts (accepting them) so a spec can assert on them. */
export function collectDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog: Dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}
