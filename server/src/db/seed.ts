/**
 * Demo data for the embedded default (never in production: config refuses it). Idempotent: rows
 * are matched by natural keys (username, group/role name) and only missing ones are inserted.
 */
import { eq, inArray } from 'drizzle-orm';
import { roleNames, type RoleName, type ServiceCode } from '@nurly/contracts';
import { hashPassword, scryptParams, verifyPassword } from '../lib/password';
import type { Db } from './client';
import { agreements, apps, groups, roles, serviceMemberships, userRoles, users } from './schema';

const demoPasswordParams = scryptParams(14);

export const demoGroups = ['누리 허브 1그룹', '누리 허브 2그룹', '강남 리워드 허브'];

interface DemoUser {
  username: string;
  password: string;
  name: string;
  mobile?: string;
  birthDate?: string;
  memberType?: 'INDIVIDUAL' | 'BUSINESS' | 'CORPORATION';
  isStaff?: boolean;
  isSuperuser?: boolean;
  roles?: RoleName[];
  tier?: number;
  parent?: string;
  group?: string;
  /**
   * The opening deposit the deposit desk confirms on the first day of the demo fortnight
   * (demo/fortnight.ts): every account starts at 0 and gets its points through the ledger.
   */
  deposit?: number;
  services?: ServiceCode[];
  /** Services whose required terms (and marketing, when listed) the user agreed to. */
  agreed?: ServiceCode[];
  apps?: { key: string; title: string }[];
}

/** The accounts of docs/decisions/operations.md#running. Guarded routes need is_staff too (docs/decisions/access.md#roles-and-permissions), so console users have it. */
export const demoAccounts: DemoUser[] = [
  {
    username: 'admin',
    password: 'admin1234',
    name: '관리자',
    isStaff: true,
    isSuperuser: true,
    roles: ['NURLY_ADMIN'],
    group: demoGroups[0],
    services: ['THENURLY', 'REWARD'],
    agreed: ['THENURLY', 'REWARD'],
  },
  {
    username: 'staff',
    password: 'staff1234',
    name: '운영팀 김지수',
    isStaff: true,
    roles: ['NURLY_STAFF'],
    services: ['THENURLY'],
    agreed: ['THENURLY'],
  },
  {
    username: 'hubadmin',
    password: 'hubadmin1234',
    name: '허브관리자 박성호',
    mobile: '01020000001',
    isStaff: true,
    roles: ['HUB_ADMIN'],
    group: demoGroups[0],
    tier: 1,
    deposit: 100_000,
    services: ['REWARD'],
    agreed: ['REWARD'],
  },
  {
    username: 'hubclient',
    password: 'hubclient1234',
    name: '허브고객 이은지',
    mobile: '01020000002',
    isStaff: true,
    roles: ['HUB_CLIENT'],
    group: demoGroups[0],
    tier: 2,
    parent: 'hubadmin',
    deposit: 300_000,
    services: ['REWARD'],
    agreed: ['REWARD'],
  },
  {
    username: 'hubmember',
    password: 'hubmember1234',
    name: '허브회원 정다은',
    mobile: '01020000003',
    isStaff: true,
    roles: ['HUB_MEMBER'],
    group: demoGroups[0],
    tier: 3,
    parent: 'hubclient',
    deposit: 100_000,
    services: ['REWARD'],
  },
  // The second demo hub: its admin sees none of the first hub's accounts, ads or sales.
  {
    username: 'hubadmin2',
    password: 'hubadmin21234',
    name: '허브관리자 김태현',
    mobile: '01020000005',
    isStaff: true,
    roles: ['HUB_ADMIN'],
    group: demoGroups[1],
    tier: 1,
    services: ['REWARD'],
    agreed: ['REWARD'],
  },
  {
    username: 'hubclient2',
    password: 'hubclient21234',
    name: '허브고객 송미래',
    mobile: '01020000006',
    isStaff: true,
    roles: ['HUB_CLIENT'],
    group: demoGroups[1],
    tier: 2,
    parent: 'hubadmin2',
    deposit: 100_000,
    services: ['REWARD'],
    agreed: ['REWARD'],
  },
  {
    username: 'offerwall',
    password: 'offerwall1234',
    name: '오퍼월 파트너스',
    mobile: '01020000004',
    isStaff: true,
    roles: ['OFFERWALL_CLIENT'],
    memberType: 'CORPORATION',
    services: ['THENURLY'],
    agreed: ['THENURLY'],
  },
];

/** A reseller tree (1 main → 2 distributor → 3 agency → 4 advertiser) with the customer as an advertiser. */
export const demoMembers: DemoUser[] = [
  {
    username: 'nurly_main',
    password: 'member1234',
    name: '김민준',
    mobile: '01031110001',
    birthDate: '1978-03-14',
    memberType: 'CORPORATION',
    tier: 1,
    deposit: 5_000_000,
    services: ['THENURLY', 'REWARD'],
    agreed: ['THENURLY', 'REWARD'],
  },
  {
    username: 'seoul_dist',
    password: 'member1234',
    name: '이서연',
    mobile: '01031110002',
    birthDate: '1984-07-02',
    memberType: 'BUSINESS',
    tier: 2,
    parent: 'nurly_main',
    deposit: 2_300_000,
    services: ['THENURLY', 'REWARD'],
    agreed: ['THENURLY', 'REWARD'],
  },
  {
    username: 'busan_dist',
    password: 'member1234',
    name: '박지훈',
    mobile: '01031110003',
    birthDate: '1981-11-23',
    memberType: 'BUSINESS',
    tier: 2,
    parent: 'nurly_main',
    deposit: 1_800_000,
    services: ['THENURLY'],
    agreed: ['THENURLY'],
  },
  {
    username: 'gangnam_ag',
    password: 'member1234',
    name: '최수아',
    mobile: '01031110004',
    birthDate: '1990-05-09',
    memberType: 'BUSINESS',
    tier: 3,
    parent: 'seoul_dist',
    deposit: 750_000,
    services: ['THENURLY', 'REWARD'],
    agreed: ['THENURLY', 'REWARD'],
  },
  {
    username: 'mapo_ag',
    password: 'member1234',
    name: '정우진',
    mobile: '01031110005',
    birthDate: '1988-01-30',
    memberType: 'BUSINESS',
    tier: 3,
    parent: 'seoul_dist',
    deposit: 420_000,
    services: ['THENURLY', 'REWARD'],
    agreed: ['THENURLY'],
  },
  {
    username: 'haeundae_ag',
    password: 'member1234',
    name: '강하은',
    mobile: '01031110006',
    birthDate: '1993-09-17',
    memberType: 'BUSINESS',
    tier: 3,
    parent: 'busan_dist',
    deposit: 310_000,
    services: ['THENURLY'],
    agreed: ['THENURLY'],
  },
  // The customer tops up through its own requests (points/seed.ts `customerTopUps`), so no deposit here.
  {
    username: 'customer',
    password: 'customer1234',
    name: '조현우',
    mobile: '01012345678',
    birthDate: '1989-04-21',
    memberType: 'BUSINESS',
    tier: 4,
    parent: 'gangnam_ag',
    services: ['THENURLY', 'REWARD'],
    agreed: ['THENURLY', 'REWARD'],
    apps: [
      { key: 'thenurly', title: '더널리' },
      { key: 'reward', title: '리워드' },
    ],
  },
  {
    username: 'flower_shop',
    password: 'member1234',
    name: '윤지민',
    mobile: '01031110008',
    birthDate: '1995-12-03',
    memberType: 'BUSINESS',
    tier: 4,
    parent: 'gangnam_ag',
    deposit: 98_000,
    services: ['THENURLY', 'REWARD'],
    agreed: ['THENURLY'],
    apps: [{ key: 'thenurly', title: '더널리' }],
  },
  {
    username: 'cafe_doyun',
    password: 'member1234',
    name: '장도윤',
    mobile: '01031110009',
    birthDate: '1992-02-11',
    memberType: 'INDIVIDUAL',
    tier: 4,
    parent: 'mapo_ag',
    deposit: 45_500,
    services: ['THENURLY'],
    agreed: ['THENURLY'],
    apps: [{ key: 'thenurly', title: '더널리' }],
  },
  {
    username: 'bakery_cw',
    password: 'member1234',
    name: '임채원',
    mobile: '01031110010',
    birthDate: '1997-06-25',
    memberType: 'INDIVIDUAL',
    tier: 4,
    parent: 'mapo_ag',
    deposit: 0,
    services: ['REWARD'],
    agreed: ['REWARD'],
  },
  {
    username: 'fitness_sm',
    password: 'member1234',
    name: '한승민',
    mobile: '01031110011',
    birthDate: '1986-08-08',
    memberType: 'BUSINESS',
    tier: 4,
    parent: 'haeundae_ag',
    deposit: 212_000,
    services: ['THENURLY', 'REWARD'],
  },
  {
    username: 'nail_yujin',
    password: 'member1234',
    name: '오유진',
    mobile: '01031110012',
    birthDate: '1999-10-19',
    memberType: 'INDIVIDUAL',
    tier: 4,
    parent: 'haeundae_ag',
    deposit: 15_000,
    services: ['REWARD'],
    group: demoGroups[1],
  },
  // The demo reseller tree: 2 distributors, 4 agencies, 10 advertisers (tier prices: b2b/seed.ts).
  {
    username: 'suyeong_ag',
    password: 'member1234',
    name: '문지호',
    mobile: '01031110015',
    birthDate: '1987-04-12',
    memberType: 'BUSINESS',
    tier: 3,
    parent: 'busan_dist',
    deposit: 280_000,
    services: ['THENURLY', 'REWARD'],
    agreed: ['THENURLY'],
  },
  {
    username: 'pilates_ha',
    password: 'member1234',
    name: '배하늘',
    mobile: '01031110016',
    birthDate: '1994-08-21',
    memberType: 'BUSINESS',
    tier: 4,
    parent: 'suyeong_ag',
    deposit: 64_000,
    services: ['THENURLY'],
    agreed: ['THENURLY'],
  },
  {
    username: 'bbq_minseo',
    password: 'member1234',
    name: '노민서',
    mobile: '01031110017',
    birthDate: '1983-12-02',
    memberType: 'BUSINESS',
    tier: 4,
    parent: 'suyeong_ag',
    deposit: 120_000,
    services: ['THENURLY', 'REWARD'],
    agreed: ['THENURLY'],
  },
  {
    username: 'optician_jw',
    password: 'member1234',
    name: '류재원',
    mobile: '01031110018',
    birthDate: '1979-06-30',
    memberType: 'BUSINESS',
    tier: 4,
    parent: 'mapo_ag',
    deposit: 88_000,
    services: ['THENURLY'],
    agreed: ['THENURLY'],
  },
  {
    username: 'books_dh',
    password: 'member1234',
    name: '홍다희',
    mobile: '01031110019',
    birthDate: '1996-02-14',
    memberType: 'INDIVIDUAL',
    tier: 4,
    parent: 'haeundae_ag',
    deposit: 23_000,
    services: ['REWARD'],
    agreed: ['REWARD'],
  },
  {
    username: 'pension_jh',
    password: 'member1234',
    name: '서준호',
    mobile: '01031110013',
    birthDate: '1975-03-03',
    memberType: 'INDIVIDUAL',
    deposit: 0,
    services: ['THENURLY'],
    group: demoGroups[2],
  },
  {
    username: 'studio_yr',
    password: 'member1234',
    name: '신예린',
    mobile: '01031110014',
    birthDate: '2001-01-15',
    memberType: 'INDIVIDUAL',
    deposit: 30_000,
    services: ['REWARD'],
    agreed: ['REWARD'],
    group: demoGroups[1],
  },
];

/** Every demo account's opening deposit (see `DemoUser.deposit`), in list order. */
export function demoDeposits(): { username: string; amount: number }[] {
  return [...demoAccounts, ...demoMembers].filter((u) => (u.deposit ?? 0) > 0).map((u) => ({ username: u.username, amount: u.deposit! }));
}

export async function seedDemo(db: Db): Promise<void> {
  await db
    .insert(roles)
    .values(roleNames.map((name) => ({ name })))
    .onConflictDoNothing();
  await db
    .insert(groups)
    .values(demoGroups.map((name) => ({ name })))
    .onConflictDoNothing();
  const everyone = [...demoAccounts, ...demoMembers];

  const existing = await db
    .select({ username: users.username })
    .from(users)
    .where(
      inArray(
        users.username,
        everyone.map((u) => u.username),
      ),
    );
  const existingNames = new Set(existing.map((row) => row.username));
  const missing = everyone.filter((u) => !existingNames.has(u.username));
  if (missing.length === 0) return;

  const roleRows = await db.select().from(roles);
  const groupRows = await db.select().from(groups);
  const roleId = (name: RoleName) => roleRows.find((row) => row.name === name)!.id;
  const groupId = (name?: string) => (name ? groupRows.find((row) => row.name === name)!.id : null);
  // Demo passwords are published anyway, so they are hashed at the old, cheap cost (20 hashes at
  // 128 MiB each would stall every start and test run); a login upgrades them to the configured cost.
  const hashes = await Promise.all(missing.map((u) => hashPassword(u.password, demoPasswordParams)));

  await db.transaction(async (tx) => {
    const ids = new Map<string, number>();
    for (const [index, u] of missing.entries()) {
      const [row] = await tx
        .insert(users)
        .values({
          username: u.username,
          passwordHash: hashes[index],
          name: u.name,
          mobile: u.mobile ?? null,
          birthDate: u.birthDate ?? null,
          memberType: u.memberType ?? 'INDIVIDUAL',
          isStaff: u.isStaff ?? false,
          isSuperuser: u.isSuperuser ?? false,
          tier: u.tier ?? null,
          groupId: groupId(u.group),
        })
        .returning({ id: users.id });
      ids.set(u.username, row.id);
    }
    // Parents may be rows that existed before this run.
    const allIds = await tx
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(
        inArray(
          users.username,
          everyone.map((u) => u.username),
        ),
      );
    for (const row of allIds) ids.set(row.username, row.id);
    for (const u of missing) {
      const id = ids.get(u.username)!;
      if (u.parent)
        await tx
          .update(users)
          .set({ parentId: ids.get(u.parent)! })
          .where(eq(users.id, id));
      if (u.roles?.length)
        await tx
          .insert(userRoles)
          .values(u.roles.map((name) => ({ userId: id, roleId: roleId(name) })))
          .onConflictDoNothing();
      if (u.apps?.length)
        await tx
          .insert(apps)
          .values(u.apps.map((app) => ({ userId: id, ...app })))
          .onConflictDoNothing();
      if (u.services?.length)
        await tx
          .insert(serviceMemberships)
          .values(u.services.map((service) => ({ userId: id, service })))
          .onConflictDoNothing();
      for (const service of u.agreed ?? []) {
        await tx
          .insert(agreements)
          .values([
            { userId: id, service, kind: 'SERVICE', agreed: true },
            { userId: id, service, kind: 'PRIVACY', agreed: true },
            { userId: id, service, kind: 'SEND_MARKETING', agreed: id % 2 === 0 },
          ])
          .onConflictDoNothing();
      }
    }
  });
}

/**
 * Production refuses to run while a demo account still has its published demo password
 * (e.g. a database that was seeded in development and then promoted).
 */
export async function assertNoDemoCredentials(db: Db): Promise<void> {
  const everyone = [...demoAccounts, ...demoMembers];
  const rows = await db
    .select({ username: users.username, passwordHash: users.passwordHash })
    .from(users)
    .where(
      inArray(
        users.username,
        everyone.map((u) => u.username),
      ),
    );
  for (const row of rows) {
    const demo = everyone.find((u) => u.username === row.username)!;
    if (await verifyPassword(demo.password, row.passwordHash)) {
      throw new Error(`Refusing to start in production: demo account "${row.username}" still has its demo password.`);
    }
  }
}
