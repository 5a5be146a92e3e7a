/**
 * Request ids (Fastify `genReqId`, server.ts and the test harness through `serverOptions`): a random
 * UUID per request, unique across instances, so an audit row's `request_id` names one request of the
 * whole deployment and finds its lines in any instance's log. An incoming `x-request-id` (a balancer
 * or a client tracing its own call) is kept only when it is a well-formed UUID; anything else is
 * replaced, so a header cannot put arbitrary text into the log or the audit trail.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function isRequestUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

export function genReqId(request: Pick<IncomingMessage, 'headers'>): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return isRequestUuid(incoming) ? incoming.toLowerCase() : randomUUID();
}
