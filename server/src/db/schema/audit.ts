/**
 * The audit trail of the reseller tree (docs/decisions/resellers.md#audit; modules/audit/README.md): one row per
 * change in the tree, written in the same transaction as the change, never updated.
 */
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { accountRef, users } from './accounts';

export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Who made the change (null once that account is deleted; system changes have none). */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The account the actor was acting for (대리 접속), when it was. */
    onBehalfOfId: integer('on_behalf_of_id').references(() => users.id, { onDelete: 'set null' }),
    /** The account the change is about (the subject). */
    accountId: accountRef('account_id', 'cascade'),
    action: varchar('action', { length: 20 }).notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    /** The request that made the change (Fastify's request id, as in the server log). */
    requestId: varchar('request_id', { length: 100 }),
    /** The app clock's time of the change. */
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_events_account_idx').on(t.accountId, t.id),
    // The values of AUDIT_ACTIONS (@nurly/contracts).
    check(
      'audit_events_action_valid',
      sql`${t.action} in ('MEMBER_CREATE','MEMBER_UPDATE','PRICE_SET','TRANSFER','RECALL','PAYOUT','ACT_FOR')`,
    ),
  ],
);
