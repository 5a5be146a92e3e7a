/**
 * The OpenAPI document served at /api/docs (app.ts registers @fastify/swagger with these options),
 * kept lintable as a contract (server/scripts/openapi.ts runs Redocly and Spectral's OWASP ruleset
 * on it): its security schemes (the console's bearer JWT, the publisher API's three signed
 * headers), `servers`, an `operationId` for every operation derived from its method and path, and
 * an integer `format` on every integer schema.
 */
import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { SIGNATURE_HEADERS } from '@nurly/contracts';

/**
 * The server that serves the document (paths start at /api), whatever the environment; its audience
 * stated as OWASP's inventory rules ask (`x-internal`: public).
 */
export const servers = [
  { url: '/', description: '이 문서를 제공하는 서버 (production, staging, local 모두 같은 경로: /api부터)', 'x-internal': false },
];

/** The publisher API's security: all three headers on every request (offerwall/publisher-routes.ts). */
export const PUBLISHER_SECURITY: Record<string, string[]>[] = [{ publisherKey: [], publisherTimestamp: [], publisherSignature: [] }];

export const securitySchemes = {
  bearer: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: '콘솔 로그인(POST /api/token)의 액세스 토큰. HS256으로 서명된 JWS이며 알고리즘을 고정해 검증합니다 (RFC8725).',
  },
  publisherKey: { type: 'apiKey', in: 'header', name: SIGNATURE_HEADERS.key, description: '매체 앱의 API 키 (오퍼월 콘솔 > 앱)' },
  publisherTimestamp: {
    type: 'apiKey',
    in: 'header',
    name: SIGNATURE_HEADERS.timestamp,
    description: '요청 시각, Unix 초 (서버 시각 ±300초)',
  },
  publisherSignature: {
    type: 'apiKey',
    in: 'header',
    name: SIGNATURE_HEADERS.signature,
    description: '앱 시크릿으로 만든 요청 서명 (hex HMAC-SHA256; 각 오퍼월 API 설명의 "서명" 참고)',
  },
} as const;

/**
 * `GET /api/offerwall/v1/clicks/:id/complete` → `getOfferwallV1ClicksByIdComplete`: the method, then
 * the path's segments after `/api` in camel case, a parameter as `By<Name>`. Unique because a method
 * and path are.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const parameter = /^[:{]([^}]+)}?$/.exec(segment);
      const parts = (parameter ? parameter[1] : segment).split(/[^A-Za-z0-9]+/).filter(Boolean);
      return parameter ? ['By', ...parts] : parts;
    });
  const camel = words.map((word) => word[0].toUpperCase() + word.slice(1)).join('');
  return `${method.toLowerCase()}${camel || 'Root'}`;
}

const INT32 = 2 ** 31;

/** `int32` when the schema's bounds fit 32 bits, else `int64`; every integer schema, nested ones too. */
export function withIntegerFormats<T>(node: T): T {
  if (Array.isArray(node)) return node.map(withIntegerFormats) as T;
  if (!node || typeof node !== 'object') return node;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) copy[key] = withIntegerFormats(value);
  if (copy.type === 'integer' && copy.format === undefined) {
    const fits = typeof copy.minimum === 'number' && typeof copy.maximum === 'number' && copy.minimum >= -INT32 && copy.maximum < INT32;
    copy.format = fits ? 'int32' : 'int64';
  }
  return copy as T;
}

/** @fastify/swagger's per-route `transform`: the derived operationId unless the route names one. */
export const transformRoute: SwaggerTransform = ({ schema, url, route }) => {
  const method = [route.method].flat()[0] ?? 'get';
  const named = (schema as { operationId?: string }).operationId;
  return { schema: { ...schema, operationId: named ?? operationIdOf(method, url) } as typeof schema, url };
};

/** @fastify/swagger's `transformObject`: the finished document with its integer formats. */
export const transformDocument: SwaggerTransformObject = (document) =>
  'openapiObject' in document ? withIntegerFormats(document.openapiObject) : document.swaggerObject;
