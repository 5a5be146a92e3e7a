/**
 * The smaller defects as a person meets them: the product chart's axis labels
 * are whole and normal-sized; semi-dark keeps the menu readable; "미니 메뉴" (on by default) means
 * a narrow menu, and a menu's width survives a reload; toasts open below the top bar; the floating
 * button leaves the footer's company-info toggle clickable; the business registration prompt
 * appears once per screen; the customer's app is a visible label in the top bar.
 */
import { expect, test, type Locator } from '@playwright/test';
import { openAs, pathOf, urlOf, waitForShell } from '../support/helpers';

/** WCAG contrast ratio of two CSS colours (rgb/rgba; alpha ignored: both are opaque here). */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, bl] = (/rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)/.exec(color) ?? []).slice(1).map(Number);
    const channel = (v: number) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(bl);
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element has no box');
  return box;
}

test('the product chart shows whole axis labels at a normal size, on a wide page and on a phone', async ({ page }) => {
  await openAs(page, 'default', 'customer', '/my-products');
  await page.locator('table a[href*="/product/details"]').first().click();
  const chart = page.getByTestId('rank-chart');
  await expect(chart).toBeVisible();

  for (const width of [1440, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await expect
      .poll(async () => {
        return chart.evaluate((svg: SVGSVGElement) => {
          const box = svg.getBoundingClientRect();
          // The drawn size of the 12-unit axis font: 12 × (pixels on screen per viewBox unit).
          const fontPx = 12 * (box.width / svg.viewBox.baseVal.width);
          const clipped = Array.from(svg.querySelectorAll('text'))
            .filter((node) => {
              const label = node.getBoundingClientRect();
              return label.left < box.left - 0.5 || label.right > box.right + 0.5;
            })
            .map((node) => node.textContent);
          return { fontPx: Math.round(fontPx * 10) / 10 <= 13.5, clipped };
        });
      }, `axis labels at ${width} px`)
      .toEqual({ fontPx: true, clipped: [] });
  }
  await expect(chart.locator('text', { hasText: /위$/ }).first()).toBeVisible();
});

test('semi-dark keeps every side-menu item readable', async ({ page }) => {
  await openAs(page, 'default', 'admin', '/admin');
  await page.getByRole('button', { name: '화면 설정' }).click();
  await page.getByTestId('settings-semi-dark').click();
  await page.getByRole('button', { name: '메뉴 닫기' }).last().click();
  await page.getByTestId('side-rail-toggle').click(); // the wide menu shows every label
  const panel = page.getByTestId('side-rail-panel');
  await expect(panel).toHaveAttribute('data-semi-dark', '');
  const background = await panel.evaluate((element) => getComputedStyle(element).backgroundColor);
  const items = panel.locator('[data-nav-key] > div:not([data-active])');
  expect(await items.count()).toBeGreaterThan(2);
  for (const item of await items.all()) {
    const color = await item.evaluate((element) => getComputedStyle(element).color);
    expect(contrast(color, background), `menu text ${color} on ${background}`).toBeGreaterThanOrEqual(4.5);
  }
});

test('the mini menu is narrow by default, and the width the user picks survives a reload', async ({ page }) => {
  await openAs(page, 'default', 'customer', '/');
  const rail = page.getByTestId('side-rail');
  const widthOf = async () => (await boxOf(rail)).width;
  // Default: 미니 메뉴 on → a narrow rail of icons.
  await page.mouse.move(900, 500);
  await expect.poll(widthOf).toBeLessThan(120);

  await page.getByTestId('side-rail-toggle').click();
  await page.mouse.move(900, 500);
  await expect.poll(widthOf).toBeGreaterThan(200);
  await page.reload();
  await waitForShell(page);
  await page.mouse.move(900, 500);
  await expect.poll(widthOf).toBeGreaterThan(200);

  await page.getByTestId('side-rail-toggle').click();
  await page.mouse.move(900, 500);
  await page.reload();
  await waitForShell(page);
  await page.mouse.move(900, 500);
  await expect.poll(widthOf).toBeLessThan(120);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('nurly.preferences'))) ?? '{}').miniMenu).toBe(true);
});

test('a toast opens below the top bar, never over the user menu', async ({ page }) => {
  await openAs(page, 'default', 'admin', '/admin');
  await page.getByTestId('sites-menu').click();
  await page.getByLabel('사이트 이름').fill('e2e 사이트');
  await page.getByLabel('사이트 주소').fill('https://example.com');
  await page.getByRole('button', { name: '추가', exact: true }).click();
  const toast = page.locator('[data-scope="toast"][data-part="root"]').first();
  await expect(toast).toBeVisible();
  const header = await boxOf(page.locator('header').first());
  // The toast slides in from the top: measure where it comes to rest.
  await expect.poll(async () => (await boxOf(toast)).y).toBeGreaterThanOrEqual(header.y + header.height);
});

test('at the bottom of a page the floating button leaves the company-info toggle clickable', async ({ page }) => {
  await openAs(page, 'reward', 'hubclient', '/');
  for (const path of ['/', '/invoice']) {
    if (pathOf(page) !== path) await page.goto(urlOf('reward', path));
    await waitForShell(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const toggle = page.getByTestId('company-info-toggle');
    await expect(toggle).toBeVisible();
    await expect(page.getByTestId('back-to-top').or(page.getByTestId('reward-inquiry'))).toBeVisible();
    const covered = await toggle.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return !(hit && element.contains(hit));
    });
    expect(covered, `${path}: the toggle is under a floating button`).toBe(false);
    await toggle.click({ trial: true });
  }
});

test('the business registration prompt appears once per screen', async ({ page }) => {
  // The reward site's agency (HUB_CLIENT) pre-pays points but has registered no business.
  await openAs(page, 'reward', 'hubclient', '/point/list');
  for (const path of ['/point/list', '/point/buy']) {
    if (pathOf(page) !== path) await page.goto(urlOf('reward', path));
    await expect(page.getByTestId('register-business-prompt')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const prompts = page.getByRole('button', { name: '사업자 정보 등록' }).filter({ visible: true });
    await expect(prompts, path).toHaveCount(1);
  }
  // Elsewhere the top bar's button is the one way in.
  await page.goto(urlOf('reward', '/'));
  await expect(page.getByTestId('topbar-register-business')).toBeVisible();
});

test("the customer's app selector names this site's app, and choosing the other app opens its site", async ({ page }) => {
  await openAs(page, 'default', 'customer', '/');
  const selector = page.getByRole('combobox', { name: '앱 선택' });
  await expect(selector).toHaveValue('thenurly');
  await expect(selector.locator('option')).toHaveText(['더널리', '리워드']);
  await selector.selectOption('reward');
  await expect(page).toHaveURL(/^http:\/\/reward\.localhost:\d+\//);
});
