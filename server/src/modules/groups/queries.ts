import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { groups, users } from '../../db/schema';

export const listGroups = (db: Db) => db.select({ id: groups.id, name: groups.name }).from(groups).orderBy(asc(groups.id));

export async function groupExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: groups.id }).from(groups).where(eq(groups.id, id)).limit(1);
  return !!row;
}

export const setUserGroup = (db: Db, userId: number, groupId: number) => db.update(users).set({ groupId }).where(eq(users.id, userId));
