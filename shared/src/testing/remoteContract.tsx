/**
 * Contract tests every remote runs against its `defineRemote()` definition: the summaries its
 * spec tables are compared with, the invariants every remote must keep, and "every lazy page
 * loads and shows its Korean h1". Test support only (jest globals, Testing Library): imported by
 * *.test.ts(x) through '@nurly/shared/testing', never by runtime code (eslint enforces it).
 */
import { screen } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import type { ComponentType, ReactNode } from 'react';
import type { RemoteDefinition, RemoteRoute } from '../federation/types';
import { concretePath, renderRemote } from './renderRemote';
import { makeUser, type TestUser } from './session';

/** Follows a dotted i18n key ('pages.adminFaq.title') through a resource tree; undefined if absent. */
export function translateKey(resources: Record<string, unknown>, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), resources);
}

/** The Korean text of a key in the remote's own resources; throws when there is none. */
export function koreanText(definition: RemoteDefinition, key: string): string {
  const value = translateKey(definition.i18n.resources.ko, key);
  if (typeof value !== 'string') throw new Error(`no Korean text for ${key}`);
  return value;
}

/** Each route as the spec tables state it (the lazy element left out). */
export function routeSummary(definition: RemoteDefinition) {
  return definition.routes.map((r) => ({
    name: r.name,
    path: r.path,
    layout: r.meta.layout,
    variants: r.variants,
    roles: r.meta.roles ?? [],
    isStaff: !!r.meta.isStaff,
  }));
}

/** Each nav item as the spec's menu tables state it: target, heading, audience, variants, roles. */
export function navSummary(definition: RemoteDefinition) {
  return definition.nav.map((n) => ({
    to: n.to,
    heading: n.heading,
    audience: n.audience,
    variants: n.variants,
    permissions: n.permissions ?? [],
  }));
}

type RouteRow = ReturnType<typeof routeSummary>[number];
type NavRow = ReturnType<typeof navSummary>[number];

/**
 * One expected `routeSummary` row, written as the spec tables read: name, path, variants, roles.
 * The layout is 'content' and a page with roles is a staff page unless `options` says otherwise.
 */
export function routeRow(
  name: string,
  path: string,
  variants: RouteRow['variants'],
  roles: RouteRow['roles'] = [],
  options: { layout?: RouteRow['layout']; isStaff?: boolean } = {},
): RouteRow {
  return { name, path, layout: options.layout ?? 'content', variants, roles, isStaff: options.isStaff ?? roles.length > 0 };
}

/** One expected `navSummary` row: target, heading, audience, variants, roles. */
export function navRow(
  to: string,
  heading: NavRow['heading'],
  audience: NavRow['audience'],
  variants: NavRow['variants'],
  permissions: NavRow['permissions'] = [],
): NavRow {
  return { to, heading, audience, variants, permissions };
}

/** i18n namespace is the remote key; every route title and nav label has Korean and English text. */
export function expectTitlesTranslated(definition: RemoteDefinition): void {
  const { ko, en } = definition.i18n.resources;
  expect(definition.i18n.namespace).toBe(definition.key);
  const navTitles = definition.nav.flatMap((n) => [n.title, ...(n.children ?? []).map((c) => c.title)]);
  for (const key of [...definition.routes.map((r) => r.meta.title), ...navTitles]) {
    expect(translateKey(ko, key)).toMatch(/[가-힣]/);
    expect(typeof translateKey(en, key)).toBe('string');
  }
}

/** Spec §6: "All guarded routes also require is_staff". */
export function expectRoleRoutesRequireStaff(definition: RemoteDefinition): void {
  for (const route of definition.routes) if (route.meta.roles?.length) expect(route.meta.isStaff).toBe(true);
}

/** Every nav item names a route that exists in each variant the item is shown in. */
export function expectNavTargetsExist(definition: RemoteDefinition): void {
  for (const item of definition.nav) {
    // A group item opens its children; each child must lead somewhere.
    const targets = item.children?.length ? item.children.map((child) => child.to) : [item.to];
    for (const target of targets) {
      for (const variant of item.variants) {
        expect([target, variant, definition.routes.some((r) => r.name === target && r.variants.includes(variant))]).toEqual([
          target,
          variant,
          true,
        ]);
      }
    }
  }
}

/** All three invariants in one call (for a test that checks them together). @public */
export function expectContractInvariants(definition: RemoteDefinition): void {
  expectTitlesTranslated(definition);
  expectRoleRoutesRequireStaff(definition);
  expectNavTargetsExist(definition);
}

/** Registers the invariants as three tests, so a failure names the broken rule. Call inside a describe. */
export function itKeepsContractInvariants(definition: RemoteDefinition): void {
  it('has Korean and English text for every route title and nav label', () => expectTitlesTranslated(definition));
  it('guards every role-restricted route with is_staff too (docs/decisions/access.md#roles-and-permissions)', () =>
    expectRoleRoutesRequireStaff(definition));
  it('points every nav item at a route that exists in the same variants', () => expectNavTargetsExist(definition));
}

export interface RenderEveryPageOptions {
  /** Values for path parameters (':id' → pathParams.id); a parameter not listed becomes '1'. */
  pathParams?: Record<string, string>;
  /** Wraps each page inside the router (e.g. a context the pages read). */
  wrapper?: ComponentType<{ children: ReactNode }>;
  /** MSW handlers for the calls the pages make on load, ahead of the shell defaults. */
  handlers?: RequestHandler[];
}

/** The user who may open a route: a distributor for a reseller page, its first role, staff for a staff page, else a customer. */
export function routeUser(route: RemoteRoute): TestUser {
  if (route.meta.reseller) return makeUser([], { id: 2, username: 'seoul_dist', tier: 2 });
  return route.meta.roles?.[0] ?? (route.meta.isStaff ? 'NURLY_STAFF' : 'customer');
}

/**
 * One test per route: its lazy page loads through renderRemote (the route's first variant, a
 * user who may open it, the API answered by MSW) at the route's path, and shows the Korean
 * title of meta.title as its h1.
 */
export function itRendersEveryPage(definition: RemoteDefinition, options: RenderEveryPageOptions = {}): void {
  describe(`${definition.key} pages`, () => {
    it.each(definition.routes.map((route) => [route.name, route.variants.join('+'), route] as const))(
      '%s (%s) loads and shows its Korean title',
      async (_name, _variants, route) => {
        renderRemote(route, {
          path: concretePath(route, options.pathParams),
          user: routeUser(route),
          remote: definition,
          handlers: options.handlers,
          wrapper: options.wrapper,
        });
        // The first lazy chunk of a file compiles on demand: allow for a busy machine.
        const title = koreanText(definition, route.meta.title);
        expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 })).toBeInTheDocument();
      },
    );
  });
}
