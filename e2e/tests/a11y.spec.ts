/**
 * WCAG 2.2 AA on the pages each console's users live in: axe-core (the rules tagged wcag2a, wcag2aa,
 * wcag21a, wcag21aa, wcag22aa, and empty table headers) finds no violation on any of them, nor on
 * each deployment's /login, which is also held to the best-practice rules Lighthouse's accessibility
 * score counts (the default site's in the dark theme too). One login per console, through the API, and one
 * page load: the walk moves on inside the app; each page is checked once it has settled (no request
 * in flight, no skeleton left).
 */
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { expect, test, type Page } from '@playwright/test';
import type { PageWalk } from '../support/accounts';
import { navigateInApp, openAs, pathOf, settled, urlOf, watchInFlight } from '../support/helpers';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** Rules outside those tags: a column header with no name, and the rest of Lighthouse's accessibility score. */
const EVERY_PAGE_RULES = ['empty-table-header'];
const LIGHTHOUSE_RULES = [
  'accesskeys',
  'aria-allowed-role',
  'aria-dialog-name',
  'aria-text',
  'aria-treeitem-name',
  'heading-order',
  'image-redundant-alt',
  'meta-viewport',
  'skip-link',
  'tabindex',
  'table-duplicate-name',
];

const walks: PageWalk[] = [
  {
    site: 'default',
    account: 'customer',
    paths: ['/', '/campaign/list', '/point/list', '/keyword/naver-shopping', '/questions'],
  },
  { site: 'default', account: 'staff', paths: ['/admin/shopping', '/admin/deposit', '/admin/questions'] },
  { site: 'default', account: 'admin', paths: ['/admin/advertisers', '/admin/b2b/sales', '/admin/b2b/setting'] },
  { site: 'hub', account: 'hubadmin', paths: ['/', '/shopping', '/members', '/sales'] },
  { site: 'offerwall', account: 'offerwall', paths: ['/', '/apps', '/mission-logs', '/visitor-logs'] },
];

/**
 * axe-core goes into every document the page opens, before its scripts, once. AxeBuilder would
 * otherwise send its 550 KB source into the page twice before every check (seconds per page on a
 * loaded 2-core machine, against half a second for the check itself): it is given a source that
 * only makes sure axe is there, and runs axe in the page itself (legacy mode: no iframes here).
 */
async function loadAxe(page: Page): Promise<void> {
  await page.addInitScript({ content: axe.source });
}
const AXE_LOADED = "if (typeof window.axe?.run !== 'function') throw new Error('axe-core is not loaded: loadAxe(page) first');";

/**
 * The violations that stay: axe reads the page as it stands, and a render landing as it reads (a
 * button leaving its disabled look has the old colour for one frame of its transition) is not what a
 * user sees. What axe finds is checked again once the page has settled once more; only what it finds
 * both times is reported.
 */
async function lastingViolations(page: Page, inFlight: () => number): Promise<string[]> {
  const first = await violations(page);
  if (first.length === 0) return first;
  await settled(page, inFlight);
  const ruleOf = (line: string) => line.slice(0, line.indexOf(' ('));
  const firstRules = new Set(first.map(ruleOf));
  return (await violations(page)).filter((line) => firstRules.has(ruleOf(line)));
}

/** The violations on the page as it stands, one line per rule with the nodes it flagged. */
async function violations(page: Page, extraRules: string[] = []): Promise<string[]> {
  const rules = Object.fromEntries([...EVERY_PAGE_RULES, ...extraRules].map((id) => [id, { enabled: true }]));
  // Only violations are reported in full, and no CSS selectors are built: several times faster on a wide table.
  const result = await new AxeBuilder({ page, axeSource: AXE_LOADED })
    .setLegacyMode(true)
    .options({ rules, resultTypes: ['violations'], selectors: false })
    .withTags(WCAG_22_AA)
    .analyze();
  return result.violations.map(
    (v) =>
      `${v.id} (${v.nodes.length}): ${v.nodes
        .map((n) => `${n.html.slice(0, 160)} ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`)
        .join(' | ')}`,
  );
}

// Independent, read-only checks: both workers share them.
test.describe.configure({ mode: 'parallel' });

for (const site of ['default', 'reward', 'hub', 'offerwall'] as const) {
  // The four differ in their brand colour, which theme.test.ts checks in both modes: one dark pass here.
  const dark = site === 'default';
  test(`${site} /login has no WCAG 2.2 AA or Lighthouse accessibility violation${dark ? ', light or dark' : ''}`, async ({ page }) => {
    const inFlight = watchInFlight(page);
    await loadAxe(page);
    await page.goto(urlOf(site, '/login'));
    await expect(page.getByTestId('login-form')).toBeVisible();
    await settled(page, inFlight);
    expect.soft(await violations(page, LIGHTHOUSE_RULES), `${site} /login`).toEqual([]);
    if (!dark) return;
    // The stored theme preference, as the theme menu leaves it.
    await page.evaluate(() => localStorage.setItem('nurly.preferences', JSON.stringify({ theme: 'dark' })));
    await page.reload();
    await expect(page.locator('html.dark')).toHaveCount(1);
    await expect(page.getByTestId('login-form')).toBeVisible();
    await settled(page, inFlight);
    expect.soft(await violations(page, LIGHTHOUSE_RULES), `${site} /login dark`).toEqual([]);
  });
}

for (const walk of walks) {
  test(`${walk.site} as ${walk.account}: ${walk.paths.join(', ')} have no WCAG 2.2 AA violation`, async ({ page }) => {
    const inFlight = watchInFlight(page);
    await loadAxe(page);
    await openAs(page, walk.site, walk.account, walk.paths[0]);
    for (const path of walk.paths) {
      if (pathOf(page) !== path) await navigateInApp(page, path);
      await expect.poll(() => pathOf(page)).toBe(path);
      await expect(page.locator('main').first()).toBeVisible();
      await settled(page, inFlight);
      expect.soft(await lastingViolations(page, inFlight), `${walk.site} ${path}`).toEqual([]);
    }
  });
}
