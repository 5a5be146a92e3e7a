/**
 * B2B queries (README.md). Raw SQL over the aliased tables (`u` the member, `p` its
 * parent), since every list row carries correlated aggregates (held, flags, children). Each query
 * takes the database (or a transaction) first.
 */
import { desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { inB2bScope, type B2bScope } from '../../access/scope';
import { countOf, rowsOf } from '../../db/rows';
import type { Runner } from '../../db/tx';
import { memberSearch } from '../../db/search';
import { defineOrdering, windowSql, type PageWindow } from '../../lib/paginate';

// ---- members ----------------------------------------------------------------------------------------

export const memberOrdering = defineOrdering(
  {
    id: sql`u.id`,
    username: sql`u.username`,
    name: sql`u.name`,
    tier: sql`u.tier`,
    amount: sql`u.point`,
    lastActivatedAt: sql`u.last_login`,
    date_joined: sql`u.date_joined`,
  },
  // asc() takes an SQL fragment as well as a column: the aliased `u.id` keeps pages from overlapping.
  { default: [sql`u.tier asc nulls last`, desc(sql`u.id`)], tieBreaker: sql`u.id` as unknown as AnyColumn },
);

export interface MemberFilter {
  /** Whose accounts the list may show (access/scope.ts): the whole tree or a reseller's descendants. */
  scope: B2bScope;
  search?: string;
  tier?: number;
  active?: boolean;
  /** A member id (its direct children), 'root' (no parent) or undefined (everyone). */
  parent?: number | 'root';
}

export interface MemberRow {
  id: number;
  username: string;
  name: string | null;
  mobile: string | null;
  tier: number | null;
  is_active: boolean;
  point: string | number;
  held: string | number;
  memo: string | null;
  last_login: string | Date | null;
  has_registration: boolean;
  has_bank_account: boolean;
  has_set_price: boolean;
  parent_id: number | null;
  parent_name: string | null;
  children: number;
}

/** Members of the reseller tree: accounts with a tier (the hubs' trees included, docs/decisions/money-loop.md#prices). */
function memberWhere(filter: MemberFilter): SQL {
  const conditions: SQL[] = [sql`u.tier is not null`, sql`u.is_guest = false`];
  if (filter.scope.kind === 'subtree') conditions.push(inB2bScope(filter.scope, sql`u.id`, { path: sql`u.tree_path` }));
  if (filter.search?.trim()) conditions.push(memberSearch(filter.search.trim()));
  if (filter.tier !== undefined) conditions.push(sql`u.tier = ${filter.tier}`);
  if (filter.active !== undefined) conditions.push(sql`u.is_active = ${filter.active}`);
  if (filter.parent === 'root') conditions.push(sql`u.parent_id is null`);
  else if (filter.parent !== undefined) conditions.push(sql`u.parent_id = ${filter.parent}`);
  return sql.join(conditions, sql` and `);
}

const memberColumns = sql`
  u.id, u.username, u.name, u.mobile, u.tier, u.is_active, u.point, u.memo, u.last_login, u.parent_id,
  coalesce(p.name, p.username) as parent_name,
  (select coalesce(sum(h.amount), 0) from point_holds h where h.account_id = u.id and h.amount > 0) as held,
  exists (select 1 from advertisers a where a.user_id = u.id) as has_registration,
  exists (select 1 from advertiser_files f where f.owner_id = u.id and f.type = 'BANK_STATEMENT') as has_bank_account,
  exists (select 1 from tier_prices tp where tp.account_id = u.id) as has_set_price,
  (select count(*)::int from users c where c.parent_id = u.id) as children`;

export async function listMembers(db: Runner, filter: MemberFilter, window: PageWindow): Promise<MemberRow[]> {
  return rowsOf<MemberRow>(
    db,
    sql`select ${memberColumns} from users u left join users p on p.id = u.parent_id
        where ${memberWhere(filter)} ${windowSql(window)}`,
  );
}

export const countMembers = (db: Runner, filter: MemberFilter): Promise<number> =>
  countOf(rowsOf<{ n: number }>(db, sql`select count(*)::int as n from users u where ${memberWhere(filter)}`));

export async function findMember(db: Runner, id: number): Promise<MemberRow | undefined> {
  const [row] = await rowsOf<MemberRow>(
    db,
    sql`select ${memberColumns} from users u left join users p on p.id = u.parent_id where u.id = ${id}`,
  );
  return row;
}

export interface TreeNode {
  id: number;
  username: string;
  name: string | null;
  tier: number | null;
  parentId: number | null;
  isGuest: boolean;
}

export async function findNode(db: Runner, id: number): Promise<TreeNode | undefined> {
  const [row] = await rowsOf<{
    id: number;
    username: string;
    name: string | null;
    tier: number | null;
    parent_id: number | null;
    is_guest: boolean;
  }>(db, sql`select id, username, name, tier, parent_id, is_guest from users where id = ${id}`);
  return (
    row && {
      id: Number(row.id),
      username: row.username,
      name: row.name,
      tier: row.tier === null ? null : Number(row.tier),
      parentId: row.parent_id === null ? null : Number(row.parent_id),
      isGuest: row.is_guest,
    }
  );
}

/**
 * The chain root → … → `id` (for the breadcrumb), root first, read from the materialised path; with
 * `below`, only the part under that account (a reseller's breadcrumb starts below itself).
 */
export async function pathTo(db: Runner, id: number, below?: number): Promise<{ id: number; name: string; tier: number | null }[]> {
  const rows = await rowsOf<{ id: number; name: string; tier: number | null }>(
    db,
    sql`select u.id, coalesce(u.name, u.username) as name, u.tier
        from users t cross join unnest(t.tree_path) with ordinality as p(id, n) join users u on u.id = p.id
        where t.id = ${id} order by p.n`,
  );
  const chain = rows.map((row) => ({ id: Number(row.id), name: row.name, tier: row.tier === null ? null : Number(row.tier) }));
  if (below === undefined) return chain;
  const at = chain.findIndex((node) => node.id === below);
  return at < 0 ? [] : chain.slice(at + 1);
}

/** True when `candidate` is `id` itself or one of its descendants. */
export async function isSelfOrDescendant(db: Runner, id: number, candidate: number): Promise<boolean> {
  const [row] = await rowsOf<{ found: boolean }>(
    db,
    sql`select exists (select 1 from users where id = ${candidate} and tree_path @> array[${id}::int]) as found`,
  );
  return Boolean(row.found);
}

/** The lowest tier number (= highest rank) among the direct children, or null without children. */
export async function highestChildTier(db: Runner, id: number): Promise<number | null> {
  const [row] = await rowsOf<{ tier: number | null }>(db, sql`select min(tier)::int as tier from users where parent_id = ${id}`);
  return row?.tier === null || row?.tier === undefined ? null : Number(row.tier);
}

// ---- tier prices ------------------------------------------------------------------------------------

export interface PriceSetting {
  productCode: string;
  priceTenths: number;
}

export async function settingsOf(db: Runner, accountId: number): Promise<PriceSetting[]> {
  const rows = await rowsOf<{ product_code: string; unit_price_tenths: number }>(
    db,
    sql`select product_code, unit_price_tenths from tier_prices where account_id = ${accountId}`,
  );
  return rows.map((row) => ({ productCode: row.product_code, priceTenths: Number(row.unit_price_tenths) }));
}

/**
 * The lowest child-price setting of any strict descendant of `accountId` per product (and whose it
 * is): a new setting above it would leave that descendant's setting below its own price.
 */
export async function lowestDescendantSettings(
  db: Runner,
  accountId: number,
): Promise<Map<string, { priceTenths: number; accountId: number; name: string }>> {
  const rows = await rowsOf<{ product_code: string; unit_price_tenths: number; account_id: number; name: string }>(
    db,
    sql`
      select distinct on (tp.product_code) tp.product_code, tp.unit_price_tenths, tp.account_id, coalesce(d.name, d.username) as name
      from users d join tier_prices tp on tp.account_id = d.id
      where d.tree_path @> array[${accountId}::int] and d.id <> ${accountId}
      order by tp.product_code, tp.unit_price_tenths, cardinality(d.tree_path)`,
  );
  return new Map(
    rows.map((row) => [
      row.product_code,
      { priceTenths: Number(row.unit_price_tenths), accountId: Number(row.account_id), name: row.name },
    ]),
  );
}

/** Writes (upsert) and removals (null) of one account's settings; runs inside the caller's transaction. */
export async function applySettings(
  db: Runner,
  accountId: number,
  actorId: number,
  changes: { productCode: string; priceTenths: number | null }[],
): Promise<void> {
  for (const change of changes) {
    if (change.priceTenths === null) {
      await db.execute(sql`delete from tier_prices where account_id = ${accountId} and product_code = ${change.productCode}`);
    } else {
      await db.execute(sql`
        insert into tier_prices (account_id, product_code, unit_price_tenths, updated_by, updated_at)
        values (${accountId}, ${change.productCode}, ${change.priceTenths}, ${actorId}, now())
        on conflict (account_id, product_code) do update set unit_price_tenths = excluded.unit_price_tenths, updated_by = excluded.updated_by, updated_at = now()`);
    }
  }
}

/**
 * The locks of one tree write (README "Concurrency"), instead of one lock for the whole tree: a
 * transaction-scoped advisory lock per account, keyed (hashtext('nurly:tree'), id) — the same keys
 * the tree_path trigger takes. The `exclusive` accounts (the ones the write changes) exclusively,
 * then every ancestor of them and the `chains` accounts with all their ancestors shared (their tiers,
 * parents and prices stay put while the write checks against them). Shared locks never wait on each
 * other, so writes in different subtrees never wait, even under a common ancestor; two writes on one
 * chain serialise. Advisory keys, not row locks, so balance updates of the same users rows never wait
 * on a tree write. In id order per mode; a chain that moved while this waited is locked again as it is now.
 */
export async function lockTreeChain(db: Runner, rows: { exclusive?: number[]; chains?: (number | null)[] }): Promise<void> {
  const exclusive = [...new Set(rows.exclusive ?? [])].sort((a, b) => a - b);
  const starts = [...exclusive, ...(rows.chains ?? []).filter((id): id is number => id !== null)];
  for (const id of exclusive) await db.execute(sql`select pg_advisory_xact_lock(hashtext('nurly:tree'), ${id}::int)`);
  const locked = new Set<number>(exclusive);
  for (let attempt = 0; attempt < 8 && starts.length; attempt++) {
    const missing = (await chainIds(db, starts)).filter((id) => !locked.has(id));
    if (!missing.length) break;
    for (const id of missing) {
      await db.execute(sql`select pg_advisory_xact_lock_shared(hashtext('nurly:tree'), ${id}::int)`);
      locked.add(id);
    }
  }
}

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** The accounts on the paths of `ids` (each one and its ancestors), ascending. */
async function chainIds(db: Runner, ids: number[]): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select distinct p.id from users t cross join unnest(t.tree_path) as p(id)
        where t.id in (${idList(ids)}) order by p.id`,
  );
  return rows.map((row) => Number(row.id));
}
