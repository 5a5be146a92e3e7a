/**
 * The request validators and response serializers (Fastify's `schemaController.compilersFactory`).
 *
 * Validators: Fastify's own Ajv setup (formats, defaults, removeAdditional) built twice. Query
 * strings and path parameters are text, so their Ajv coerces (`"25"` → 25, one value → an array); a
 * JSON body is validated as sent, with no coercion: Ajv's coercion would turn `0` into `null` on a
 * nullable field (deleting a price), `null` into `false` (deactivating an account) and `"7"` into 7.
 * In a body only a literal `null` means "remove", where the contract allows it.
 *
 * Both are compiled on a route part's first use, not at start-up: compiling ~500 schemas took about
 * 2 s of CPU on every start (every instance, every test file), for routes most processes never call.
 * `test/app/schemas.test.ts` compiles every one, so a schema Ajv refuses still fails the suite.
 */
import AjvCompiler from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type Factory = ReturnType<typeof AjvCompiler>;
type Options = NonNullable<Parameters<Factory>[1]>;
/** What Fastify hands the compiler per route part (the ajv-compiler typings call it a schema). */
type RoutePart = { schema: unknown; method: string; url: string; httpPart?: string };
type Validate = ((data: unknown, context?: unknown) => unknown) & { errors?: unknown; schemaEnv?: unknown };

/**
 * A validator compiled when first called. Fastify reads `errors` after a failed call and passes the
 * parent object when `schemaEnv` is set (so Ajv may replace a root value): both come from the real one.
 */
export function lazyValidator(compile: () => Validate): Validate {
  let compiled: Validate | undefined;
  const real = () => (compiled ??= compile());
  const validate = ((data: unknown, context?: unknown) => real()(data, context)) as Validate;
  Object.defineProperty(validate, 'errors', { get: () => real().errors });
  Object.defineProperty(validate, 'schemaEnv', { get: () => real().schemaEnv });
  return validate;
}

const pool = AjvCompiler();

function build(externalSchemas: Parameters<Factory>[0], options: Options = {}) {
  const coercing = pool(externalSchemas, options) as unknown as (route: RoutePart) => Validate;
  const strict = pool(externalSchemas, {
    ...options,
    customOptions: { ...options.customOptions, coerceTypes: false },
  } as Options) as unknown as (route: RoutePart) => Validate;
  return (route: RoutePart) => lazyValidator(() => (route.httpPart === 'body' ? strict : coercing)(route));
}

export const buildValidator = build as unknown as Factory;

type SerializerFactory = ReturnType<typeof SerializerSelector>;
type Serialize = (data: unknown) => string;
/** A serializer compiled on first use; `compile()` compiles it now (the schema test does, for every route). */
export type LazySerialize = Serialize & { compile(): Serialize };

const serializers = SerializerSelector();

/** Fastify's default serializer (fast-json-stringify), compiled on a response's first use. */
export const buildSerializer = ((externalSchemas: unknown, options: unknown) => {
  const compileFor = (serializers as unknown as (schemas: unknown, options: unknown) => (route: unknown) => Serialize)(
    externalSchemas,
    options,
  );
  return (route: unknown): LazySerialize => {
    let compiled: Serialize | undefined;
    const compile = () => (compiled ??= compileFor(route));
    return Object.assign((data: unknown) => compile()(data), { compile });
  };
}) as unknown as SerializerFactory;
