import { eq, sql } from 'drizzle-orm';
import type { RoleName } from '@nurly/contracts';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** Roles, apps, agreements and memberships in one statement; cached per (user, profile_version). */
export function prepareAccountProfile(db: Db) {
  return db
    .select({
      profileVersion: users.profileVersion,
      roles: sql<
        { name: RoleName }[]
      >`coalesce((select json_agg(json_build_object('name', r.name) order by r.name) from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = "users"."id"), '[]'::json)`,
      apps: sql<
        { key: string; title: string }[]
      >`coalesce((select json_agg(json_build_object('key', a.key, 'title', a.title) order by a.id) from apps a where a.user_id = "users"."id"), '[]'::json)`,
      agreements: sql<
        { service: string; kind: string; agreed: boolean }[]
      >`coalesce((select json_agg(json_build_object('service', ag.service, 'kind', ag.kind, 'agreed', ag.agreed)) from agreements ag where ag.user_id = "users"."id"), '[]'::json)`,
      services: sql<
        string[]
      >`coalesce((select json_agg(m.service order by m.service) from service_memberships m where m.user_id = "users"."id"), '[]'::json)`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('account_profile_by_id');
}

export interface AccountProfile {
  profileVersion: number;
  roles: { name: RoleName }[];
  apps: { key: string; title: string }[];
  agrees: Record<string, boolean>;
  services: string[];
}
