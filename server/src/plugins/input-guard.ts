/**
 * Text and numbers no route can store or mean, refused for every route before schema validation
 *: a NUL or a lone UTF-16 surrogate in any string of the path, query or JSON body
 * (PostgreSQL rejects both, so they used to surface as 500s), and a number field spelled
 * `Infinity` (Ajv coerces it to a number; `1e400` too).
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../lib/errors';
import { labelOf } from './errors';

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Text PostgreSQL cannot store: a NUL, or a lone surrogate (not valid UTF-8). */
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

type Json = Record<string, unknown>;

/** The name of the first string (or key) in `value` holding unstorable text, '' for the value itself; null when clean. */
export function unstorableField(value: unknown, name = '', depth = 0): string | null {
  if (typeof value === 'string') return unstorable(value) ? name : null;
  if (depth > 32 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = unstorableField(item, name, depth + 1);
      if (found !== null) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value as Json)) {
    if (unstorable(key)) return name;
    const found = unstorableField(item, key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

interface PropertySchema {
  type?: string | string[];
  anyOf?: PropertySchema[];
  oneOf?: PropertySchema[];
}

function isNumeric(schema: PropertySchema | undefined): boolean {
  if (!schema) return false;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('integer') || types.includes('number')) return true;
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some(isNumeric);
}

/** The first number field of a URL part whose raw text is a non-finite number. */
function nonFiniteField(raw: unknown, schema: unknown): string | null {
  const properties = (schema as { properties?: Record<string, PropertySchema> } | undefined)?.properties;
  if (!properties || !raw || typeof raw !== 'object') return null;
  for (const [name, value] of Object.entries(raw as Json)) {
    if (!isNumeric(properties[name])) continue;
    for (const text of Array.isArray(value) ? value : [value]) {
      if (typeof text !== 'string') continue;
      const number = Number(text);
      if (number === Infinity || number === -Infinity) return name;
    }
  }
  return null;
}

const hasKeys = (value: unknown) => {
  for (const key in value as Json) if (Object.hasOwn(value as Json, key)) return true;
  return false;
};

function check(request: FastifyRequest) {
  for (const part of [request.params, request.query, request.body]) {
    const field = unstorableField(part);
    if (field !== null)
      throw badRequest(
        `${labelOf(field || undefined)}에 사용할 수 없는 문자가 포함되어 있습니다.`,
        field || undefined,
        'INVALID_CHARACTER',
      );
  }
  // A URL without parameters or a query (GET user) has no number to check: the route's schema
  // (a getter that builds the route's options anew) is read only when there is one.
  if (!hasKeys(request.params) && !hasKeys(request.query)) return;
  const schema = request.routeOptions.schema;
  for (const [raw, partSchema] of [
    [request.params, schema?.params],
    [request.query, schema?.querystring],
  ] as const) {
    const field = nonFiniteField(raw, partSchema);
    if (field) throw badRequest(`${labelOf(field)}의 값이 허용 범위를 벗어났습니다.`, field, 'VALIDATION');
  }
}

export default fp(
  async function inputGuard(app: FastifyInstance) {
    // A callback hook: no promise per request on the path every route takes.
    app.addHook('preValidation', (request, _reply, done) => {
      try {
        check(request);
      } catch (error) {
        done(error as Error);
        return;
      }
      done();
    });
  },
  { name: 'nurly-input-guard', dependencies: ['nurly-errors'] },
);
