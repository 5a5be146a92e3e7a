/** Interface preferences (docs/decisions/product.md#states): the chosen theme survives a reload. */
import { expect, test, type Page } from '@playwright/test';
import { openAs } from '../support/helpers';

async function colorScheme(page: Page): Promise<string> {
  return page.evaluate(() => {
    const html = document.documentElement;
    if (html.classList.contains('dark')) return 'dark';
    if (html.classList.contains('light')) return 'light';
    return html.dataset.theme ?? getComputedStyle(html).colorScheme;
  });
}

test('the dark theme is kept across a reload', async ({ page }) => {
  await openAs(page, 'default', 'customer', '/');
  expect(await colorScheme(page)).not.toBe('dark');
  await page.getByRole('button', { name: '테마' }).click();
  await page.getByRole('menuitemradio', { name: '다크' }).click();
  await expect.poll(() => colorScheme(page)).toBe('dark');

  await page.reload();
  await expect.poll(() => colorScheme(page)).toBe('dark');
  const stored = await page.evaluate(() => localStorage.getItem('nurly.preferences'));
  expect(JSON.parse(stored ?? '{}').theme).toBe('dark');
});

test('the system theme follows the operating system', async ({ page }) => {
  await openAs(page, 'default', 'customer', '/');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.getByRole('button', { name: '테마' }).click();
  await page.getByRole('menuitemradio', { name: '시스템 설정' }).click();
  await expect.poll(() => colorScheme(page)).toBe('dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => colorScheme(page)).toBe('light');
  await page.reload();
  await expect.poll(() => colorScheme(page)).toBe('light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => colorScheme(page)).toBe('dark');
});
