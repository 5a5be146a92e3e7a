/**
 * Keyword rank tracking as a customer on the default site, with the embedded demo's
 * simulated provider: look up → add to my products → another keyword of it joins the same product
 * → the history chart shows points → remove the product.
 */
import { expect, test } from '@playwright/test';
import { openAs, urlOf } from '../support/helpers';

test('look up, add to my products, a second keyword joins it, history chart, remove', async ({ page }) => {
  const suffix = String(Date.now()).slice(-6);
  const mid = `845999${suffix}`;
  const first = `e2e 캠핑 테이블 ${suffix}`;
  const second = `e2e 접이식 테이블 ${suffix}`;

  await openAs(page, 'default', 'customer', '/keyword/naver-shopping');
  await expect(page.getByRole('heading', { level: 1, name: '네이버 쇼핑 순위 조회' })).toBeVisible();

  const form = page.getByTestId('rank-lookup-form');
  await form.getByLabel(/상품 URL 또는 MID/).fill(`https://smartstore.naver.com/e2e/products/${mid}`);
  await form.getByLabel(/^키워드/).fill(first);
  await form.getByRole('button', { name: '순위 조회' }).click();

  // Grid view by default; the simulated provider's rows are labelled as demo data.
  const firstCard = page.getByTestId('keyword-card').filter({ hasText: first });
  await expect(firstCard).toBeVisible();
  await expect(firstCard.getByTestId('keyword-rank')).toHaveText(/위|밖/);
  await expect(firstCard).toContainText(`MID ${mid}`);
  await expect(page.getByTestId('demo-badge')).toHaveText('데모 데이터');

  await firstCard.getByRole('checkbox', { name: `${first} 내 상품 등록` }).click({ force: true });
  await expect(page.getByText('내 상품으로 등록되었습니다.')).toBeVisible();
  await expect(firstCard.getByRole('checkbox', { name: `${first} 내 상품 등록` })).toBeChecked();

  // The same product under another keyword: switching it on tracks it under the same product
  // (the switch is per keyword; the server still refuses a duplicate with the mid).
  await form.getByLabel(/^키워드/).fill(second);
  await form.getByRole('button', { name: '순위 조회' }).click();
  const secondCard = page.getByTestId('keyword-card').filter({ hasText: second });
  await expect(secondCard).toBeVisible();
  await secondCard.getByRole('checkbox', { name: `${second} 내 상품 등록` }).click({ force: true });
  await expect(secondCard.getByRole('checkbox', { name: `${second} 내 상품 등록` })).toBeChecked();

  // The history dialog charts today's check of the new keyword…
  await firstCard.getByRole('button', { name: '순위 이력' }).click();
  const dialog = page.getByTestId('history-dialog');
  await expect(dialog.getByTestId('rank-chart')).toBeVisible();
  await expect(dialog.getByTestId('rank-chart-point')).toHaveCount(1);
  await dialog.getByRole('button', { name: '닫기' }).click();
  await expect(dialog).toBeHidden();

  // …and a seeded product's 30 days of history, every keyword on one chart.
  await page.goto(urlOf('default', '/my-products'));
  const seeded = page.getByRole('row').filter({ hasText: '초경량 접이식 캠핑의자 릴렉스 체어' });
  await seeded.getByRole('button', { name: '순위 이력' }).click();
  await expect(dialog.getByTestId('rank-chart')).toBeVisible();
  expect(await dialog.getByTestId('rank-chart-point').count()).toBeGreaterThan(60);
  await dialog.getByRole('button', { name: '닫기' }).click();

  // Remove the product added above.
  const added = page.getByRole('row').filter({ hasText: `MID ${mid}` });
  await expect(added).toBeVisible();
  await added.getByRole('button', { name: '삭제', exact: true }).click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: '확 인' }).click();
  await expect(page.getByText('내 상품에서 삭제되었습니다.')).toBeVisible();
  await expect(added).toHaveCount(0);
});
