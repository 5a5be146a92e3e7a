/**
 * Reading request schemas (JSON Schema, as TypeBox builds them): the property a validation issue
 * points at, for the Korean `title` the error message names, and every property of a schema with
 * its path, for the test that each one has a title and bounds.
 */

export interface SchemaNode {
  type?: string | string[];
  title?: string;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  allOf?: SchemaNode[];
  const?: unknown;
  enum?: unknown[];
  [keyword: string]: unknown;
}

const branchesOf = (node: SchemaNode): SchemaNode[] => [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])];

/** The branches of a union other than `null` (a Nullable(X) reads as X). */
export function nonNullBranches(node: SchemaNode): SchemaNode[] {
  const branches = branchesOf(node);
  return branches.length ? branches.filter((branch) => branch.type !== 'null') : [node];
}

/** The schema of property `name` of `node` (through unions), if any. */
function propertyOf(node: SchemaNode, name: string): SchemaNode | undefined {
  if (node.properties?.[name]) return node.properties[name];
  for (const branch of branchesOf(node)) {
    const found = propertyOf(branch, name);
    if (found) return found;
  }
  return undefined;
}

function itemsOf(node: SchemaNode): SchemaNode | undefined {
  if (node.items) return node.items;
  for (const branch of branchesOf(node)) {
    const found = itemsOf(branch);
    if (found) return found;
  }
  return undefined;
}

/** The schema at a JSON pointer (`/rewards/0/daily_volume`) and then, if given, its property `child`. */
export function schemaAt(root: SchemaNode | undefined, pointer: string, child?: string): SchemaNode | undefined {
  let node = root;
  const parts = pointer.split('/').filter(Boolean);
  if (child !== undefined) parts.push(child);
  for (const part of parts) {
    if (!node) return undefined;
    node = /^\d+$/.test(part) ? (itemsOf(node) ?? propertyOf(node, part)) : propertyOf(node, part);
  }
  return node;
}

/** The title of a property schema, or of the non-null branch of a Nullable one. */
export function titleOf(node: SchemaNode | undefined): string | undefined {
  if (!node) return undefined;
  if (typeof node.title === 'string' && node.title) return node.title;
  for (const branch of nonNullBranches(node)) if (branch !== node && typeof branch.title === 'string' && branch.title) return branch.title;
  return undefined;
}

export interface PropertyVisit {
  /** `rewards[].daily_volume`. */
  path: string;
  schema: SchemaNode;
}

/** Every property of an object schema, nested objects and arrays of objects included. */
export function propertiesOf(node: SchemaNode, prefix = ''): PropertyVisit[] {
  const visits: PropertyVisit[] = [];
  const seen = new Set<string>();
  const objects = [node, ...branchesOf(node)];
  for (const object of objects) {
    for (const [name, schema] of Object.entries(object.properties ?? {})) {
      const path = prefix ? `${prefix}.${name}` : name;
      if (seen.has(path)) continue;
      seen.add(path);
      visits.push({ path, schema });
      for (const inner of nonNullBranches(schema)) {
        if (inner.properties) visits.push(...propertiesOf(inner, path));
        const items = inner.items;
        if (items && (items.properties || branchesOf(items).some((branch) => branch.properties)))
          visits.push(...propertiesOf(items, `${path}[]`));
      }
    }
  }
  return visits;
}
