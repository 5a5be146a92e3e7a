/** Advertisers (거래처): one business per account, its files and the certificate reader (spec §3, §5). */
import { and, asc, eq, ilike, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  advertiserMessages,
  type Advertiser,
  type AdvertiserFile,
  type AdvertiserFileType,
  type AdvertiserInput,
  type AdvertiserListQuery,
} from '@nurly/contracts/schemas';
import { normalizeRegistrationNumber } from '@nurly/contracts';
import { users } from '../../db/schema';
import { advertiserFiles, advertisers } from '../../db/schema/points';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import type { Principal } from '../../types';
import { isConsoleStaff } from '../points/service';
import { readCertificate } from './parse';
import { sniffFileType } from './sniff';
import type { FileStorage } from './storage';

type AdvertiserRow = typeof advertisers.$inferSelect;
type FileRow = typeof advertiserFiles.$inferSelect;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

function toFile(row: FileRow): AdvertiserFile {
  return { id: row.id, name: row.name, type: row.type as AdvertiserFileType, mime: row.mime, size: row.size };
}

async function toAdvertisers(app: FastifyInstance, rows: { a: AdvertiserRow; username: string }[]): Promise<Advertiser[]> {
  const ids = rows.map((r) => r.a.id);
  const files = ids.length
    ? await app.db.select().from(advertiserFiles).where(inArray(advertiserFiles.advertiserId, ids)).orderBy(asc(advertiserFiles.id))
    : [];
  return rows.map(({ a, username }) => {
    const own = files.filter((f) => f.advertiserId === a.id);
    return {
      id: a.id,
      user_id: a.userId,
      username,
      name: a.name,
      registration_number: a.registrationNumber,
      representative: a.representative,
      address: a.address,
      phone_number: a.phoneNumber,
      business_type: a.businessType,
      business_category: a.businessCategory,
      emails: a.emails,
      deposit_names: a.depositNames,
      files: own.map((f) => f.id),
      files_details: own.map(toFile),
      created_at: a.createdAt.toISOString(),
      updated_at: a.updatedAt.toISOString(),
    };
  });
}

function selectWithUser(app: FastifyInstance) {
  return app.db.select({ a: advertisers, username: users.username }).from(advertisers).innerJoin(users, eq(users.id, advertisers.userId));
}

async function loadOne(app: FastifyInstance, where: SQL): Promise<Advertiser | null> {
  const rows = await selectWithUser(app).where(where).limit(1);
  return rows.length ? (await toAdvertisers(app, rows))[0] : null;
}

export async function list(app: FastifyInstance, principal: Principal, query: AdvertiserListQuery) {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 25;
  const conditions: SQL[] = [];
  if (!isConsoleStaff(principal)) conditions.push(eq(advertisers.userId, principal.id));
  else if (query.user_id) conditions.push(eq(advertisers.userId, query.user_id));
  const search = query.search?.trim();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    const digits = search.replace(/\D/g, '');
    conditions.push(
      or(
        ilike(advertisers.name, pattern),
        ilike(advertisers.representative, pattern),
        ilike(users.username, pattern),
        digits.length >= 3 ? sql`replace(${advertisers.registrationNumber}, '-', '') like ${`%${digits}%`}` : undefined,
      )!,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [{ count }]] = await Promise.all([
    selectWithUser(app)
      .where(where)
      .orderBy(asc(advertisers.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    app.db
      .select({ count: sql<number>`count(*)::int` })
      .from(advertisers)
      .innerJoin(users, eq(users.id, advertisers.userId))
      .where(where),
  ]);
  return { count, results: await toAdvertisers(app, rows) };
}

export async function ofUser(app: FastifyInstance, principal: Principal, userId: number) {
  if (principal.id !== userId && !isConsoleStaff(principal)) throw forbidden();
  const advertiser = await loadOne(app, eq(advertisers.userId, userId));
  if (!advertiser) throw notFound(advertiserMessages.notFound);
  return advertiser;
}

interface CleanInput {
  name: string;
  registrationNumber: string;
  representative: string;
  address: string;
  phoneNumber: string | null;
  businessType: string | null;
  businessCategory: string | null;
  emails: string[];
  depositNames: string[];
}

const EMAIL = /^[^\s@]+@[^\s@]+$/;

/** Server-side §5 rules (the dialog checks the same; the server never trusts it). */
export function validateInput(body: AdvertiserInput): CleanInput {
  const name = body.name.trim();
  if (!name) throw badRequest(advertiserMessages.nameRequired, 'name');
  const number = normalizeRegistrationNumber(body.registration_number);
  if (!number.ok) throw badRequest(advertiserMessages.registrationNumberFormat, 'registration_number');
  const representative = body.representative.trim();
  if (!representative) throw badRequest(advertiserMessages.representativeRequired, 'representative');
  const address = body.address.trim();
  if (!address) throw badRequest(advertiserMessages.addressRequired, 'address');
  const [firstEmail = '', ...moreEmails] = body.emails.map((e) => e.trim());
  if (!firstEmail) throw badRequest(advertiserMessages.emailRequired, 'emails');
  const emails = [firstEmail, ...moreEmails.filter(Boolean)];
  if (emails.some((e) => !EMAIL.test(e))) throw badRequest(advertiserMessages.emailInvalid, 'emails');
  const [firstDeposit = '', ...moreDeposits] = body.deposit_names.map((d) => d.trim());
  if (!firstDeposit) throw badRequest(advertiserMessages.depositNameRequired, 'deposit_names');
  const phone = body.phone_number?.replace(/[^\d]/g, '') || null;
  return {
    name,
    registrationNumber: number.value,
    representative,
    address,
    phoneNumber: phone,
    businessType: body.business_type?.trim() || null,
    businessCategory: body.business_category?.trim() || null,
    emails,
    depositNames: [firstDeposit, ...moreDeposits.filter(Boolean)],
  };
}

/** Files may be attached only by their uploader (or staff) and only if not attached elsewhere. */
async function attachFiles(
  app: FastifyInstance,
  principal: Principal,
  advertiser: { id: number; userId: number },
  fileIds: number[] | undefined,
) {
  if (!fileIds) return;
  if (fileIds.length) {
    const rows = await app.db.select().from(advertiserFiles).where(inArray(advertiserFiles.id, fileIds));
    const allowed = rows.filter(
      (f) =>
        (f.ownerId === principal.id || f.ownerId === advertiser.userId || isConsoleStaff(principal)) &&
        (f.advertiserId === null || f.advertiserId === advertiser.id),
    );
    if (allowed.length !== new Set(fileIds).size) throw badRequest(advertiserMessages.fileNotFound, 'files');
  }
  await app.db.transaction(async (tx) => {
    await tx
      .update(advertiserFiles)
      .set({ advertiserId: null })
      .where(and(eq(advertiserFiles.advertiserId, advertiser.id), fileIds.length ? notInArray(advertiserFiles.id, fileIds) : undefined));
    if (fileIds.length) await tx.update(advertiserFiles).set({ advertiserId: advertiser.id }).where(inArray(advertiserFiles.id, fileIds));
  });
}

export async function create(app: FastifyInstance, principal: Principal, body: AdvertiserInput) {
  const userId = body.user_id ?? principal.id;
  if (userId !== principal.id && !isConsoleStaff(principal)) throw forbidden();
  const clean = validateInput(body);
  const [owner] = await app.db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!owner) throw badRequest('회원을 찾을 수 없습니다.', 'user_id');
  const inserted = await app.db
    .insert(advertisers)
    .values({ userId, ...clean })
    .onConflictDoNothing()
    .returning();
  if (!inserted.length) throw new AppError(409, advertiserMessages.alreadyRegistered, 'ALREADY_REGISTERED');
  await attachFiles(app, principal, inserted[0], body.files);
  return { message: advertiserMessages.created, advertiser: (await loadOne(app, eq(advertisers.id, inserted[0].id)))! };
}

async function findOwned(app: FastifyInstance, principal: Principal, id: number) {
  const [row] = await app.db.select().from(advertisers).where(eq(advertisers.id, id)).limit(1);
  if (!row) throw notFound(advertiserMessages.notFound);
  if (row.userId !== principal.id && !isConsoleStaff(principal)) throw forbidden();
  return row;
}

export async function update(app: FastifyInstance, principal: Principal, id: number, body: AdvertiserInput) {
  const row = await findOwned(app, principal, id);
  if (body.user_id !== undefined && body.user_id !== row.userId) throw badRequest('거래처의 회원은 변경할 수 없습니다.', 'user_id');
  const clean = validateInput(body);
  await app.db
    .update(advertisers)
    .set({ ...clean, updatedAt: new Date() })
    .where(eq(advertisers.id, id));
  await attachFiles(app, principal, row, body.files);
  return { message: advertiserMessages.updated, advertiser: (await loadOne(app, eq(advertisers.id, id)))! };
}

export async function remove(app: FastifyInstance, principal: Principal, id: number) {
  await findOwned(app, principal, id);
  await app.db.delete(advertisers).where(eq(advertisers.id, id));
  return { message: advertiserMessages.deleted };
}

export interface Upload {
  bytes: Buffer;
  fileName: string;
  type: AdvertiserFileType;
  parse: boolean;
}

export async function upload(app: FastifyInstance, storage: FileStorage, principal: Principal, input: Upload) {
  const sniffed = sniffFileType(input.bytes);
  if (!sniffed) throw new AppError(415, advertiserMessages.fileType, 'UNSUPPORTED_FILE_TYPE', 'file');
  const key = await storage.put(input.bytes, sniffed.extension);
  const [row] = await app.db
    .insert(advertiserFiles)
    .values({
      ownerId: principal.id,
      type: input.type,
      // The name is display-only: control characters and path parts are dropped.
      name:
        [...input.fileName]
          .filter((char) => char.charCodeAt(0) >= 0x20 && char !== '/' && char !== '\\')
          .join('')
          .slice(-200) || `file.${sniffed.extension}`,
      mime: sniffed.mime,
      size: input.bytes.length,
      storageKey: key,
    })
    .returning();
  if (!input.parse) return { file: toFile(row), registration: null };
  const registration = await readCertificate(input.bytes, sniffed);
  return registration
    ? { file: toFile(row), registration }
    : { file: toFile(row), registration: null, message: advertiserMessages.parseFailed };
}

/** The file's bytes for its uploader, the advertiser's account, or staff. */
export async function readFile(app: FastifyInstance, storage: FileStorage, principal: Principal, fileId: number) {
  const [row] = await app.db
    .select({ file: advertiserFiles, advertiserUserId: advertisers.userId })
    .from(advertiserFiles)
    .leftJoin(advertisers, eq(advertisers.id, advertiserFiles.advertiserId))
    .where(eq(advertiserFiles.id, fileId))
    .limit(1);
  if (!row) throw notFound(advertiserMessages.fileNotFound);
  const mayRead = row.file.ownerId === principal.id || row.advertiserUserId === principal.id || isConsoleStaff(principal);
  if (!mayRead) throw forbidden();
  return { bytes: await storage.get(row.file.storageKey), mime: row.file.mime, name: row.file.name };
}
