/**
 * One product, four deployments chosen by hostname: each site has its own title and favicon and
 * downloads the manifests of its own remotes only (a hub page never downloads the keywords remote).
 */
import { expect, test } from '@playwright/test';
import { allRemotes, sites, type SiteName } from '../support/accounts';
import { login, urlOf, waitForShell, watchRemoteRequests } from '../support/helpers';

for (const name of Object.keys(sites) as SiteName[]) {
  const site = sites[name];

  test(`${name} site (${site.host}): title, favicon, its own remotes' route data and no remote code on /login`, async ({ page }) => {
    const remotes = watchRemoteRequests(page);
    await page.goto(urlOf(name, '/login'));
    await waitForShell(page);
    // Page titles carry the deployment suffix: '로그인 - 허브 광고 매니저'.
    await expect(page).toHaveTitle(new RegExp(` - ${site.title}$`));
    await expect(page.locator('link[rel~="icon"]').first()).toHaveAttribute('href', new RegExp(`favicon-${name}`));

    const config = await page.evaluate(async () => (await fetch('/remotes.json')).json());
    expect(config.variant).toBe(name);
    expect((config.remotes as { key: string }[]).map((r) => r.key).sort()).toEqual([...site.remotes].sort());

    await page.waitForLoadState('networkidle');
    // Menus and routes come from each remote's route data; a login page needs none of their code.
    expect([...remotes.routeData].sort()).toEqual([...site.remotes].sort());
    expect([...remotes.code], `${name} /login must download no remote code`).toEqual([]);
    const foreign = allRemotes.filter((key) => !(site.remotes as readonly string[]).includes(key));
    for (const key of foreign) expect(remotes.routeData.has(key), `${name} must not request /remotes/${key}/`).toBe(false);
  });
}

test('the hub site requests no manifest but hub and cs, even after logging in and moving around', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('mf-manifest.json')) requested.push(path);
  });
  await login(page, 'hub', 'hubadmin');
  await page.goto(urlOf('hub', '/sales'));
  // The page of the hub remote is on screen: its manifest has been fetched (an idle network alone can
  // come before the shell asks for it on a busy machine).
  await expect(page.getByRole('heading', { level: 1, name: '기간별 매출' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested.length).toBeGreaterThan(0);
  // Unversioned (a local dist) or under the live release's version: /remotes/hub/0.1.0+3f2a1c9/mf-manifest.json.
  for (const path of requested) expect(path).toMatch(/^\/remotes\/(hub|cs)\/([0-9][^/]*\/)?mf-manifest\.json$/);
});
