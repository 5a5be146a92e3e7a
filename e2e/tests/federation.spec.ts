/**
 * A remote that hangs cannot blank the shell, the shell loads a remote's code only when
 * one of its pages opens, and a remote built against a newer @nurly/shared than the shell provides
 * is refused inside its boundary with the "update the shell first" message.
 */
import { expect, test, type Route } from '@playwright/test';
import { login, openAs, pathOf, remoteFile, urlOf, waitForShell, watchRemoteRequests } from '../support/helpers';

/** Leaves the request unanswered, as a server that accepted the connection and hangs. */
const hang = (_route: Route) => new Promise<void>(() => undefined);

test('a remote whose code never answers fails only its own pages; the shell and the other remotes work', async ({ page }) => {
  test.setTimeout(120_000);
  await page.route(remoteFile('cs', 'remoteEntry.js'), hang);
  await page.route(remoteFile('cs', 'mf-manifest.json'), hang);
  // The shell rendered at once: the cs menu is there (from its route data), keywords works.
  await openAs(page, 'default', 'customer', '/keyword/naver-shopping');
  await expect(page.locator('[data-remote="keywords"]')).toBeVisible();
  await expect(page.getByRole('link', { name: '1:1 문의' }).first()).toBeVisible();

  // Opening a cs page waits (the router keeps the previous page during the transition), then times
  // out and offers a retry, inside the shell.
  await page.getByRole('link', { name: '1:1 문의' }).first().click();
  await expect.poll(() => pathOf(page)).toBe('/questions');
  const error = page.getByTestId('remote-error');
  await expect(error).toBeVisible({ timeout: 60_000 });
  await expect(error).toContainText('화면을 불러오지 못했습니다.');

  // The rest of the shell keeps working.
  await page.getByRole('link', { name: '대시보드' }).first().click();
  await expect.poll(() => pathOf(page)).toBe('/');
  await expect(page.locator('[data-remote="keywords"]')).toBeVisible();

  // The server answers again: retry loads cs in place.
  await page.unroute(remoteFile('cs', 'remoteEntry.js'));
  await page.unroute(remoteFile('cs', 'mf-manifest.json'));
  await page.getByRole('link', { name: '1:1 문의' }).first().click();
  await expect(error).toBeVisible();
  await error.getByRole('button').click();
  await expect(page.locator('[data-remote="cs"]')).toBeVisible({ timeout: 30_000 });
});

test('a remote whose route data never answers leaves the shell rendering without it', async ({ page }) => {
  test.setTimeout(90_000);
  await page.route(remoteFile('cs', 'remote-routes.json'), hang);
  await openAs(page, 'default', 'customer', '/keyword/naver-shopping');
  await expect(page.locator('[data-remote="keywords"]')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: '1:1 문의' })).toHaveCount(0);
});

test('a remote loads its code only when one of its pages opens', async ({ page }) => {
  await login(page, 'hub', 'hubadmin');
  // The landing page after login loads the hub remote, and its timers (the table preload) may still
  // fetch after the network went quiet: leave it for a blank page before watching.
  await page.waitForLoadState('networkidle');
  await page.goto('about:blank');
  const remotes = watchRemoteRequests(page);
  await page.goto(urlOf('hub', '/questions'));
  await expect(page.locator('[data-remote="cs"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect([...remotes.code]).toEqual(['cs']);
  expect([...remotes.routeData].sort()).toEqual(['cs', 'hub']);
});

test('a remote built against a newer @nurly/shared is refused inside its boundary with the Korean message', async ({ page }) => {
  // The cs build as it would be after a minor release of shared that this shell lacks.
  await page.route(remoteFile('cs', 'remote-routes.json'), async (route) => {
    // Fetched by Node, which cannot resolve *.localhost: the file is the same on every host.
    const url = new URL(route.request().url());
    url.hostname = '127.0.0.1';
    const response = await route.fetch({ url: url.toString() });
    const data = (await response.json()) as { build: { sharedVersion: string } };
    const [major, minor] = data.build.sharedVersion.split('.').map(Number);
    data.build.sharedVersion = `${major}.${minor + 1}.0`;
    await route.fulfill({ response, json: data });
  });
  const remotes = watchRemoteRequests(page);
  await openAs(page, 'hub', 'hubadmin', '/questions');
  await waitForShell(page);
  const error = page.getByTestId('remote-error');
  await expect(error).toBeVisible();
  await expect(error).toHaveAttribute('data-incompatible', 'true');
  await expect(error).toContainText('셸을 먼저 업데이트해야 합니다.');
  // Refused before any of its code was fetched.
  expect(remotes.code.has('cs')).toBe(false);

  // The other remote of the deployment works.
  await page.goto(urlOf('hub', '/sales'));
  await expect(page.locator('[data-remote="hub"]')).toBeVisible();
  await expect(page.getByTestId('remote-error')).toHaveCount(0);
});
