/**
 * On a 360 px phone nothing is wider than the screen. Each deployment's main
 * pages, opened by the demo user who works there (logged in through the API, one page load, then the
 * walk moves on inside the app as the menu links do), must not scroll sideways, and the top bar's user
 * menu (with every other top-bar control) must sit inside the viewport. The same pass collects the
 * console errors of every landed page.
 */
import { expect, test, type Page } from '@playwright/test';
import type { PageWalk } from '../support/accounts';
import { navigateInApp, openAs, pathOf, settled, watchInFlight } from '../support/helpers';

const PHONE = { width: 360, height: 780 };

const walks: PageWalk[] = [
  {
    site: 'default',
    account: 'customer',
    paths: ['/', '/keyword/naver-shopping', '/my-products', '/point/list', '/point/buy', '/questions'],
  },
  { site: 'default', account: 'admin', paths: ['/admin/deposit', '/admin/questions', '/users/list', '/admin/advertisers'] },
  { site: 'default', account: 'staff', paths: ['/admin/deposit', '/admin/questions'] },
  { site: 'default', account: 'seoul_dist', paths: ['/users/list', '/reseller/sales', '/point/list'] },
  { site: 'reward', account: 'hubclient', paths: ['/', '/place'] },
  { site: 'hub', account: 'hubadmin', paths: ['/', '/shopping'] },
  { site: 'hub', account: 'hubmember', paths: ['/'] },
  { site: 'hub', account: 'hubadmin2', paths: ['/members'] },
  { site: 'offerwall', account: 'offerwall', paths: ['/'] },
];

/** Console errors of the page from now on (a failed resource load is reported as one too). */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${pathOf(page)}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${pathOf(page)}: ${error.message}`));
  return errors;
}

/** Which elements stick out to the right of the viewport (named for a readable failure). */
async function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const culprits: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 1) continue;
      // Only the outermost culprit: its children stick out because it does.
      if (element.parentElement && element.parentElement.getBoundingClientRect().right > width + 1) continue;
      const id = element.dataset.testid ? `[data-testid=${element.dataset.testid}]` : '';
      culprits.push(
        `${element.tagName.toLowerCase()}${id} right=${Math.round(box.right)} "${(element.textContent ?? '').trim().slice(0, 40)}"`,
      );
    }
    return culprits;
  });
}

async function expectFitsThePhone(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(
    scrollWidth,
    `${pathOf(page)} scrolls sideways; wider than the screen: ${(await overflowingElements(page)).join('; ')}`,
  ).toBeLessThanOrEqual(innerWidth);

  const userMenu = page.getByRole('button', { name: '사용자 메뉴' });
  await expect(userMenu).toBeVisible();
  await expect(userMenu).toBeInViewport({ ratio: 1 });
  // Every control of the top bar is reachable, none is cut off at the right edge.
  const header = page.locator('header').first();
  for (const control of await header.getByRole('button').all()) {
    if (!(await control.isVisible())) continue;
    const box = await control.boundingBox();
    expect(box, 'a visible top-bar button has a box').not.toBeNull();
    expect(box!.x, `${await control.getAttribute('aria-label')} starts inside the screen`).toBeGreaterThanOrEqual(0);
    expect(
      box!.x + box!.width,
      `${(await control.getAttribute('aria-label')) ?? (await control.textContent())} ends inside the screen`,
    ).toBeLessThanOrEqual(PHONE.width + 0.5);
  }
}

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

for (const walk of walks) {
  test(`${walk.site} as ${walk.account}: ${walk.paths.join(', ')} fit a 360 px screen, with no console error`, async ({ page }) => {
    const consoleErrors = collectConsoleErrors(page);
    const inFlight = watchInFlight(page);
    await openAs(page, walk.site, walk.account, walk.paths[0]);
    for (const path of walk.paths) {
      if (pathOf(page) !== path) await navigateInApp(page, path);
      await expect.poll(() => pathOf(page)).toBe(path);
      await expect(page.locator('main').first()).toBeVisible();
      await settled(page, inFlight);
      await expectFitsThePhone(page);
    }
    expect(consoleErrors).toEqual([]);
  });
}

test('the 390 px phone of the report: the top bar is no wider than the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAs(page, 'default', 'customer', '/');
  await page.waitForLoadState('networkidle');
  const header = page.locator('header').first();
  const box = await header.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(page.getByRole('button', { name: '사용자 메뉴' })).toBeInViewport({ ratio: 1 });
});
