/**
 * A demo publisher: what a partner's server does against the Nurly offerwall
 * API, signing every request as documented in src/modules/offerwall/README.md.
 *
 *   pnpm --filter @nurly/server demo:publisher            # list missions, click one, complete it
 *   NURLY_URL=http://127.0.0.1:8080 NURLY_KEY=nk_… NURLY_SECRET=… USER_KEY=me pnpm … demo:publisher
 *
 * Defaults: the seeded demo app (key nk_demo_offerwall_local_0001, demo only) on the local server.
 * While it runs it also listens on 127.0.0.1:8090 for the app's postbacks and verifies their
 * signature, so the whole loop (mission → click → complete → postback) is visible in one terminal.
 * The server must allow a loopback receiver: `npm start` does (OFFERWALL_POSTBACK_ALLOW_PRIVATE=
 * 127.0.0.0/8,::1/128); a server started otherwise refuses the postback as an internal address.
 * It waits OFFERWALL_MIN_SECONDS (5 s) between click and complete, as a real user would take.
 */
import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import { isWebhookSecret, SIGNATURE_HEADERS, signWebhook } from '@nurly/contracts';
import { signedRequestHeaders, signPostback } from '../src/modules/offerwall/signature';

const baseUrl = process.env.NURLY_URL ?? 'http://127.0.0.1:8080';
const key = process.env.NURLY_KEY ?? 'nk_demo_offerwall_local_0001';
const secret = process.env.NURLY_SECRET ?? 'demo-offerwall-secret-do-not-use-in-production-0001';
const userKey = process.env.USER_KEY ?? `demo-cli-${Date.now().toString(36)}`;
const postbackPort = Number(process.env.POSTBACK_PORT ?? 8090);
const waitSeconds = Number(process.env.WAIT_SECONDS ?? 6);

/** One signed call: the server's own signer (src/modules/offerwall/signature.ts, the contract's signing string). */
async function call(method: 'GET' | 'POST', path: string, body?: unknown) {
  const raw = body === undefined ? '' : JSON.stringify(body);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...signedRequestHeaders({ key, secret, timestamp, method, pathWithQuery: path, body: raw }),
      ...(raw ? { 'content-type': 'application/json' } : {}),
    },
    body: raw || undefined,
  });
  const text = await response.text();
  const json = text ? JSON.parse(text) : null;
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text}`);
  return json;
}

let postbacksReceived = 0;

/** Whether any of the space-separated values (two during a rotation's grace) is the expected one. */
function anyMatches(header: string, expected: string): boolean {
  const want = Buffer.from(expected);
  return header.split(' ').some((value) => {
    const given = Buffer.from(value);
    return given.length === want.length && timingSafeEqual(given, want);
  });
}

/**
 * The postback receiver: a Standard Webhooks postback (webhook-signature, with a whsec_ secret) or an
 * X-Nurly one (X-Nurly-Signature = hex HMAC-SHA256(secret, postbackSigningString(…))), whichever the app sends.
 */
function startReceiver(): Promise<http.Server | null> {
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', async () => {
      const header = (name: string) => String(request.headers[name.toLowerCase()] ?? '');
      const valid = header('webhook-signature')
        ? isWebhookSecret(secret) &&
          anyMatches(
            header('webhook-signature'),
            await signWebhook(secret, { id: header('webhook-id'), timestamp: header('webhook-timestamp'), body }),
          )
        : anyMatches(header(SIGNATURE_HEADERS.signature), signPostback(secret, header(SIGNATURE_HEADERS.timestamp), body));
      postbacksReceived += 1;
      console.log(`postback ${valid ? '✔ signature valid' : '✖ BAD SIGNATURE'}: ${body}`);
      response.statusCode = valid ? 200 : 401;
      response.end();
    });
  });
  return new Promise((resolve) => {
    server.once('error', () => resolve(null));
    server.listen(postbackPort, '127.0.0.1', () => resolve(server));
  });
}

async function main() {
  const receiver = await startReceiver();
  console.log(
    receiver ? `postback receiver on http://127.0.0.1:${postbackPort}/postback` : `port ${postbackPort} busy: postbacks not shown`,
  );
  try {
    const missions = await call('GET', `/api/offerwall/v1/missions?user=${encodeURIComponent(userKey)}`);
    console.log(`${missions.results.length} missions for ${userKey} on ${missions.day}`);
    for (const m of missions.results.slice(0, 5))
      console.log(`  #${m.mission_id} ${m.product_code} "${m.keyword}" payout ${m.payout}원 (남은 수량 ${m.remaining_today})`);
    const mission = missions.results.find((m: { requires_answer: boolean }) => !m.requires_answer) ?? missions.results[0];
    if (!mission) return console.log('no mission to do now');
    const click = await call('POST', '/api/offerwall/v1/clicks', { mission_id: mission.mission_id, user: userKey, ip: '127.0.0.1' });
    console.log(`click ${click.click_id}:`);
    for (const step of click.instructions.steps) console.log(`  - ${step}`);
    console.log(`waiting ${waitSeconds} s (a completion sooner than ${click.min_seconds} s is TOO_FAST)…`);
    await new Promise((resolve) => setTimeout(resolve, waitSeconds * 1000));
    const answer = process.env.ANSWER;
    const done = await call('POST', `/api/offerwall/v1/clicks/${click.click_id}/complete`, answer ? { answer } : {});
    console.log('complete:', done);
    if (done.transaction_id) console.log('transaction:', await call('GET', `/api/offerwall/v1/transactions/${done.transaction_id}`));
    const today = missions.day;
    console.log('today:', (await call('GET', `/api/offerwall/v1/reports/daily?from=${today}&to=${today}`)).results);
    // Give the durable queue a moment to send the postback.
    if (receiver && done.status === 'COMPLETED') {
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      if (!postbacksReceived)
        console.log(
          'no postback yet: is the server allowing loopback receivers (OFFERWALL_POSTBACK_ALLOW_PRIVATE=127.0.0.0/8, set by npm start)? The mission log shows why.',
        );
    }
  } finally {
    receiver?.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
