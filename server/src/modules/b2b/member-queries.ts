/**
 * The members' writes (service.ts): the account row a create inserts and an edit changes, the scope
 * checks on the tree, and the users module's lookups the create and the active flag ask.
 */
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Runner } from '../../db/tx';

export { assertInScope, isInScope } from '../../access/scope';
export { findUserIdByMobile, findUserIdByUsername, findUserStanding } from '../users';

/** The columns of the member's row an edit may change. */
export type MemberColumns = Partial<typeof users.$inferInsert>;

export const insertMember = (tx: Runner, member: typeof users.$inferInsert) =>
  tx
    .insert(users)
    .values(member)
    .returning({ id: users.id })
    .then((rows) => rows[0]);

/** The memo and active flag before an edit (its audit row's "before"). */
export const memberEditables = (tx: Runner, id: number) =>
  tx
    .select({ memo: users.memo, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, id))
    .then((rows) => rows[0]);

export const updateMemberColumns = (tx: Runner, id: number, columns: MemberColumns) =>
  tx.update(users).set(columns).where(eq(users.id, id));
