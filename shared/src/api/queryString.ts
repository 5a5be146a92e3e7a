/**
 * Query strings as the API and the list URLs use them: repeated keys for arrays (`ids=1&ids=2`),
 * RFC 3986 percent-encoding, `key[sub]` for nested objects. Written here instead of importing qs
 *: qs and its dependencies sat in the shared bundle every first paint loads, for the
 * few lines below. The output matches `qs.stringify(params, { arrayFormat: 'repeat' })`.
 */

/** RFC 3986: like encodeURIComponent, with !'()* encoded too (as qs does). */
function encode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function decode(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced; // a malformed escape stays as typed
  }
}

export interface StringifyOptions {
  /** Leave out keys whose value is null (undefined ones are always left out). */
  skipNulls?: boolean;
}

export function stringifyQuery(params: Record<string, unknown>, { skipNulls = false }: StringifyOptions = {}): string {
  const parts: string[] = [];
  const add = (key: string, value: unknown): void => {
    if (value === undefined) return;
    if (value === null) {
      if (!skipNulls) parts.push(`${encode(key)}=`);
      return;
    }
    if (Array.isArray(value)) {
      for (const item of value) add(key, item);
      return;
    }
    if (value instanceof Date) {
      parts.push(`${encode(key)}=${encode(value.toISOString())}`);
      return;
    }
    if (typeof value === 'object') {
      for (const [sub, item] of Object.entries(value)) add(`${key}[${sub}]`, item);
      return;
    }
    parts.push(`${encode(key)}=${encode(String(value as string | number | boolean | bigint))}`);
  };
  for (const [key, value] of Object.entries(params)) add(key, value);
  return parts.join('&');
}

/**
 * The keys of a query string (a leading `?` is ignored); a repeated key gives an array of its
 * values in order. Keys are kept as written (`a[b]` is the key "a[b]"), so what is parsed and
 * stringified again comes back the same.
 */
export function parseQuery(search: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const part of search.replace(/^\?/, '').split('&')) {
    if (!part) continue;
    const at = part.indexOf('=');
    const key = decode(at === -1 ? part : part.slice(0, at));
    const value = at === -1 ? '' : decode(part.slice(at + 1));
    const seen = out[key];
    out[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return out;
}
