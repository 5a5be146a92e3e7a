import { asc, ilike, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { groups, users } from '../../db/schema';
import { containsPattern } from '../../lib/escape-like';

export function searchMembers(db: Db, q: string, limit: number) {
  const pattern = containsPattern(q);
  return db
    .select({ username: users.username, name: users.name, mobile: users.mobile })
    .from(users)
    .where(or(ilike(users.username, pattern), ilike(users.name, pattern), ilike(users.mobile, pattern)))
    .orderBy(asc(users.id))
    .limit(limit);
}

export function searchGroups(db: Db, q: string, limit: number) {
  return db
    .select({ id: groups.id, name: groups.name })
    .from(groups)
    .where(ilike(groups.name, containsPattern(q)))
    .orderBy(asc(groups.id))
    .limit(limit);
}
