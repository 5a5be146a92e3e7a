// Every route's validators and serializers compile. The app compiles them on a route's first use
// (lib/validator.ts), so a schema Ajv or fast-json-stringify refuses would otherwise wait for the
// first request to that route: this file compiles every one.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildSerializer, buildValidator, lazyValidator, type LazySerialize } from '../../src/lib/validator';
import { buildTestApp } from '../helpers/app';

type Compiled = { where: string; force: () => unknown };

test('every validator and serializer of every route compiles, and none is compiled before its first use', async () => {
  const compiled: Compiled[] = [];
  let eagerlyCompiled = 0;
  const recordingValidator = ((schemas: unknown, options: unknown) => {
    const compileFor = (
      buildValidator as unknown as (
        s: unknown,
        o: unknown,
      ) => (route: { url: string; method: string; httpPart?: string }) => { schemaEnv?: unknown }
    )(schemas, options);
    return (route: { url: string; method: string; httpPart?: string }) => {
      const validate = compileFor(route);
      compiled.push({ where: `${route.method} ${route.url} ${route.httpPart}`, force: () => validate.schemaEnv });
      return validate;
    };
  }) as unknown as typeof buildValidator;
  const recordingSerializer = ((schemas: unknown, options: unknown) => {
    const compileFor = (
      buildSerializer as unknown as (
        s: unknown,
        o: unknown,
      ) => (route: { url: string; method: string; httpStatus?: string }) => LazySerialize
    )(schemas, options);
    return (route: { url: string; method: string; httpStatus?: string }) => {
      const serialize = compileFor(route);
      compiled.push({ where: `${route.method} ${route.url} ${route.httpStatus}`, force: () => serialize.compile() });
      return serialize;
    };
  }) as unknown as typeof buildSerializer;

  const t = await buildTestApp({}, {}, undefined, {
    schemaController: { compilersFactory: { buildValidator: recordingValidator, buildSerializer: recordingSerializer } },
  });
  try {
    assert.ok(compiled.length > 300, `${compiled.length} route parts with a schema`);
    const refused: string[] = [];
    for (const part of compiled) {
      try {
        part.force();
      } catch (error) {
        refused.push(`${part.where}: ${String(error)}`);
      }
    }
    assert.deepEqual(refused, []);
  } finally {
    await t.close();
  }
  // The lazy wrapper itself: nothing compiles until the validator is called or asked for its state.
  const validate = lazyValidator(() => {
    eagerlyCompiled += 1;
    return Object.assign((data: unknown) => data === 1, { errors: null, schemaEnv: { root: true } });
  });
  assert.equal(eagerlyCompiled, 0);
  assert.equal(validate(1), true);
  assert.deepEqual(validate.schemaEnv, { root: true });
  assert.equal(eagerlyCompiled, 1);
});
