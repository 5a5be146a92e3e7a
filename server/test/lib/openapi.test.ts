/**
 * The OpenAPI document as a contract: every operation has a unique operationId derived from its
 * method and path, the document has servers, the publisher API declares its three signed headers
 * as its security, every integer has a format, and every request string, array and integer is
 * bounded (what server/scripts/openapi.ts lints with Redocly and Spectral's OWASP ruleset).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { operationIdOf } from '../../src/lib/openapi';
import { fileTestApp } from '../helpers/app';

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: unknown[];
  requestBody?: unknown;
}
interface Document {
  servers?: { url: string }[];
  components: { securitySchemes: Record<string, { type: string; in?: string; name?: string }> };
  paths: Record<string, Record<string, Operation>>;
}

const t = await fileTestApp();
const document = (t.app as unknown as { swagger(): Document }).swagger();
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
);

/** Schemas under `node` of `type` that break `ok`, by where they are. */
function unbounded(node: unknown, where: string, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item, index) => unbounded(item, `${where}/${index}`, found));
  else if (node && typeof node === 'object') {
    const schema = node as Record<string, unknown>;
    const has = (...keys: string[]) => keys.every((key) => schema[key] !== undefined);
    if (schema.type === 'string' && !has('maxLength') && !has('enum') && !has('const')) found.push(where);
    if (schema.type === 'array' && !has('maxItems')) found.push(where);
    if ((schema.type === 'integer' || schema.type === 'number') && !has('minimum', 'maximum')) found.push(where);
    for (const [key, value] of Object.entries(schema)) unbounded(value, `${where}/${key}`, found);
  }
  return found;
}

describe('the OpenAPI document', () => {
  test('operationIds are derived from method and path', () => {
    assert.equal(operationIdOf('POST', '/api/offerwall/v1/clicks/:id/complete'), 'postOfferwallV1ClicksByIdComplete');
    assert.equal(operationIdOf('get', '/api/admin/advertisers/user/{userId}'), 'getAdminAdvertisersUserByUserId');
    assert.equal(operationIdOf('get', '/api/health/live'), 'getHealthLive');
    assert.equal(operationIdOf('delete', '/api/offerwall/apps/:id/payouts'), 'deleteOfferwallAppsByIdPayouts');
  });

  test('every operation has one, unique; the document has servers', () => {
    assert.ok(operations.length > 90);
    const missing = operations.filter(({ operation }) => !operation.operationId).map(({ method, path }) => `${method} ${path}`);
    assert.deepEqual(missing, []);
    const ids = operations.map(({ operation }) => operation.operationId);
    assert.equal(new Set(ids).size, ids.length);
    assert.ok(document.servers?.length);
  });

  test('every publisher operation requires the three signed headers', () => {
    const schemes = document.components.securitySchemes;
    assert.deepEqual(
      ['publisherKey', 'publisherTimestamp', 'publisherSignature'].map((name) => [
        schemes[name].type,
        schemes[name].in,
        schemes[name].name,
      ]),
      [
        ['apiKey', 'header', 'X-Nurly-Key'],
        ['apiKey', 'header', 'X-Nurly-Timestamp'],
        ['apiKey', 'header', 'X-Nurly-Signature'],
      ],
    );
    const publisher = operations.filter(({ path }) => path.startsWith('/api/offerwall/v1/'));
    assert.equal(publisher.length, 5);
    for (const { method, path, operation } of publisher)
      assert.deepEqual(operation.security, [{ publisherKey: [], publisherTimestamp: [], publisherSignature: [] }], `${method} ${path}`);
    const clicks = document.paths['/api/offerwall/v1/clicks'].post;
    assert.ok(JSON.stringify(clicks.parameters).includes('idempotency-key'), 'the Idempotency-Key header is documented');
  });

  test('every request string, array and number is bounded; every integer has a format', () => {
    const found = operations.flatMap(({ method, path, operation }) =>
      unbounded({ parameters: operation.parameters, body: operation.requestBody }, `${method} ${path}`),
    );
    assert.deepEqual(found, []);
    const formatless = JSON.stringify(document).match(/"type":"integer"(?![^{}]*"format")/g) ?? [];
    assert.equal(formatless.length, 0);
  });
});
