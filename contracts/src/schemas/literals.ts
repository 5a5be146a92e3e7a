import { Type, type TLiteral, type TUnion } from 'typebox';

type LiteralTuple<T extends readonly string[]> = { -readonly [K in keyof T]: TLiteral<T[K]> };

/**
 * A union of string literals built from one of the plain value lists in ../values, so an enum is
 * written once for the browser and the server (the same JSON Schema as writing the literals out).
 */
export function literals<const T extends readonly [string, ...string[]]>(
  values: T,
  options?: Parameters<typeof Type.Union>[1],
): TUnion<LiteralTuple<T>> {
  return Type.Union(
    values.map((value) => Type.Literal(value)),
    options,
  ) as unknown as TUnion<LiteralTuple<T>>;
}
