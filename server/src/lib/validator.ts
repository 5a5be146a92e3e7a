/**
 * The request validators (Fastify's `schemaController.compilersFactory.buildValidator`): Fastify's
 * own Ajv setup (formats, defaults, removeAdditional) built twice. Query strings and path
 * parameters are text, so their Ajv coerces (`"25"` → 25, one value → an array); a JSON body is
 * validated as sent, with no coercion: Ajv's coercion would turn `0` into `null` on a nullable
 * field (deleting a price), `null` into `false` (deactivating an account) and `"7"` into 7. In a
 * body only a literal `null` means "remove", where the contract allows it.
 */
import AjvCompiler from '@fastify/ajv-compiler';

type Factory = ReturnType<typeof AjvCompiler>;
type Options = NonNullable<Parameters<Factory>[1]>;
/** What Fastify hands the compiler per route part (the ajv-compiler typings call it a schema). */
type RoutePart = { schema: unknown; method: string; url: string; httpPart?: string };

const pool = AjvCompiler();

function build(externalSchemas: Parameters<Factory>[0], options: Options = {}) {
  const coercing = pool(externalSchemas, options) as unknown as (route: RoutePart) => unknown;
  const strict = pool(externalSchemas, { ...options, customOptions: { ...options.customOptions, coerceTypes: false } } as Options) as unknown as (
    route: RoutePart,
  ) => unknown;
  return (route: RoutePart) => (route.httpPart === 'body' ? strict : coercing)(route);
}

export const buildValidator = build as unknown as Factory;
