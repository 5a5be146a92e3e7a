/**
 * The whole money loop in one test, with the server's test clock instead of
 * waiting: a campaign → staff approve it → the demo publisher lists missions, clicks and completes
 * (a duplicate refused, a wrong answer rejected) → the signed postback arrives → the clock moves to
 * the next day → settlement charges exactly count × price once, the day's hold is released, the
 * advertiser's ledger shows it and the offerwall console shows the day.
 *
 * It moves the shared server's clock, so it runs in its own project after every other spec.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { openAs, waitForShell } from '../support/helpers';
import { API, bearerOf, DEMO_PUBLISHER_KEY as DEMO_KEY, postbackSignature, publisher, serverNow } from '../support/publisher';

test('campaign → approval → missions, clicks, completions → signed postback → next day → one exact charge', async ({ page, request }) => {
  test.setTimeout(180_000);
  const admin = await bearerOf(request, 'admin');
  const customer = await bearerOf(request, 'customer');
  const offerwall = await bearerOf(request, 'offerwall');

  // A local receiver for the postbacks, set as the demo app's postback URL.
  const received: { body: string; timestamp: string; signature: string }[] = [];
  const receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ body, timestamp: String(req.headers['x-nurly-timestamp']), signature: String(req.headers['x-nurly-signature']) });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/postback`;
  try {
    const apps = (await (await request.get(`${API}/offerwall/apps?page_size=100`, { headers: offerwall })).json()) as {
      results: { id: number; api_key: string }[];
    };
    const demoApp = apps.results.find((app) => app.api_key === DEMO_KEY)!;
    expect(
      (await request.patch(`${API}/offerwall/apps/${demoApp.id}`, { headers: offerwall, data: { postback_url: receiverUrl } })).ok(),
    ).toBe(true);

    // The advertiser's campaign (question products need an answer), approved by staff.
    const today = (await serverNow(request, admin)).day;
    const suffix = `${Date.now()}`.slice(-9);
    const created = await request.post(`${API}/admin/ads`, {
      headers: customer,
      data: {
        channel: 'NAVER_SHOPPING',
        keyword: `루프 테스트 ${suffix}`,
        mid: `7${suffix}`,
        product_code: 'naverapp-plus',
        daily_volume: 5,
        start_date: today,
        end_date: today,
        question: '상세 페이지 하단의 단어는?',
        answers: ['누리 정답'],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const adId = ((await created.json()) as { campaign: { lines: { id: number }[] } }).campaign.lines[0].id;
    expect((await request.put(`${API}/admin/ads/${adId}`, { headers: admin, data: { action: 'approve' } })).ok()).toBe(true);
    const holdOfAd = async () =>
      (
        (await (await request.get(`${API}/admin/ads?search=${suffix}`, { headers: admin })).json()) as {
          results: { id: number; hold: number }[];
        }
      ).results.find((ad) => ad.id === adId)!.hold;
    // One day of 5 × ₩68.5 is held (the customer pays seoul_dist's agency price, catalog ₩66 + ₩2.5):
    // ceil(5 × 685 / 10) = ₩343.
    expect(await holdOfAd()).toBe(343);

    // The publisher's users: two complete, one repeats (duplicate), one answers wrong.
    const missions = await publisher(request, admin, 'GET', 'missions?user=loop-u1');
    expect(missions.status).toBe(200);
    const offered = (missions.body.results as { mission_id: number; keyword: string }[]).find((m) => m.keyword === `루프 테스트 ${suffix}`);
    expect(offered?.mission_id, JSON.stringify(missions.body)).toBe(adId);
    const attempt = async (user: string, answer: string) => {
      const click = await publisher(request, admin, 'POST', 'clicks', { mission_id: adId, user, ip: '203.0.113.7' });
      expect(click.status, JSON.stringify(click.body)).toBe(201);
      // Completions count 5 s or more after their click: move the server's clock, never sleep.
      expect((await request.post(`${API}/dev/clock`, { headers: admin, data: { advance_seconds: 6 } })).ok()).toBe(true);
      const outcome = await publisher(request, admin, 'POST', `clicks/${click.body.click_id}/complete`, { answer });
      return { ...outcome, clickId: click.body.click_id };
    };
    const first = await attempt('loop-u1', ' 누리  정답 ');
    expect(first.body.status).toBe('COMPLETED');
    expect((await attempt('loop-u2', '누리 정답')).body.status).toBe('COMPLETED');
    // A user who completed today is no longer offered the mission, and a retried complete is a duplicate, not counted.
    expect((await publisher(request, admin, 'POST', 'clicks', { mission_id: adId, user: 'loop-u1', ip: '203.0.113.7' })).status).toBe(404);
    expect((await request.post(`${API}/dev/clock`, { headers: admin, data: { advance_seconds: 1 } })).ok()).toBe(true);
    const duplicate = await publisher(request, admin, 'POST', `clicks/${first.clickId}/complete`, { answer: '누리 정답' });
    expect(duplicate.body.status).toBe('DUPLICATE');
    const wrong = await attempt('loop-u3', '틀린 답');
    expect([wrong.body.status, wrong.body.code]).toEqual(['REJECTED', 'WRONG_ANSWER']);

    // The postback of the first completion arrives signed with the app's secret.
    await expect.poll(() => received.find((r) => r.body.includes(String(first.body.transaction_id))), { timeout: 30_000 }).toBeTruthy();
    const postback = received.find((r) => r.body.includes(String(first.body.transaction_id)))!;
    expect(postback.signature).toBe(postbackSignature(postback.timestamp, postback.body));

    // Next day: settlement charges round(2 × ₩68.5) = ₩137 once and releases the day's hold (₩343).
    const moved = await request.post(`${API}/dev/clock`, { headers: admin, data: { advance_days: 1 } });
    expect(moved.ok(), await moved.text()).toBe(true);
    expect(await holdOfAd()).toBe(0);
    const settlements = (await (await request.get(`${API}/admin/settlements?ad_id=${adId}`, { headers: admin })).json()) as {
      results: { day: string; completions: number; amount: number }[];
    };
    expect(settlements.results.map((s) => [s.day, s.completions, s.amount])).toEqual([[today, 2, 137]]);
    // A second run charges nothing more.
    expect((await request.post(`${API}/admin/settlements/run`, { headers: admin })).ok()).toBe(true);
    expect(
      ((await (await request.get(`${API}/admin/settlements?ad_id=${adId}`, { headers: admin })).json()) as { count: number }).count,
    ).toBe(1);

    // The advertiser sees the 광고비 차감 of ₩137 in the point history, as an absolute value whose colour carries
    // the sign (docs/decisions/product.md#states; once: the settlement row above is unique per ad-day).
    await openAs(page, 'default', 'customer', '/point/list?history=all');
    await waitForShell(page);
    const deduction = page
      .getByRole('row')
      .filter({ hasText: '광고비 차감' })
      .filter({ hasText: /(^|[^\d,-])₩137(?![\d,])/ })
      .first();
    await expect(deduction).toBeVisible();
    await expect(deduction).not.toContainText('-₩137');

    // The publisher's console shows the settled day with its completions.
    await page.context().clearCookies();
    await openAs(page, 'offerwall', 'offerwall', `/?date_from=${today}&date_to=${today}`);
    await waitForShell(page);
    // The day as the console writes it: '2026. 11. 30.'
    const [year, month, day] = today.split('-').map(Number);
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: `${year}. ${month}. ${day}.` })
        .first(),
    ).toBeVisible();
  } finally {
    receiver.close();
  }
});
