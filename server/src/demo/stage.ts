/**
 * The stage of the demo fortnight (fortnight.ts): the services' deps on ONE movable clock, the demo
 * accounts as the principals those services take, and `step`, which runs one moment of the story.
 *
 * The services take every business time from the clock, but some rows are stamped by the database's
 * `now()` (a ledger row's `created_at`, an ad's, its logs', a hold's `updated_at`, a flag's): a step
 * moves exactly the rows it stamped that way to its simulated instant, so a top-up confirmed "nine
 * days ago" reads nine days ago. Nothing else about a row changes; rows the services stamp from the
 * clock (clicks, completions, postbacks, settlements through `bookedAt`, invoices) need nothing.
 */
import { sql } from 'drizzle-orm';
import { seoulMidnight, type RoleName } from '@nurly/contracts';
import type { Principal } from '../access/principal';
import type { MovableClock } from '../lib/clock';
import { createAdsRepository } from '../modules/ads/repository';
import { RECOMMENDED_SCRYPT_LOG2N } from '../lib/password';
import type { PayoutDeps } from '../modules/b2b/payouts';
import { createB2bRepository } from '../modules/b2b/repository';
import type { B2bDeps } from '../modules/b2b/service';
import type { AdsDeps } from '../modules/ads/service';
import { createInvoicesRepository } from '../modules/invoices/repository';
import type { InvoicesDeps } from '../modules/invoices/service';
import { offerwallConfigFrom } from '../modules/offerwall/config';
import type { PublisherDeps } from '../modules/offerwall/publisher';
import { createOfferwallRepository } from '../modules/offerwall/repository';
import { createPointsRepository } from '../modules/points/repository';
import type { PointsDeps } from '../modules/points/service';
import { createSettlementRepository } from '../modules/settlement/repository';
import type { SettlementDeps } from '../modules/settlement/service';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';

export interface DemoStage {
  db: Db;
  clock: MovableClock;
  ads: AdsDeps;
  points: PointsDeps;
  settlement: SettlementDeps;
  invoices: InvoicesDeps;
  publisher: PublisherDeps;
  b2b: B2bDeps;
  payouts: PayoutDeps;
  /** The demo account as the principal a route would hand the service. */
  as(username: string): Principal;
}

/** The tables and columns the services stamp with the database's now(). */
export const NOW_STAMPED = {
  campaigns: ['created_at'],
  ads: ['created_at', 'updated_at'],
  ad_logs: ['created_at'],
  ad_reports: ['created_at'],
  point_holds: ['updated_at'],
  point_transactions: ['created_at'],
  daily_publisher_settlements: ['settled_at'],
  offerwall_flags: ['updated_at'],
  tier_prices: ['updated_at'],
  margin_payouts: ['created_at'],
} as const satisfies Record<string, readonly string[]>;
export type StampedTable = keyof typeof NOW_STAMPED;

export async function createStage(db: Db, clock: MovableClock, usernames: string[]): Promise<DemoStage> {
  const rows = await rowsOf<{
    id: number;
    username: string;
    is_staff: boolean;
    is_superuser: boolean;
    is_guest: boolean;
    group_id: number | null;
    tier: number | null;
    parent_id: number | null;
    roles: RoleName[];
  }>(
    db,
    sql`
    select u.id, u.username, u.is_staff, u.is_superuser, u.is_guest, u.group_id, u.tier, u.parent_id,
      coalesce(array_agg(r.name order by r.name) filter (where r.name is not null), '{}') as roles
    from users u
    left join user_roles ur on ur.user_id = u.id
    left join roles r on r.id = ur.role_id
    where u.username = any(${`{${usernames.join(',')}}`}::text[])
    group by u.id`,
  );
  const principals = new Map<string, Principal>(
    rows.map((row) => [
      row.username,
      {
        id: Number(row.id),
        isStaff: row.is_staff,
        isSuperuser: row.is_superuser,
        isGuest: row.is_guest,
        groupId: row.group_id === null ? null : Number(row.group_id),
        tier: row.tier,
        parentId: row.parent_id === null ? null : Number(row.parent_id),
        roles: row.roles,
      },
    ]),
  );
  const b2bRepo = createB2bRepository(db);
  return {
    db,
    clock,
    ads: { repo: createAdsRepository(db), clock },
    points: { repo: createPointsRepository(db), clock },
    // Booked when the step runs (the 00:05 after the day), as the cron would have.
    settlement: { repo: createSettlementRepository(db), clock, bookedAt: () => clock.now().toISOString() },
    invoices: { repo: createInvoicesRepository(db), clock },
    // The defaults, not the environment: the demo is the same on every machine.
    publisher: { repo: createOfferwallRepository(db), clock, config: offerwallConfigFrom({}) },
    b2b: { repo: b2bRepo, config: { passwordScryptLog2N: RECOMMENDED_SCRYPT_LOG2N }, clock },
    payouts: { repo: b2bRepo, clock },
    as(username) {
      const principal = principals.get(username);
      if (!principal) throw new Error(`demo fortnight: no account ${username}`);
      return principal;
    },
  };
}

async function databaseNow(db: Db): Promise<Date> {
  const [row] = await rowsOf<{ now: Date | string }>(db, sql`select clock_timestamp() as now`);
  return new Date(row.now);
}

/**
 * Runs `work` at the simulated instant `at` (never before the clock: time only moves forward), then
 * moves the rows it stamped with the database's now() in `tables` to that instant (keeping their
 * order). A step that is not in the past (today's, seeded just after midnight) keeps the database's times.
 */
export async function step<T>(stage: DemoStage, at: Date, tables: readonly StampedTable[], work: () => Promise<T>): Promise<T> {
  const { clock, db } = stage;
  if (at.getTime() > clock.now().getTime()) clock.set(at);
  if (!tables.length) return work();
  const simulated = clock.now();
  const since = await databaseNow(db);
  const result = await work();
  if (simulated.getTime() >= since.getTime()) return result;
  for (const table of tables) {
    const columns: readonly string[] = NOW_STAMPED[table];
    const moved = sql.join(
      columns.map(
        (column) =>
          sql`${sql.identifier(column)} = case when ${sql.identifier(column)} >= ${since.toISOString()}::timestamptz
            then ${simulated.toISOString()}::timestamptz + (${sql.identifier(column)} - ${since.toISOString()}::timestamptz)
            else ${sql.identifier(column)} end`,
      ),
      sql`, `,
    );
    const touched = sql.join(
      columns.map((column) => sql`${sql.identifier(column)} >= ${since.toISOString()}::timestamptz`),
      sql` or `,
    );
    await db.execute(sql`update ${sql.identifier(table)} set ${moved} where ${touched}`);
  }
  return result;
}

/** An instant of an Asia/Seoul day, `minutes` after its midnight. */
export const seoulAt = (day: string, minutes: number) => new Date(seoulMidnight(day).getTime() + Math.round(minutes * 60_000));
