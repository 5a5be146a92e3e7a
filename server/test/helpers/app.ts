/**
 * Builds the real app for a test file. PGlite (default): migrate + seed once per machine into a
 * snapshot data folder (keyed by the migrations, schema and seed), then open a copy of it per app
 * (~1.7 s of CPU instead of ~15 s). TEST_DATABASE_URL: a database per test file on that PostgreSQL
 * server, copied from a template migrated and seeded once per server, dropped on close.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after } from 'node:test';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyServerOptions, type LightMyRequestResponse, type RouteOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { seoulDayOf, seoulMidnight, type RoleName } from '@nurly/contracts';
import app, { serverOptions } from '../../src/app';
import { loadConfig, type AppConfig, type ConfigOverrides } from '../../src/config';
import { frameworkErrors } from '../../src/plugins/errors';
import { migrationsFolder, openDatabase, pgliteOptions, type Database } from '../../src/db/client';
import { throwawayDatabase } from '../support/pg-database';
import { runDemoSeeds } from '../../src/modules';
import type { MessageSender } from '../../src/lib/messaging';
import { movableClock, type MovableClock } from '../../src/lib/clock';
import type { HostLookup, ResolvedAddress } from '../../src/lib/net/lookup';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

let processSnapshotKey: string | undefined;

/** Computed once per test process (hashing the sources takes ~50 ms; several apps may be built). */
function snapshotKey(): string {
  processSnapshotKey ??= computeSnapshotKey();
  return processSnapshotKey;
}

function computeSnapshotKey(): string {
  const hash = createHash('sha256');
  const sources = [path.join(serverRoot, 'src'), path.join(serverRoot, '..', 'contracts', 'src')];
  // Every server and contracts source and migration: the demo fortnight plays through the services themselves, so
  // any of them can change what the seeded database holds.
  const files = [
    ...fs.readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).map((f) => path.join(migrationsFolder, f)),
    ...sources.flatMap((folder) => fs.readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((f) => path.join(folder, f))),
  ].sort();
  for (const file of files) if (fs.statSync(file).isFile()) hash.update(file).update(fs.readFileSync(file));
  // The demo fortnight ends today (Asia/Seoul): a snapshot seeded yesterday would show yesterday unsettled.
  hash.update(seoulDayOf(new Date()));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Whether this process may make the snapshot: the first to create the lock file does; the others wait
 * for the snapshot (a lock older than two minutes is a killed maker's, and is taken over).
 */
async function takeSnapshotTurn(file: string): Promise<boolean> {
  const lock = `${file}.lock`;
  for (;;) {
    if (fs.existsSync(file)) return false;
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      return true;
    } catch {
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 120_000) fs.rmSync(lock, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/**
 * A PGlite of its own on a copy of the snapshot folder, and how to remove that copy. Opening a copied
 * data directory costs about a third of the CPU of unpacking a dumpDataDir() tarball into memory
 * (1.7 s against 4.0 s per test file on the 2-core machine, 2026-11-26).
 */
async function pgliteFromSnapshot(): Promise<{ pglite: PGlite; remove: () => void }> {
  const snapshot = path.join(os.tmpdir(), `nurly-test-pglite-${snapshotKey()}`);
  if (await takeSnapshotTurn(snapshot)) {
    // Built beside, then renamed: a reader never sees half a folder.
    const building = `${snapshot}.${process.pid}.${randomBytes(4).toString('hex')}`;
    try {
      const fresh = new PGlite(building, pgliteOptions);
      const database = openDatabase({ pglite: fresh });
      await database.migrate();
      await runDemoSeeds(database.db);
      await fresh.query('checkpoint');
      await fresh.close();
      fs.renameSync(building, snapshot);
    } finally {
      fs.rmSync(building, { recursive: true, force: true });
      fs.rmSync(`${snapshot}.lock`, { force: true });
    }
    // Snapshots of older migrations/seeds, and copies a killed process left, are dead weight; a day
    // old is surely not being read.
    for (const name of fs.readdirSync(os.tmpdir())) {
      const stale = path.join(os.tmpdir(), name);
      if (!/^nurly-test-(pglite-[0-9a-f]{16}.*|db-.+)$/.test(name) || stale === snapshot) continue;
      if (Date.now() - fs.statSync(stale).mtimeMs > 86_400_000) fs.rmSync(stale, { recursive: true, force: true });
    }
  }
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'nurly-test-db-'));
  fs.cpSync(snapshot, copy, { recursive: true });
  const remove = () => fs.rmSync(copy, { recursive: true, force: true });
  // A file that fails before closing its app still leaves nothing behind.
  process.once('exit', remove);
  return {
    pglite: new PGlite(copy, pgliteOptions),
    remove: () => {
      process.off('exit', remove);
      remove();
    },
  };
}

/**
 * The migrated, seeded template on a PostgreSQL server (named by the snapshot key), made once per
 * server under an advisory lock: concurrent test files wait for the first to finish it.
 */
async function postgresTemplate(admin: pg.Client, serverUrl: string): Promise<string> {
  const template = `nurly_template_${snapshotKey()}`;
  await admin.query('select pg_advisory_lock(738201)');
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (rowCount) return template;
    const building = `${template}_building`;
    await admin.query(`drop database if exists ${building} with (force)`);
    await admin.query(`create database ${building}`);
    const url = new URL(serverUrl);
    url.pathname = `/${building}`;
    const database = openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
    try {
      await database.migrate();
      await runDemoSeeds(database.db);
    } finally {
      await database.close();
    }
    // Renamed once complete: a file killed while seeding leaves no half-made template behind.
    await admin.query(`alter database ${building} rename to ${template}`);
    return template;
  } finally {
    await admin.query('select pg_advisory_unlock(738201)');
  }
}

/** A database of its own per test file, copied from the template (a file copy, not a migration). */
async function freshPostgresDatabase(serverUrl: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  const { url, drop } = await throwawayDatabase(serverUrl, 'nurly_test', (admin) => postgresTemplate(admin, serverUrl));
  return { database: openDatabase({ databaseUrl: url, poolSize: 5 }), drop };
}

export interface SentSms {
  mobile: string;
  text: string;
}

export interface TestApp {
  app: ReturnType<typeof createFastify>;
  config: AppConfig;
  database: Database;
  /** The app's clock: starts at real time; `t.clock.set(...)` / `advance(ms)` move it (reset() goes back). */
  clock: MovableClock;
  sent: SentSms[];
  /**
   * The app's DNS: names resolve from this table only (no network in tests); add or change
   * entries to point a name anywhere (`t.hosts.set('rebind.example', ['127.0.0.1'])`).
   */
  hosts: Map<string, string[]>;
  /** The last code sent to a number (the console adapter's message, parsed). */
  lastCode(mobile: string): string;
  login(username: string, password: string): Promise<{ access: string; refresh: string }>;
  inject: ReturnType<typeof createFastify>['inject'];
  /** Every route the app registered, with its options (schemas included), in registration order. */
  routes: RouteOptions[];
  close(): Promise<void>;
}

function createFastify(config?: AppConfig, options: FastifyServerOptions = {}) {
  // The server's own options (trustProxy), so tests see what a client of server.ts sees.
  // pluginTimeout as server.ts: on a busy 2-core machine opening the database can pass Fastify's default 10 s.
  return Fastify({
    logger: false,
    frameworkErrors,
    pluginTimeout: 120_000,
    ...(config && serverOptions(config)),
    ...options,
  }).withTypeProvider<TypeBoxTypeProvider>();
}

/**
 * Password hashes at cost 2^14 keep the suite fast; test/lib/password.test.ts proves 2^17.
 * Postbacks may reach loopback (the tests' local receivers), as under `npm start`; postback-ssrf.test.ts
 * turns that off.
 */
export const testEnv = {
  NODE_ENV: 'test',
  RATE_LIMIT_AUTH_MAX: '10000',
  RATE_LIMIT_GUEST_MAX: '10000',
  RATE_LIMIT_REFRESH_MAX: '10000',
  RATE_LIMIT_BULK_MAX: '10000',
  PASSWORD_SCRYPT_LOG2N: '14',
  OFFERWALL_POSTBACK_ALLOW_PRIVATE: '127.0.0.0/8,::1/128',
};

/** The names every test app knows: `example.com` on a public address, `localhost` on loopback. */
export function testHosts(): Map<string, string[]> {
  return new Map([
    ['example.com', ['93.184.215.14']],
    ['localhost', ['127.0.0.1', '::1']],
  ]);
}

/** A resolver answering from `hosts` (ENOTFOUND otherwise), as the system resolver would. */
export function tableLookup(hosts: Map<string, string[]>): HostLookup {
  return async (hostname) => {
    const addresses = hosts.get(hostname.toLowerCase());
    if (!addresses?.length) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address): ResolvedAddress => ({ address, family: isIP(address) === 6 ? 6 : 4 }));
  };
}

/**
 * The test file's app: built as the file loads (`const t = await fileTestApp()` at its top level)
 * and closed after its last test. The arguments are buildTestApp's.
 */
/**
 * Noon in Seoul on today's Seoul day: where a suite that moves whole days starts each test, so a day
 * moved forward is past its 00:05 grace whatever the hour the suite runs at (at 00:02 KST the day
 * just ended is not settled yet).
 */
export const seoulNoonToday = (): Date => new Date(seoulMidnight(seoulDayOf(new Date())).getTime() + 12 * 3_600_000);

export async function fileTestApp(...args: Parameters<typeof buildTestApp>): Promise<TestApp> {
  const t = await buildTestApp(...args);
  after(async () => t.close());
  return t;
}

/**
 * `sharing`: reuse another test app's database (a second app with different config in the same
 * file costs no extra restore); the owner closes it.
 */
export async function buildTestApp(
  overrides: ConfigOverrides = {},
  env: Record<string, string> = {},
  sharing?: TestApp,
  /** Fastify options over the server's own (e.g. schema compilers that record what they compile). */
  fastifyOptions: FastifyServerOptions = {},
): Promise<TestApp> {
  // process.env first: a test file sets module settings (e.g. KEYWORD_GUEST_DAILY_LIMIT) before building.
  const config = loadConfig(
    { ...process.env, ...testEnv, ...env },
    { dataDir: ':memory:', seedDemo: false, staticRoot: path.join(os.tmpdir(), 'nurly-no-static'), ...overrides },
  );
  let database: Database;
  let drop = async () => {};
  if (sharing) {
    database = sharing.database;
  } else if (process.env.TEST_DATABASE_URL) {
    ({ database, drop } = await freshPostgresDatabase(process.env.TEST_DATABASE_URL));
  } else {
    const { pglite, remove } = await pgliteFromSnapshot();
    database = openDatabase({ pglite });
    drop = async () => remove();
  }
  const sent: SentSms[] = [];
  // Messages are recorded here, unless the test points MESSAGE_PROVIDER at a fake provider (test/support/fake-*.ts).
  const messages: MessageSender | undefined = env.MESSAGE_PROVIDER
    ? undefined
    : {
        provider: 'console',
        offline: true,
        send: async (message) => {
          sent.push({ mobile: message.to, text: message.text });
          return { provider: 'console', messageId: `test-${sent.length}`, status: 'LOGGED', kind: 'SMS', fallback: false, attempts: 0 };
        },
      };
  const fastify = createFastify(config, fastifyOptions);
  const clock = movableClock();
  const hosts = testHosts();
  const routes: RouteOptions[] = [];
  fastify.addHook('onRoute', (route) => void routes.push(route as RouteOptions));
  try {
    await fastify.register(app, { config, database, messages, clock, resolveHost: tableLookup(hosts), skipMigrations: true });
    await fastify.ready();
  } catch (error) {
    await fastify.close().catch(() => {});
    if (!sharing) {
      await database.close();
      await drop();
    }
    throw error;
  }
  return {
    app: fastify,
    config,
    database,
    clock,
    sent,
    hosts,
    inject: fastify.inject.bind(fastify),
    routes,
    lastCode(mobile) {
      const message = [...sent].reverse().find((s) => s.mobile === mobile.replace(/\D/g, ''));
      const code = message?.text.match(/\[(\d{6})\]/)?.[1];
      if (!code) throw new Error(`no code sent to ${mobile}`);
      return code;
    },
    async login(username, password) {
      const response = await fastify.inject({ method: 'POST', url: '/api/token', payload: { username, password } });
      if (response.statusCode !== 200) throw new Error(`login ${username} failed: ${response.statusCode} ${response.body}`);
      return response.json<{ access: string; refresh: string }>();
    },
    async close() {
      await fastify.close();
      if (sharing) return;
      await database.close();
      await drop();
    },
  };
}

export const bearer = (access: string) => ({ authorization: `Bearer ${access}` });

/** Signs in every account of `logins` (name → [username, password]): name → its bearer headers. */
export async function bearersOf(
  t: TestApp,
  logins: Record<string, readonly [string, string]>,
): Promise<Record<string, Record<string, string>>> {
  const headers: Record<string, Record<string, string>> = {};
  for (const [name, [username, password]] of Object.entries(logins)) headers[name] = bearer((await t.login(username, password)).access);
  return headers;
}
export type InjectResponse = LightMyRequestResponse;

/** Demo accounts of the seed (docs/decisions/operations.md#running). */
export const demo = {
  admin: ['admin', 'admin1234'],
  staff: ['staff', 'staff1234'],
  customer: ['customer', 'customer1234'],
  hubadmin: ['hubadmin', 'hubadmin1234'],
  hubclient: ['hubclient', 'hubclient1234'],
  hubmember: ['hubmember', 'hubmember1234'],
  hubadmin2: ['hubadmin2', 'hubadmin21234'],
  hubclient2: ['hubclient2', 'hubclient21234'],
  offerwall: ['offerwall', 'offerwall1234'],
} as const;

/** The demo account holding exactly one role, by role (README "Demo accounts"); `customer` holds none. */
export const demoHolderOf: Record<RoleName, keyof typeof demo> = {
  NURLY_ADMIN: 'admin',
  NURLY_STAFF: 'staff',
  HUB_ADMIN: 'hubadmin',
  HUB_CLIENT: 'hubclient',
  HUB_MEMBER: 'hubmember',
  OFFERWALL_CLIENT: 'offerwall',
};

let mobileCounter = 0;
/** A unique, valid mobile number per call within one test process. */
export function uniqueMobile(): string {
  mobileCounter += 1;
  return `0109${String(process.pid % 1000).padStart(3, '0')}${String(mobileCounter).padStart(4, '0')}`;
}

export function adultBirthDate(): string {
  return '1990-01-01';
}

/** Full signup through sendcode + signup; returns the created {id, username}. */
export async function signupMember(
  t: TestApp,
  fields: { username: string; password?: string; mobile?: string; service?: 'THENURLY' | 'REWARD'; guest_username?: string },
) {
  const mobile = fields.mobile ?? uniqueMobile();
  const sendcode = await t.inject({ method: 'POST', url: '/api/signup/sendcode', payload: { mobile } });
  if (sendcode.statusCode !== 200) throw new Error(`sendcode failed: ${sendcode.body}`);
  const response = await t.inject({
    method: 'POST',
    url: '/api/signup',
    payload: {
      username: fields.username,
      password: fields.password ?? 'pass1234',
      mobile,
      code: t.lastCode(mobile),
      birth_date: adultBirthDate(),
      member_type: 'INDIVIDUAL',
      ...(fields.service && { service: fields.service }),
      ...(fields.guest_username && { guest_username: fields.guest_username }),
    },
  });
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  return { ...response.json<{ id: number; username: string }>(), mobile };
}

/** POST agrees with the account's answers, one entry per term in the order given (`{ REWARD_SERVICE: true, … }`). */
export function postAgrees(t: TestApp, access: string, answers: Record<string, boolean>) {
  const payload = Object.entries(answers).map(([type, hasAgree]) => ({ hasAgree, type }));
  return t.inject({ method: 'POST', url: '/api/agrees', headers: bearer(access), payload });
}

/**
 * Forgets the attempts counted so far. On PostgreSQL the per-address and per-account limits are
 * counted in the database (lib/rate-limit-store.ts), so an app built on another's database with
 * lower limits starts from that app's counts: a test of those limits starts from none.
 */
export async function forgetRateLimits(t: TestApp): Promise<void> {
  await t.database.rawQuery('delete from rate_limit_hits', []);
}
