/**
 * Route-walking bad-input test. Every registered /api route (app.routeAccess)
 * gets requests derived from its own schemas (the OpenAPI document the app generates from them):
 * one valid-looking request per route, then each bad-input class in one field at a time — a NUL,
 * a lone UTF-16 surrogate, ids past int4, non-finite and huge numbers, malformed multipart. It is
 * sent as an account that passes the route's guard (and anonymously where the route is public).
 * Nothing may answer 5xx, and every error must carry a Korean message. A new route is covered
 * without writing anything here.
 */
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { bearersOf, demo, demoHolderOf, fileTestApp } from '../helpers/app';

type Schema = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  format?: string;
  pattern?: string;
};
interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
type Path = (string | number)[];

const INT4_OVERFLOW = 2_147_483_648;
const HANGUL = /[\uac00-\ud7a3]/;
/** A valid-looking id that matches no row: the request reaches validation and the handler, never a real record. */
const ABSENT_ID = 987_654;

const tokens: Record<string, Record<string, string>> = {};

const t = await fileTestApp();
before(async () => {
  Object.assign(tokens, await bearersOf(t, demo));
});

/** The schema variant a client would send: the first non-null branch of a union. */
function concrete(schema: Schema | undefined): Schema {
  if (!schema) return {};
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return concrete(branches.find((b) => b.type !== 'null') ?? branches[0]);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map(concrete)) as Schema;
  return schema;
}

function typeOf(schema: Schema): string | undefined {
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type) return type;
  if (schema.properties) return 'object';
  if (schema.enum?.length) return typeof schema.enum[0];
  if (schema.const !== undefined) return typeof schema.const;
  return undefined;
}

/** A value the schema accepts (as far as a generic generator can tell). */
function sample(raw: Schema | undefined, name = ''): unknown {
  const schema = concrete(raw);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  switch (typeOf(schema)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) out[key] = sample(property, key);
      return out;
    }
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sample(schema.items, name));
    case 'integer':
    case 'number':
      return /(^|_)id$|Id$/.test(name) ? ABSENT_ID : Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return false;
    case 'string': {
      if (schema.format === 'email' || /email/.test(name)) return 'fuzz@example.com';
      if (schema.format === 'date' || /date/.test(name)) return '1990-01-01';
      if (schema.format === 'date-time') return '2026-01-01T00:00:00Z';
      if (schema.format === 'uri') return 'https://example.com/';
      const text = /mobile|phone/.test(name) ? '01012345678' : 'fuzz';
      return text.padEnd(schema.minLength ?? 0, 'z').slice(0, schema.maxLength ?? 100);
    }
    default:
      return 'fuzz';
  }
}

/** Paths to every leaf of the given kind inside a body schema (array items as index 0). */
function leaves(raw: Schema | undefined, kind: 'string' | 'integer', at: Path = []): Path[] {
  const schema = concrete(raw);
  const type = typeOf(schema);
  if (type === 'object') return Object.entries(schema.properties ?? {}).flatMap(([key, p]) => leaves(p, kind, [...at, key]));
  if (type === 'array') return leaves(schema.items, kind, [...at, 0]);
  if (type === kind || (kind === 'integer' && type === 'number')) return [at];
  return [];
}

function withValue(base: unknown, at: Path, value: unknown): unknown {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let node = copy;
  for (const key of at.slice(0, -1)) {
    node[key] ??= typeof key === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  }
  node[at.at(-1)!] = value;
  return copy;
}

interface Probe {
  label: string;
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: unknown;
}

/** Query and path values are raw URL text: %00 is a NUL, %ED%A0%80 a lone surrogate in (CESU) UTF-8. */
const badTextInUrl = { nul: 'fu%00zz', surrogate: 'fu%ED%A0%80zz' };
const badNumbersInUrl = ['Infinity', '-Infinity', '1e18', String(INT4_OVERFLOW), '1.5'];
const badTextInBody = { nul: 'fu\u0000zz', surrogate: 'fu\ud800zz' };
const badNumbersInBody = [INT4_OVERFLOW, 1e18];

function probesFor(method: string, url: string, operation: Operation | undefined): Probe[] {
  const parameters = operation?.parameters ?? [];
  const pathNames = [...url.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const pathSchema = (name: string) => parameters.find((p) => p.in === 'path' && p.name === name)?.schema;
  const pathValues = Object.fromEntries(pathNames.map((name) => [name, encodeURIComponent(String(sample(pathSchema(name), name)))]));
  const query = parameters.filter((p) => p.in === 'query');
  const requiredQuery = Object.fromEntries(
    query.filter((p) => p.required).map((p) => [p.name, encodeURIComponent(String(sample(p.schema, p.name)))]),
  );
  const content = operation?.requestBody?.content ?? {};
  const jsonSchema = content['application/json']?.schema;
  const isMultipart = 'multipart/form-data' in content;
  const body = jsonSchema ? sample(jsonSchema) : undefined;

  const build = (path: Record<string, string>, queryValues: Record<string, string>) => {
    const target = url.replace(/:(\w+)/g, (_, name: string) => path[name]);
    const search = Object.entries(queryValues)
      .map(([k, v]) => `${k}=${v}`)
      .join('&');
    return search ? `${target}?${search}` : target;
  };
  const probes: Probe[] = [{ label: 'valid-looking', method, url: build(pathValues, requiredQuery), payload: body }];

  for (const name of pathNames) {
    const numeric = ['integer', 'number'].includes(typeOf(concrete(pathSchema(name))) ?? '');
    const values = numeric ? badNumbersInUrl : [];
    for (const value of [...values, ...Object.values(badTextInUrl)]) {
      probes.push({ label: `path ${name}=${value}`, method, url: build({ ...pathValues, [name]: value }, requiredQuery), payload: body });
    }
  }
  for (const parameter of query) {
    const schema = concrete(parameter.schema);
    const type = typeOf(schema);
    const values = type === 'integer' || type === 'number' ? badNumbersInUrl : type === 'string' ? Object.values(badTextInUrl) : [];
    for (const value of values) {
      probes.push({
        label: `query ${parameter.name}=${value}`,
        method,
        url: build(pathValues, { ...requiredQuery, [parameter.name]: value }),
        payload: body,
      });
    }
  }
  if (jsonSchema) {
    const target = build(pathValues, requiredQuery);
    for (const at of leaves(jsonSchema, 'string')) {
      for (const [kind, value] of Object.entries(badTextInBody)) {
        probes.push({ label: `body ${at.join('.')} ${kind}`, method, url: target, payload: withValue(body, at, value) });
      }
    }
    for (const at of leaves(jsonSchema, 'integer')) {
      for (const value of badNumbersInBody)
        probes.push({ label: `body ${at.join('.')}=${value}`, method, url: target, payload: withValue(body, at, value) });
    }
  }
  if (isMultipart || jsonSchema || ['POST', 'PUT', 'PATCH'].includes(method)) {
    const target = build(pathValues, requiredQuery);
    const part =
      '--fuzzboundary\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n';
    probes.push(
      { label: 'multipart without boundary', method, url: target, headers: { 'content-type': 'multipart/form-data' }, payload: part },
      {
        label: 'multipart wrong boundary',
        method,
        url: target,
        headers: { 'content-type': 'multipart/form-data; boundary=other' },
        payload: `${part}--fuzzboundary--\r\n`,
      },
      {
        label: 'multipart truncated',
        method,
        url: target,
        headers: { 'content-type': 'multipart/form-data; boundary=fuzzboundary' },
        payload: part.slice(0, 90),
      },
    );
  }
  return probes;
}

/**
 * Callers that pass the guard: anonymous (and a customer) on public routes, a customer and the
 * admin on `user` routes, and for role guards the admin plus the holder of the guard's narrowest
 * role (its last), whose scoped code paths (hub group, publisher) differ from the admin's.
 */
function callersFor(access: unknown): (string | null)[] {
  if (access === 'public') return [null, 'customer'];
  if (access === 'user') return ['customer', 'admin'];
  const roles = (access as { roles?: string[] }).roles ?? [];
  const narrowest = Object.entries(demoHolderOf).find(([role]) => role === roles.at(-1))?.[1];
  return narrowest && narrowest !== 'admin' ? ['admin', narrowest] : ['admin'];
}

// About 30 s on a quiet 2-core machine; the limit only catches a hang (a loaded machine can take 4×).
test('no registered route answers 5xx or a non-Korean error to bad input', { timeout: 300_000 }, async () => {
  const document = (t.app as unknown as { swagger(): { paths: Record<string, Record<string, Operation>> } }).swagger();
  const routes = t.app.routeAccess.filter(
    (r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && !r.url.includes('*') && r.method !== 'HEAD',
  );
  assert.ok(routes.length > 50, `only ${routes.length} routes found`);
  const failures: string[] = [];
  let sent = 0;
  let turnedAway = 0;
  for (const route of routes) {
    const operation = document.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
    for (const probe of probesFor(route.method, route.url, operation)) {
      for (const caller of callersFor(route.access)) {
        const headers = { ...(caller ? tokens[caller] : {}), ...probe.headers };
        const payload = typeof probe.payload === 'string' || probe.payload === undefined ? probe.payload : JSON.stringify(probe.payload);
        if (payload !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
        const response = await t.inject({ method: probe.method as 'GET', url: probe.url, headers, payload });
        sent += 1;
        if (response.statusCode === 401 || response.statusCode === 403) turnedAway += 1;
        const where = `${probe.method} ${route.url} [${probe.label}] as ${caller ?? 'anonymous'}: ${response.statusCode}`;
        // A feature switched off by configuration (Kakao login without KAKAO_REST_KEY) is a deliberate 503.
        const notConfigured = response.statusCode === 503 && /_NOT_CONFIGURED$/.test(response.json<{ code?: string }>().code ?? '');
        if (response.statusCode >= 500 && !notConfigured) failures.push(`${where} ${response.body.slice(0, 120)}`);
        else if (response.statusCode >= 400) {
          let message: unknown;
          try {
            message = response.json<{ message?: unknown }>().message;
          } catch {
            message = undefined;
          }
          if (typeof message !== 'string' || !HANGUL.test(message))
            failures.push(`${where} without a Korean message: ${response.body.slice(0, 120)}`);
        }
      }
    }
  }
  assert.ok(sent > 500, `only ${sent} requests derived`);
  // The probes must reach validation and handlers, not stop at the access check (a broken login would pass vacuously).
  assert.ok(turnedAway < sent / 10, `${turnedAway} of ${sent} requests were turned away with 401/403`);
  assert.deepEqual(failures, [], `${failures.length} of ${sent} requests failed:\n${failures.join('\n')}`);
});
