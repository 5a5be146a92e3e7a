/**
 * Every request property of every route (body, query string, path parameters) has a Korean
 * `title` (or an acronym such as ID) (the validation message names the field with it) and bounds: integers and numbers a
 * minimum and a maximum, strings a maxLength (or a literal, enum, format or fixed-length pattern).
 * The list of the ones missing is the failure message.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { nonNullBranches, propertiesOf, titleOf, type SchemaNode } from '../../src/lib/schema-walk';
import { fileTestApp } from '../helpers/app';

const t = await fileTestApp();

const PARTS = ['body', 'querystring', 'params'] as const;
/** Korean, or an acronym Korean screens write as is (ID). */
const readable = (text: string) => /[가-힣]/.test(text) || /^[A-Z]{2,}$/.test(text);
const literal = (node: SchemaNode) => node.const !== undefined || Array.isArray(node.enum);
/** A pattern that fixes the length: anchored, no open-ended repetition (`*`, `+`, `{n,}`). */
const boundedPattern = (pattern: unknown) =>
  typeof pattern === 'string' && /^\^.*\$$/.test(pattern) && !/(?<!\\)[*+]|\{\d+,\}/.test(pattern);

/** What is missing from a value schema's bounds ('' when bounded). */
function unbounded(node: SchemaNode): string {
  const branches = nonNullBranches(node);
  if (branches.length && branches.every(literal)) return '';
  const problems = new Set<string>();
  for (const branch of branches) {
    if (branch !== node && (branch.anyOf || branch.oneOf)) {
      const inner = unbounded(branch);
      if (inner) problems.add(inner);
      continue;
    }
    if (literal(branch)) continue;
    const type = branch.type;
    if (type === 'integer' || type === 'number') {
      const min = branch.minimum !== undefined || branch.exclusiveMinimum !== undefined;
      const max = branch.maximum !== undefined || branch.exclusiveMaximum !== undefined;
      if (!min || !max) problems.add(`${type} without ${[!min && 'minimum', !max && 'maximum'].filter(Boolean).join('+')}`);
    } else if (type === 'string') {
      if (branch.maxLength === undefined && branch.format === undefined && !boundedPattern(branch.pattern))
        problems.add('string without maxLength');
    } else if (type === 'array') {
      if (branch.maxItems === undefined) problems.add('array without maxItems');
      if (branch.items && !branch.items.properties) {
        const inner = unbounded(branch.items);
        if (inner) problems.add(`items: ${inner}`);
      }
    }
  }
  return [...problems].join(', ');
}

test('every request property has a Korean title and bounds', () => {
  const missing: string[] = [];
  let checked = 0;
  for (const route of t.routes) {
    const schema = route.schema as Partial<Record<(typeof PARTS)[number], SchemaNode>> | undefined;
    if (!schema) continue;
    const methods = [route.method].flat().filter((method) => method !== 'HEAD');
    if (!methods.length) continue;
    for (const part of PARTS) {
      const root = schema[part];
      if (!root) continue;
      for (const { path, schema: property } of propertiesOf(root)) {
        checked += 1;
        const where = `${methods.join(',')} ${route.url} ${part}.${path}`;
        const title = titleOf(property);
        if (!title || !readable(title)) missing.push(`${where}: no Korean title`);
        const bounds = unbounded(property);
        if (bounds) missing.push(`${where}: ${bounds}`);
      }
    }
  }
  assert.ok(checked > 100, `only ${checked} request properties found: the routes were not collected`);
  assert.deepEqual(missing, [], `${missing.length} problems:\n${missing.join('\n')}`);
});
