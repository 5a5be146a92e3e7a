/**
 * The hub's money loop in one test, with the server's test clock. The hub admin
 * creates a client on hub `/members` and sets what its clients pay, registers an ad for that client
 * on the hub host (API; the ad then shows on hub `/shopping`), staff approve it on `/admin/hub/shopping`, the demo publisher completes two
 * missions, the clock moves a day and settlement charges count × the client's price once; the hub's
 * `/` period detail, its `/sales` and the client's reward `/invoice` all show that count and amount,
 * and the second demo hub's admin sees none of it (pages and API).
 *
 * It moves the shared server's clock, so it runs in the `money-loop` project (one worker, after
 * every other spec). A fresh client keeps the numbers its own (the demo clients have seeded ads).
 */
import { expect, test, type Page } from '@playwright/test';
import { loginButton, openAs, passwordField, urlOf, usernameField, waitForShell } from '../support/helpers';
import { API, agreeRewardTerms, bearerOf, bearerWith, publisher, serverNow } from '../support/publisher';

const PRODUCT = 'naverapp-plus';

/** The login page of a site, for an account made during the test. */
async function loginAs(page: Page, site: 'hub' | 'reward', username: string, password: string) {
  await page.goto(urlOf(site, '/login'));
  await usernameField(page).fill(username);
  await passwordField(page).fill(password);
  await loginButton(page).click();
  await expect(page).not.toHaveURL(/\/(login|auth)(\?|$)/, { timeout: 30_000 });
}

/** "₩1,234" as formatWon writes it. */
const won = (amount: number) => `₩${amount.toLocaleString('en-US')}`;

test('hub: client on /members → HUB ad for it → staff approval on /admin/hub/shopping → completions → next day → the same count × price on /, /sales and reward /invoice', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const admin = await bearerOf(request, 'admin');
  const hubAdmin = await bearerOf(request, 'hubadmin');
  const hubAdmin2 = await bearerOf(request, 'hubadmin2');
  const suffix = `${Date.now()}`.slice(-8);
  const client = {
    username: `hubloop${suffix}`,
    password: 'loop1234',
    name: `루프고객${suffix}`,
    mobile: `010-7${suffix.slice(0, 3)}-${suffix.slice(3, 7)}`,
  };
  const keyword = `허브 루프 ${suffix}`;

  const hubContext = await browser.newContext();
  const hub = await hubContext.newPage();
  // 1. The hub admin creates the client on /members.
  await openAs(hub, 'hub', 'hubadmin', '/members');
  await waitForShell(hub);
  await hub.getByTestId('create-member').click();
  await hub.getByTestId('member-username').fill(client.username);
  await hub.getByTestId('member-password').fill(client.password);
  await hub.getByTestId('member-name').fill(client.name);
  await hub.getByTestId('member-mobile').fill(client.mobile);
  await hub.getByTestId('member-role').selectOption('HUB_CLIENT');
  await hub.getByTestId('member-submit').click();
  await expect(hub.getByRole('row').filter({ hasText: client.username })).toContainText('허브 고객');
  const members = (await (await request.get(`${API}/hub/members?search=${client.username}`, { headers: hubAdmin })).json()) as {
    results: { id: number }[];
  };
  const clientId = members.results[0].id;

  // 2. … and what its clients pay for the product: 1원 over the current client price (the demo
  // hubclient's own child price sits higher, so the tree's rule still holds).
  const before = (await (await request.get(`${API}/hub/members/prices`, { headers: hubAdmin })).json()) as {
    prices: { results: { product_code: string; own_price_tenths: number; child_price_tenths: number | null }[] };
  };
  const row = before.prices.results.find((price) => price.product_code === PRODUCT)!;
  const priceTenths = (row.child_price_tenths ?? row.own_price_tenths) + 10;
  await hub.getByTestId(`client-price-${PRODUCT}`).fill(String(priceTenths / 10));
  await hub.getByTestId('save-prices').click();
  await expect(hub.getByText('고객 단가를 저장했습니다.').first()).toBeVisible();
  await hub.reload();
  await waitForShell(hub);
  await expect(hub.getByTestId(`client-price-${PRODUCT}`)).toHaveValue(String(priceTenths / 10));
  // Below the hub's own price is refused, naming the product; what was typed stays.
  const below = String((row.own_price_tenths - 10) / 10);
  await hub.getByTestId(`client-price-${PRODUCT}`).fill(below);
  await hub.getByTestId('save-prices').click();
  await expect(hub.getByTestId('price-refusal')).toContainText('쇼핑 트래픽 플러스');
  await expect(hub.getByTestId(`client-price-${PRODUCT}`)).toHaveValue(below);

  // The client's points (staff charge them) pay the holds.
  const charged = await request.post(`${API}/admin/b2b/balance`, {
    headers: admin,
    data: { user_id: clientId, amount: 100_000, action: 'CHARGE' },
  });
  expect(charged.ok(), await charged.text()).toBe(true);

  // 3. The hub admin registers the ad for the client on /shopping, for the server's today (the hub
  // host makes it a HUB ad of the caller's group, held on the client's points).
  const today = (await serverNow(request, admin)).day;
  await hub.goto(urlOf('hub', '/shopping'));
  await waitForShell(hub);
  await hub.getByTestId('open-register').click();
  const dialog = hub.getByTestId('register-dialog');
  await dialog.getByTestId('register-client').selectOption(String(clientId));
  await dialog.getByTestId('register-product').selectOption(PRODUCT);
  await dialog.getByTestId('register-keyword').fill(keyword);
  await dialog.getByTestId('register-mid').fill(`8${suffix}`);
  await dialog.getByTestId('register-volume').fill('5');
  await dialog.getByTestId('register-start').fill(today);
  await dialog.getByTestId('register-end').fill(today);
  await dialog.getByTestId('register-question').fill('상세 페이지 하단의 단어는?');
  await dialog.getByTestId('register-answers').fill('누리 정답');
  await hub.getByTestId('register-submit').click();
  await expect(dialog).toBeHidden();
  await hub.goto(urlOf('hub', `/shopping?search=${encodeURIComponent(keyword)}`));
  await waitForShell(hub);
  await expect(hub.getByRole('row').filter({ hasText: keyword })).toBeVisible();
  const listed = (await (await request.get(`${API}/admin/ads?search=${encodeURIComponent(keyword)}`, { headers: admin })).json()) as {
    results: { id: number; service: string; unit_price_tenths: number }[];
  };
  expect(listed.results).toHaveLength(1);
  const ad = listed.results[0];
  expect([ad.service, ad.unit_price_tenths]).toEqual(['HUB', priceTenths]);

  // 4. Staff approve it on the hub desk.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await openAs(staff, 'default', 'admin', `/admin/hub/shopping?search=${encodeURIComponent(keyword)}`);
  await waitForShell(staff);
  const line = staff.getByRole('row').filter({ hasText: keyword });
  await expect(line).toHaveCount(1);
  await line.getByRole('checkbox').click({ force: true });
  await staff.getByTestId('bulk-approve').click();
  await expect(line.getByText('진행 중').first()).toBeVisible();
  await staffContext.close();

  // 5. The demo publisher's users complete it twice (a third answers wrong: not charged).
  const missions = await publisher(request, admin, 'GET', 'missions?user=hub-loop-u1');
  expect(missions.status).toBe(200);
  expect((missions.body.results as { mission_id: number; keyword: string }[]).find((m) => m.keyword === keyword)?.mission_id).toBe(ad.id);
  const attempt = async (user: string, answer: string) => {
    const click = await publisher(request, admin, 'POST', 'clicks', { mission_id: ad.id, user, ip: '203.0.113.9' });
    expect(click.status, JSON.stringify(click.body)).toBe(201);
    expect((await request.post(`${API}/dev/clock`, { headers: admin, data: { advance_seconds: 6 } })).ok()).toBe(true);
    return (await publisher(request, admin, 'POST', `clicks/${click.body.click_id}/complete`, { answer })).body;
  };
  expect((await attempt('hub-loop-u1', '누리 정답')).status).toBe('COMPLETED');
  expect((await attempt('hub-loop-u2', '누리 정답')).status).toBe('COMPLETED');
  expect((await attempt('hub-loop-u3', '틀린 답')).status).toBe('REJECTED');

  // 6. Next day: settlement charges 2 × the client's price once.
  const moved = await request.post(`${API}/dev/clock`, { headers: admin, data: { advance_days: 1 } });
  expect(moved.ok(), await moved.text()).toBe(true);
  const amount = Math.round((2 * priceTenths) / 10);
  const settlements = (await (await request.get(`${API}/admin/settlements?ad_id=${ad.id}`, { headers: admin })).json()) as {
    results: { day: string; completions: number; amount: number }[];
  };
  expect(settlements.results.map((s) => [s.day, s.completions, s.amount])).toEqual([[today, 2, amount]]);

  // 7. The hub's detail by period (per ad) shows 2 and the amount …
  const range = `from=${today}&to=${today}`;
  await hub.goto(urlOf('hub', `/?${range}&group=ad`));
  await waitForShell(hub);
  const periodRow = hub.getByRole('row').filter({ hasText: keyword });
  await expect(periodRow).toContainText(won(amount));
  await expect(periodRow.getByRole('cell').filter({ hasText: /^2$/ }).first()).toBeVisible();

  // … its sales show the client's revenue of the same amount …
  await hub.goto(urlOf('hub', `/sales?${range}`));
  await waitForShell(hub);
  const salesRow = hub.getByRole('row').filter({ hasText: client.name });
  await expect(salesRow).toContainText(won(amount));
  await expect(salesRow.getByRole('cell').filter({ hasText: /^2$/ }).first()).toBeVisible();
  await hubContext.close();

  // … and the client's own reward /invoice the same.
  const clientHeaders = await bearerWith(request, client);
  await agreeRewardTerms(request, clientHeaders);
  const rewardContext = await browser.newContext();
  const reward = await rewardContext.newPage();
  await loginAs(reward, 'reward', client.username, client.password);
  await reward.goto(urlOf('reward', `/invoice?${range}&group=ad`));
  await waitForShell(reward);
  const invoiceRow = reward.getByRole('row').filter({ hasText: keyword });
  await expect(invoiceRow).toContainText(won(amount));
  await expect(invoiceRow.getByRole('cell').filter({ hasText: /^2$/ }).first()).toBeVisible();
  await rewardContext.close();

  // 8. The second hub's admin sees none of it: not the client, not the ad, not the day's sales.
  const otherMembers = (await (await request.get(`${API}/hub/members?search=${client.username}`, { headers: hubAdmin2 })).json()) as {
    count: number;
  };
  expect(otherMembers.count).toBe(0);
  expect((await request.put(`${API}/hub/members/${clientId}`, { headers: hubAdmin2, data: { active: false } })).status()).toBe(404);
  const otherPeriod = await (await request.get(`${API}/hub/period?${range}&group=ad`, { headers: hubAdmin2 })).text();
  expect(otherPeriod).not.toContain(keyword);
  const otherSales = await (await request.get(`${API}/hub/sales?${range}`, { headers: hubAdmin2 })).text();
  expect(otherSales).not.toContain(client.username);
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await openAs(other, 'hub', 'hubadmin2', '/members');
  await waitForShell(other);
  await expect(other.getByRole('row').filter({ hasText: 'hubclient2' })).toBeVisible();
  await expect(other.getByRole('row').filter({ hasText: client.username })).toHaveCount(0);
  await other.goto(urlOf('hub', `/?${range}&group=ad`));
  await waitForShell(other);
  await expect(other.getByRole('row').filter({ hasText: keyword })).toHaveCount(0);
  await other.goto(urlOf('hub', '/shopping'));
  await waitForShell(other);
  await expect(other.getByRole('row').filter({ hasText: keyword })).toHaveCount(0);
  await otherContext.close();
});
