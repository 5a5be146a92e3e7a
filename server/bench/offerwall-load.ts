/**
 * The load generator of `bench:offerwall`, in its own process (forked by offerwall.ts) so that signing
 * and sending requests does not take the server's CPU: receives the address, the app's key and secret
 * and the click ids, completes every click once with a signed request, and reports what it heard.
 */
import autocannon from 'autocannon';
import { signedRequestHeaders } from '../src/modules/offerwall/signature';

interface Job {
  address: string;
  key: string;
  secret: string;
  clickIds: number[];
  connections: number;
}

process.once('message', async (job: Job) => {
  const answers: Record<string, number> = {};
  let next = 0;
  const body = '{}';
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const result = await autocannon({
    url: job.address,
    connections: job.connections,
    amount: job.clickIds.length,
    // Generous: a call abandoned by the client but committed by the server would read as "lost".
    timeout: 120,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const clickPath = `/api/offerwall/v1/clicks/${job.clickIds[next++ % job.clickIds.length]}/complete`;
          const timestamp = String(Math.floor(Date.now() / 1000));
          return {
            ...request,
            path: clickPath,
            body,
            headers: {
              'content-type': 'application/json',
              ...signedRequestHeaders({ key: job.key, secret: job.secret, timestamp, method: 'POST', pathWithQuery: clickPath, body }),
            },
          };
        },
        onResponse: (status, responseBody) => {
          let answer = `HTTP ${status}`;
          try {
            const parsed = JSON.parse(responseBody) as { status?: string; code?: string };
            answer = parsed.status
              ? `${parsed.status}${parsed.code && parsed.status !== 'DUPLICATE' ? ` ${parsed.code}` : ''}`
              : `HTTP ${status} ${parsed.code ?? ''}`;
          } catch {
            // not JSON: the status alone
          }
          answers[answer] = (answers[answer] ?? 0) + 1;
        },
      },
    ],
  });
  if (result.timeouts) answers['client timeout'] = result.timeouts;
  if (result.errors - result.timeouts > 0) answers['client error'] = result.errors - result.timeouts;
  const cpu = process.cpuUsage(cpuBefore);
  process.send!(
    {
      answers,
      seconds: (performance.now() - started) / 1000,
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
      total: result.requests.total,
      p99: result.latency.p99,
    },
    () => process.exit(0),
  );
});
