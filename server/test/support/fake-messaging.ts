/**
 * What the fake message providers (fake-solapi.ts, fake-nhn.ts) share: JSON in and out, the
 * scripted failures, and the 알림톡 templates they know (with their 검수 status).
 */
import type http from 'node:http';

/**
 * How a provider fails, applied to the next matching send requests:
 * - `failed-body`: HTTP 200 whose body says the message was refused (the vendors' usual way);
 * - `5xx`: an outage (HTTP 500/502/503);
 * - `4xx`: the request refused outright (HTTP 400);
 * - `timeout`: no answer at all, nothing recorded;
 * - `timeout-after-accept`: the message is taken and recorded, but the answer never comes.
 */
export type ScriptedFailure =
  | { kind: 'failed-body'; code?: string | number; message?: string }
  | { kind: '5xx'; status?: number }
  | { kind: '4xx'; status?: number; code?: string | number; message?: string }
  | { kind: 'timeout' }
  | { kind: 'timeout-after-accept' };

export interface FakeTemplate {
  /** The body with #{variable} placeholders, as registered with the provider. */
  content: string;
  /** 검수: only APPROVED templates can be sent. */
  status: 'APPROVED' | 'REQUESTED' | 'REJECTED';
}

export interface FailureScript {
  failure: ScriptedFailure;
  /** Requests it still applies to. */
  remaining: number;
  /** Only requests for this channel (e.g. 'ATA' / 'alimtalk'); all when unset. */
  channel?: string;
}

/** Takes the next scripted failure matching `channel`, counting it down. */
export function nextFailure(scripts: FailureScript[], channel: string): ScriptedFailure | undefined {
  const index = scripts.findIndex((script) => !script.channel || script.channel === channel);
  if (index < 0) return undefined;
  const script = scripts[index]!;
  script.remaining -= 1;
  if (script.remaining <= 0) scripts.splice(index, 1);
  return script.failure;
}

export async function readJson(request: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    return undefined;
  }
}

export function sendJson(response: http.ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

/** The placeholders of a template body (#{name} → name). */
export const templateVariables = (content: string) => [...content.matchAll(/#\{([^}]+)\}/g)].map((match) => match[1]!);

/** The template body with its variables replaced; undefined when one is missing. */
export function renderTemplate(content: string, values: Record<string, string>): string | undefined {
  if (templateVariables(content).some((name) => values[name] === undefined)) return undefined;
  return content.replace(/#\{([^}]+)\}/g, (_, name: string) => values[name]!);
}

/** NHN's authentication endpoints refuse a body without one of these words. */
export const AUTH_WORDS = ['auth', 'password', 'verif', 'にんしょう', '認証', '비밀번호', '인증'];
export const hasAuthWord = (text: string) => AUTH_WORDS.some((word) => text.toLowerCase().includes(word));
