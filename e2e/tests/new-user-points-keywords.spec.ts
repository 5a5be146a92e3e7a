/**
 * What a new user runs into on the points and keywords screens: a guest on the points
 * pages is told to sign up (no endless spinner); one keyword's "내 상품" switch untracks that
 * keyword only and its text is the switch's label; rank movement uses Korean colours (red ▲,
 * blue ▼); the internal API call count is for staff only; an account without a business gets no
 * 404 (and no console error) from the business lookup every page makes.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openAs, urlOf } from '../support/helpers';

test.describe('a guest on the points pages', () => {
  for (const path of ['/point/buy', '/point/list']) {
    test(`${path} explains that points need an account and links to sign-up`, async ({ page }) => {
      await page.goto(urlOf('default', path));
      await expect(page.getByTestId('guest-banner')).toBeVisible();
      const notice = page.getByTestId('guest-points-notice');
      await expect(notice).toContainText('포인트 충전과 내역은 회원 전용입니다');
      await expect(page.getByText('불러오는 중…')).toHaveCount(0);
      await notice.getByRole('link', { name: '회원가입하고 포인트 충전하기' }).click();
      await expect(page).toHaveURL(/\/register$/);
    });
  }
});

/** Red, green and blue of an element's computed text colour. */
async function rgbOf(locator: Locator): Promise<[number, number, number]> {
  const color = await locator.evaluate((element) => getComputedStyle(element).color);
  const parts = /rgba?\((\d+), (\d+), (\d+)/.exec(color);
  if (!parts) throw new Error(`unexpected colour ${color}`);
  return [Number(parts[1]), Number(parts[2]), Number(parts[3])];
}

async function lookUp(page: Page, mid: string, keywords: string[]) {
  const form = page.getByTestId('rank-lookup-form');
  await form.getByLabel(/상품 URL 또는 MID/).fill(`https://smartstore.naver.com/e2e/products/${mid}`);
  await form.getByLabel(/^키워드/).fill(keywords.join(', '));
  await form.getByRole('button', { name: '순위 조회' }).click();
  for (const keyword of keywords) await expect(page.getByTestId('keyword-card').filter({ hasText: keyword })).toBeVisible();
}

test('switching one keyword off untracks it only; the product and its other keyword stay', async ({ page }) => {
  const suffix = String(Date.now()).slice(-6);
  const mid = `846111${suffix}`;
  const kept = `e2e 보온병 ${suffix}`;
  const dropped = `e2e 텀블러 ${suffix}`;

  await openAs(page, 'default', 'customer', '/keyword/naver-shopping');
  await lookUp(page, mid, [kept, dropped]);

  // The visible "내 상품" text is the switch's label: clicking it switches the keyword on.
  const keptCard = page.getByTestId('keyword-card').filter({ hasText: kept });
  await keptCard.getByText('내 상품').click();
  await expect(keptCard.getByRole('checkbox', { name: `${kept} 내 상품 등록` })).toBeChecked();
  const droppedCard = page.getByTestId('keyword-card').filter({ hasText: dropped });
  const droppedSwitch = droppedCard.getByRole('checkbox', { name: `${dropped} 내 상품 등록` });
  await expect(droppedSwitch).toBeChecked();

  // Off on one card: only that keyword stops being tracked, with no product deletion.
  const deletes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'DELETE' || request.url().includes('/naver/products/delete')) deletes.push(request.url());
  });
  await droppedCard.getByText('내 상품').click();
  await expect(page.getByText('이 키워드의 순위 추적을 해제했습니다.')).toBeVisible();
  await expect(droppedSwitch).not.toBeChecked();
  await expect(keptCard.getByRole('checkbox', { name: `${kept} 내 상품 등록` })).toBeChecked();
  expect(deletes).toEqual([]);

  // The product is still mine, tracking the other keyword; deleting it there asks first.
  await page.goto(urlOf('default', '/my-products'));
  const product = page.getByRole('row').filter({ hasText: `MID ${mid}` });
  await expect(product).toBeVisible();
  await expect(product).toContainText(kept);
  await expect(product).not.toContainText(dropped);
  await product.getByRole('button', { name: '삭제', exact: true }).click();
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: '확 인' }).click();
  await expect(product).toHaveCount(0);
});

test('rank movement reads the Korean way: red ▲ for up, blue ▼ for down', async ({ page }) => {
  await openAs(page, 'default', 'customer', '/keyword/naver-shopping');
  await expect(page.getByTestId('keyword-card').first()).toBeVisible();
  const ups = page.getByText(/^▲\d+$/);
  const downs = page.getByText(/^▼\d+$/);
  await expect.poll(async () => (await ups.count()) + (await downs.count())).toBeGreaterThan(0);
  for (const badge of await ups.all()) {
    const [red, , blue] = await rgbOf(badge);
    expect(red, 'a rise is red').toBeGreaterThan(blue);
  }
  for (const badge of await downs.all()) {
    const [red, , blue] = await rgbOf(badge);
    expect(blue, 'a fall is blue').toBeGreaterThan(red);
  }
});

test('the daily API call count is shown to staff, never to a customer', async ({ page }) => {
  await openAs(page, 'default', 'customer', '/my-products');
  await expect(page.getByTestId('refresh-status')).toContainText('오늘 갱신된 내 키워드');
  await expect(page.getByTestId('refresh-status')).not.toContainText('API 호출');
});

test('an account without a business gets an empty answer, not a 404 or a console error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const lookups: number[] = [];
  page.on('response', (response) => {
    if (/\/api\/admin\/advertisers\/user\/\d+$/.test(response.url())) lookups.push(response.status());
  });
  // The reward site's agency (HUB_CLIENT) pre-pays points but has registered no business.
  await openAs(page, 'reward', 'hubclient', '/point/list');
  await expect(page.getByTestId('register-business-prompt')).toBeVisible();
  expect(lookups.length).toBeGreaterThan(0);
  expect(lookups.every((status) => status === 200)).toBe(true);
  expect(errors.filter((text) => /404|advertisers/.test(text))).toEqual([]);
});
