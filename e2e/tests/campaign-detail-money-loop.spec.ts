/**
 * The advertiser's campaign detail through the money loop, on the server's test clock: a new
 * advertiser, funded at the desk, runs a campaign (two completions, one wrong answer) → its detail
 * shows today's charge as 예정 with the rejection and its evidence, and the dashboard lists it → the
 * clock moves a day → settlement charges once → the same ₩132 on the detail (settled), the point
 * history's 광고비 차감 (an absolute value), the month's invoice line and the company's sales for the
 * day, whose payout and margins add up to it; the reconciliation finds every invariant holding. Then
 * a hub client finds the ads its hub registered for it on the reward site's product list and opens
 * the same detail (the hub's side of the same charge: hub-loop.spec.ts).
 *
 * It moves the shared server's clock, so it runs in the `money-loop` project (one worker, after every
 * other spec).
 */
import { expect, test } from '@playwright/test';
import { koreanDay } from '../../contracts/src/values/days';
import { loginButton, openAs, passwordField, pathOf, urlOf, usernameField, waitForShell } from '../support/helpers';
import { API, agreeRewardTerms, advanceClock, attemptMission, bearerOf, publisher, serverNow } from '../support/publisher';

/** "₩1,234" as formatWon writes it. */
const won = (amount: number) => `₩${amount.toLocaleString('en-US')}`;
/** A whole amount in a text, not the start of a larger one (₩132 but not ₩1,320 or ₩132,000). */
const exactWon = (amount: number) => new RegExp(`(^|[^\\d,])${won(amount)}(?![\\d,])`);

test('a new advertiser’s campaign → 예정 today → next day the same charge on the detail, the point history, the invoice and the company’s sales; reconciled; a hub client opens its hub-registered ad', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const admin = await bearerOf(request, 'admin');
  // An advertiser of its own, funded at the desk: every figure below is this one campaign's.
  const username = `detail${Date.now()}`.slice(0, 20);
  const made = await request.post(`${API}/users`, { headers: admin, data: { username, password: 'detail1234', name: '상세 광고주' } });
  expect(made.status(), await made.text()).toBe(201);
  const advertiserId = ((await made.json()) as { id: number }).id;
  const funded = await request.post(`${API}/admin/b2b/balance`, {
    headers: admin,
    data: { user_id: advertiserId, amount: 10_000, action: 'CHARGE' },
  });
  expect(funded.ok(), await funded.text()).toBe(true);
  const token = await request.post(`${API}/token`, { data: { username, password: 'detail1234' } });
  const customer = { Authorization: `Bearer ${((await token.json()) as { access: string }).access}` };

  // The customer's two-day campaign (an answer product: 5 a day × ₩66), approved by staff.
  const today = (await serverNow(request, admin)).day;
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const suffix = `${Date.now()}`.slice(-9);
  const keyword = `상세 루프 ${suffix}`;
  const created = await request.post(`${API}/admin/ads`, {
    headers: customer,
    data: {
      channel: 'NAVER_SHOPPING',
      keyword,
      mid: `6${suffix}`,
      product_code: 'naverapp-plus',
      daily_volume: 5,
      start_date: today,
      end_date: tomorrow,
      question: '상세 페이지 하단의 단어는?',
      answers: ['누리 정답'],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { campaign } = (await created.json()) as { campaign: { id: number; lines: { id: number }[] } };
  const adId = campaign.lines[0].id;
  expect((await request.put(`${API}/admin/ads/${adId}`, { headers: admin, data: { action: 'approve' } })).ok()).toBe(true);

  // The publisher's users: two complete, one answers wrong.
  const missions = await publisher(request, admin, 'GET', 'missions?user=detail-loop-u1');
  expect((missions.body.results as { mission_id: number }[]).some((m) => m.mission_id === adId)).toBe(true);
  expect((await attemptMission(request, admin, adId, 'detail-loop-u1', '누리 정답')).status).toBe('COMPLETED');
  expect((await attemptMission(request, admin, adId, 'detail-loop-u2', '누리 정답')).status).toBe('COMPLETED');
  expect((await attemptMission(request, admin, adId, 'detail-loop-u3', '틀린 답')).code).toBe('WRONG_ANSWER');

  // The list opens the campaign's detail: today is 예정 (2 × ₩66 = ₩132), with the rejection and its evidence.
  await page.goto(urlOf('default', '/login'));
  await usernameField(page).fill(username);
  await passwordField(page).fill('detail1234');
  await loginButton(page).click();
  await expect.poll(() => pathOf(page)).not.toBe('/login');
  await page.goto(urlOf('default', `/campaign/list?search=${encodeURIComponent(suffix)}`));
  await waitForShell(page);
  await page.getByTestId(`open-campaign-${campaign.id}`).click();
  await expect(page).toHaveURL(urlOf('default', `/campaign/${campaign.id}`));
  await expect(page.getByRole('heading', { level: 1, name: '캠페인 상세' })).toBeVisible();
  await expect(page.getByTestId('campaign-estimated')).toHaveText(`${won(132)} 예정`);
  await expect(page.getByTestId('campaign-settled')).toHaveText(won(0));
  const line = page.getByTestId(`campaign-line-${adId}`);
  await expect(line.getByTestId(`charge-${today}`)).toContainText(`${won(132)}예정`);
  await expect(line.getByTestId('history-chart')).toBeVisible();
  const rejections = page.getByTestId('campaign-rejections');
  await expect(rejections.getByTestId('rejection-reasons')).toHaveText('정답 불일치 · 1건');
  await expect(rejections).toContainText('입력한 답: 틀린 답');
  await expect(rejections).not.toContainText('detail-loop-u3');

  // The dashboard's running campaigns list it, linking to the same detail.
  await page.goto(urlOf('default', '/'));
  await waitForShell(page);
  const running = page.getByTestId(`running-campaign-${campaign.id}`);
  await expect(running).toContainText(keyword);
  await expect(running.getByRole('link', { name: keyword })).toHaveAttribute('href', `/campaign/${campaign.id}`);

  // Next day: the settlement charges the day once.
  await advanceClock(request, admin, { advance_days: 1 });
  const settlements = (await (await request.get(`${API}/admin/settlements?ad_id=${adId}`, { headers: admin })).json()) as {
    results: { day: string; completions: number; amount: number }[];
  };
  expect(settlements.results.map((s) => [s.day, s.completions, s.amount])).toEqual([[today, 2, 132]]);

  // The detail reads the settled day at that amount; the new day is 예정 (nothing yet).
  await page.goto(urlOf('default', `/campaign/${campaign.id}`));
  await waitForShell(page);
  await expect(page.getByTestId('campaign-settled')).toHaveText(won(132));
  await expect(page.getByTestId('campaign-estimated')).toHaveText(`${won(0)} 예정`);
  await expect(line.getByTestId(`charge-${today}`)).toHaveText(won(132));
  await expect(line.getByTestId(`charge-${tomorrow}`)).toContainText(`${won(0)}예정`);
  // The change log in words: Korean status labels and won amounts, not PENDING → ACTIVE or 예치 0 → 660.
  const log = page.getByTestId('campaign-log');
  await expect(log).toContainText('검수 대기 → 진행 중');
  await expect(log).toContainText(`${won(0)} → ${won(660)}`);
  await expect(log).toContainText(`${koreanDay(today)} 정산`);
  await expect(log).not.toContainText('PENDING');

  // The point history's 광고비 차감 is the same ₩132, shown as an absolute value.
  await page.goto(urlOf('default', '/point/list?history=all'));
  await waitForShell(page);
  const deduction = page
    .getByRole('row')
    .filter({ hasText: '광고비 차감' })
    .filter({ hasText: exactWon(132) })
    .first();
  await expect(deduction).toBeVisible();
  await expect(deduction).not.toContainText(`-${won(132)}`);
  // Its memo names the settled day the way every date reads.
  await expect(deduction).toContainText(`${koreanDay(today)} 정산 (2건)`);

  // The month's invoice, generated by staff, bills the campaign's line at the same ₩132.
  const month = today.slice(0, 7);
  expect((await request.post(`${API}/admin/invoices/generate`, { headers: admin, data: { month } })).ok()).toBe(true);
  const invoices = (await (
    await request.get(`${API}/admin/invoices?account_id=${advertiserId}&month_from=${month}&month_to=${month}`, { headers: admin })
  ).json()) as { invocies: { id: number; total: number }[] };
  expect(invoices.invocies.map((invoice) => invoice.total)).toEqual([132]);
  const staff = await browser.newContext();
  const desk = await staff.newPage();
  await openAs(desk, 'default', 'admin', `/admin/invoices/${invoices.invocies[0].id}/print`);
  await waitForShell(desk);
  await expect(desk.getByTestId(`invoice-line-${adId}`)).toContainText(keyword);
  await expect(desk.getByTestId(`invoice-line-${adId}`)).toContainText(won(132));
  await expect(desk.getByTestId('invoice-total')).toHaveText(won(132));

  // The company's sales for the day: the advertiser's revenue is the same ₩132, split into the
  // publisher's payout and the margins, which add up to it.
  await desk.goto(urlOf('default', `/admin/b2b/sales?from=${today}&to=${today}&member_id=${advertiserId}`));
  await waitForShell(desk);
  const salesRow = desk.getByRole('row').filter({ hasText: '상세 광고주' });
  // Columns: day, member, actions, revenue, payout, reseller margin, company margin.
  await expect(salesRow.getByRole('cell').nth(2)).toHaveText('2');
  await expect(salesRow.getByRole('cell').nth(3)).toHaveText(won(132));
  const sales = (await (
    await request.get(`${API}/admin/b2b/sales?from=${today}&to=${today}&member_id=${advertiserId}`, { headers: admin })
  ).json()) as { totals: { revenue: number; publisher_payout: number; reseller_margin: number; company_margin: number } };
  expect(sales.totals.revenue).toBe(132);
  expect(sales.totals.publisher_payout + sales.totals.reseller_margin + sales.totals.company_margin).toBe(132);

  // Every invariant of the reconciliation holds after the loop.
  const reconciled = await request.post(`${API}/admin/reconciliation/run`, { headers: admin });
  expect(reconciled.ok()).toBe(true);
  const { run } = (await reconciled.json()) as { run: { broken: number; checks: { key: string; count: number }[] } };
  expect(run.checks.filter((check) => check.count > 0)).toEqual([]);
  await staff.close();

  // A hub client finds the ads its hub registered for it on the reward site's product list, and their detail.
  const hubclient = await bearerOf(request, 'hubclient');
  await agreeRewardTerms(request, hubclient);
  const rewardContext = await browser.newContext();
  const reward = await rewardContext.newPage();
  await openAs(reward, 'reward', 'hubclient', '/');
  await waitForShell(reward);
  const registered = reward.locator('[data-testid^="hub-registered-"]').first();
  await expect(registered).toContainText('허브 등록');
  const hubAdId = (await registered.getAttribute('data-testid'))!.replace('hub-registered-', '');
  await reward.getByTestId(`open-campaign-${hubAdId}`).click();
  await expect(reward).toHaveURL(/\/campaign\/\d+$/);
  await expect(reward.getByRole('heading', { level: 1, name: '캠페인 상세' })).toBeVisible();
  await expect(reward.getByTestId('campaign-settled')).toBeVisible();
  await expect(reward.getByText('허브 등록').first()).toBeVisible();
  await rewardContext.close();
});
