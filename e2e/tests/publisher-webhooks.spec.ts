/**
 * A publisher integrates through the offerwall console alone: it registers an app with a postback URL,
 * sends a test postback and verifies it with the official Standard Webhooks library, rotates its
 * secret (both signatures verify during the grace period), ends the grace, and reads every attempt in
 * the delivery log.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { openAs } from '../support/helpers';

interface Delivery {
  headers: Record<string, string>;
  body: string;
}

/** A publisher's postback receiver on loopback (the e2e server allows 127.0.0.0/8 as a postback address). */
async function startReceiver(): Promise<{ url: string; deliveries: Delivery[]; close: () => Promise<void> }> {
  const deliveries: Delivery[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      deliveries.push({ headers: request.headers as Record<string, string>, body });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('received');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/nurly/postback`,
    deliveries,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Reads the secret the console shows once, then closes the dialog. */
async function takeIssuedSecret(page: Page): Promise<string> {
  const dialog = page.getByTestId('secret-dialog');
  await expect(dialog).toBeVisible();
  const secret = (await dialog.getByTestId('issued-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+={0,2}$/);
  await dialog.getByTestId('secret-close').click();
  await expect(dialog).toBeHidden();
  return secret;
}

/** Presses 테스트 전송 on the app's row and waits for the receiver to hold one more delivery. */
async function testSend(page: Page, appName: string, deliveries: Delivery[]): Promise<Delivery> {
  const before = deliveries.length;
  await page.getByRole('row').filter({ hasText: appName }).getByRole('button', { name: '테스트 전송' }).click();
  const result = page.getByTestId('test-send-dialog');
  await expect(result.getByTestId('test-send-result')).toHaveText('성공');
  await expect(result.getByTestId('test-send-answer')).toContainText('HTTP 200');
  await expect(result.getByTestId('test-send-body')).toHaveText('received');
  await result.getByTestId('test-send-close').click();
  await expect.poll(() => deliveries.length).toBe(before + 1);
  return deliveries[before];
}

test('a publisher verifies a test send with the Standard Webhooks library, rotates its secret with no refused signature, ends the grace, and reads the delivery log', async ({
  page,
}) => {
  const receiver = await startReceiver();
  try {
    const appName = `웹훅 연동 ${Date.now() % 100000}`;
    await openAs(page, 'offerwall', 'offerwall', '/apps');

    // Register: a new app signs the Standard Webhooks way by default.
    await page.getByRole('button', { name: '앱 등록' }).click();
    const form = page.getByTestId('app-dialog');
    await form.getByLabel('앱 이름').fill(appName);
    await form.getByLabel('포스트백 URL').fill(receiver.url);
    await form.getByTestId('app-submit').click();
    const first = await takeIssuedSecret(page);
    const row = page.getByRole('row').filter({ hasText: appName });
    await expect(row).toContainText('Standard Webhooks');

    // A test send arrives signed with the secret; the library verifies it and it is marked as a test.
    const sent = await testSend(page, appName, receiver.deliveries);
    const payload = new Webhook(first).verify(sent.body, sent.headers) as { test?: boolean; transaction_id: string };
    expect(payload.test).toBe(true);
    expect(sent.headers['webhook-id']).toBe(payload.transaction_id);
    expect(sent.headers['webhook-id']).toMatch(/^test_/);

    // Rotate: during the grace period a postback carries both signatures, and either secret verifies it.
    await row.getByRole('button', { name: '시크릿 재발급' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '시크릿 재발급' }).click();
    const second = await takeIssuedSecret(page);
    expect(second).not.toBe(first);
    await expect(row).toContainText('이전 시크릿 유효');
    const during = await testSend(page, appName, receiver.deliveries);
    expect(during.headers['webhook-signature'].split(' ')).toHaveLength(2);
    new Webhook(second).verify(during.body, during.headers);
    new Webhook(first).verify(during.body, during.headers);

    // 지금 종료: the previous secret stops at once; only the new one signs.
    await row.getByRole('button', { name: '지금 종료' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '지금 종료' }).click();
    await expect(row).not.toContainText('이전 시크릿 유효');
    const after = await testSend(page, appName, receiver.deliveries);
    expect(after.headers['webhook-signature'].split(' ')).toHaveLength(1);
    new Webhook(second).verify(after.body, after.headers);
    expect(() => new Webhook(first).verify(after.body, after.headers)).toThrow();

    // The delivery log lists the three attempts of this app, each a test with the receiver's 200.
    await row.getByRole('link', { name: '전송 기록' }).click();
    await expect(page).toHaveURL(/\/postback-attempts\?app_id=\d+/);
    await expect(page.getByRole('heading', { name: '포스트백 전송 기록' })).toBeVisible();
    const attempts = page.getByRole('row').filter({ hasText: receiver.url });
    await expect(attempts).toHaveCount(3);
    for (const delivery of [sent, during, after]) {
      await expect(attempts.filter({ hasText: delivery.headers['webhook-id'] })).toContainText('HTTP 200');
    }
  } finally {
    await receiver.close();
  }
});
