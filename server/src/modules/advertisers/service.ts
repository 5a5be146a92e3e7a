/** Advertisers (거래처): one business per account, its files and the certificate reader (docs/decisions/product.md#entities, docs/decisions/product.md#validation). */
import {
  advertiserMessages,
  type Advertiser,
  type AdvertiserFile,
  type AdvertiserFileType,
  type AdvertiserInput,
  type AdvertiserListQuery,
  type NtsStatusCode,
  type NtsStatusResult,
  ntsMessages,
} from '@nurly/contracts/schemas';
import { hasEmoji, isEmailAddress, normalizeRegistrationNumber } from '@nurly/contracts';
import { assertOwnerOrConsoleStaff, isConsoleStaff, isOwnerOrConsoleStaff, ownerFilter } from '../../access/policy';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { PageWindow } from '../../lib/paginate';
import type { Principal } from '../../types';
import { readCertificate } from './parse';
import type { AdvertiserRow, FileRow } from './queries';
import type { AdvertisersConfig } from './config';
import type { AdvertisersRepository, AdvertisersTx } from './repository';
import { sniffFileType } from './sniff';
import type { FileStorage } from '../../lib/storage';
import { assertWithinUploadQuota, type UploadQuota } from '../uploads';
import type { NtsAdapter } from './nts';

export interface AdvertisersDeps {
  repo: AdvertisersRepository;
  clock: Clock;
  storage: FileStorage;
  config: AdvertisersConfig;
  /** The per-account upload quota shared with every other kind of upload (the uploads module's quota.ts). */
  quota: UploadQuota;
  log: FastifyBaseLogger;
  /** The 국세청 status check (nts.ts); the offline adapter when NTS_SERVICE_KEY is unset. */
  nts: NtsAdapter;
}

const HOUR_MS = 3_600_000;

function toFile(row: FileRow): AdvertiserFile {
  return { id: row.id, name: row.name, type: row.type as AdvertiserFileType, mime: row.mime, size: row.size };
}

async function toAdvertisers(deps: AdvertisersDeps, rows: { a: AdvertiserRow; username: string }[]): Promise<Advertiser[]> {
  const [files, holders] = await Promise.all([
    deps.repo.filesOfAdvertisers(rows.map((r) => r.a.id)),
    deps.repo.registrationNumberCounts(rows.map((r) => r.a.registrationNumber)),
  ]);
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
      shared_registration_count: Math.max(0, (holders.get(a.registrationNumber) ?? 1) - 1),
      ...ntsFields(a),
    };
  });
}

function ntsFields(a: AdvertiserRow) {
  return {
    nts_status_code: a.ntsCheckedAt ? ((a.ntsStatusCode ?? '') as NtsStatusCode) : null,
    nts_status_text: a.ntsStatusText,
    nts_checked_at: a.ntsCheckedAt?.toISOString() ?? null,
  };
}

async function loadOne(deps: AdvertisersDeps, by: { id: number } | { userId: number }): Promise<Advertiser | null> {
  const rows = await deps.repo.findAdvertiserWithUser(by);
  return rows.length ? (await toAdvertisers(deps, rows))[0] : null;
}

/** Console staff see every advertiser (optionally one account's); everyone else only their own. */
export async function list(deps: AdvertisersDeps, principal: Principal, query: AdvertiserListQuery, window: PageWindow) {
  const filter = {
    ownerId: ownerFilter(principal, { requested: query.user_id }),
    search: query.search?.trim() || undefined,
    sharedRegistration: query.shared_registration === true,
  };
  const [rows, count] = await Promise.all([deps.repo.listAdvertisers(filter, window), deps.repo.countAdvertisers(filter)]);
  return { count, results: await toAdvertisers(deps, rows), nts_enabled: deps.nts.enabled };
}

/**
 * POST admin/advertisers/nts-status (console staff): asks the 국세청 for the status of these
 * advertisers' registration numbers (one number shared by several accounts is asked once) and stores
 * each answer on the advertiser. Off (no NTS_SERVICE_KEY): nothing is asked or stored and the answer
 * says so. A failed call (502) stores nothing, so a half-answered set never looks checked.
 */
export async function checkNtsStatus(deps: AdvertisersDeps, ids: number[]): Promise<NtsStatusResult> {
  const rows = await deps.repo.advertisersByIds([...new Set(ids)]);
  if (!rows.length) throw notFound(advertiserMessages.notFound);
  if (deps.nts.enabled) {
    const statuses = await deps.nts.check(rows.map((row) => row.registrationNumber));
    const answered = rows.flatMap((row) => {
      const status = statuses.get(row.registrationNumber.replace(/\D/g, ''));
      return status ? [{ id: row.id, code: status.code, text: status.text }] : [];
    });
    await deps.repo.setNtsStatuses(answered, deps.clock.now());
  }
  const fresh = deps.nts.enabled ? await deps.repo.advertisersByIds(rows.map((row) => row.id)) : rows;
  return {
    message: deps.nts.enabled ? ntsMessages.checked(rows.length) : ntsMessages.off,
    enabled: deps.nts.enabled,
    results: fresh.map((row) => ({ id: row.id, registration_number: row.registrationNumber, ...ntsFields(row) })),
  };
}

/**
 * The account's business, or null: most accounts have none yet and every page asks, so 'none' is
 * an ordinary answer rather than a 404 (which browsers log as a console error on every page).
 */
export async function ofUser(deps: AdvertisersDeps, principal: Principal, userId: number) {
  assertOwnerOrConsoleStaff(principal, userId);
  return (await loadOne(deps, { userId })) ?? null;
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

/** Server-side §5 rules (the dialog checks the same; the server never trusts it). */
export function validateInput(body: AdvertiserInput): CleanInput {
  const name = body.name.trim();
  if (!name) throw badRequest(advertiserMessages.nameRequired, 'name');
  if (hasEmoji(name)) throw badRequest(advertiserMessages.nameEmoji, 'name');
  const number = normalizeRegistrationNumber(body.registration_number);
  if (!number.ok) throw badRequest(advertiserMessages.registrationNumberFormat, 'registration_number');
  const representative = body.representative.trim();
  if (!representative) throw badRequest(advertiserMessages.representativeRequired, 'representative');
  if (hasEmoji(representative)) throw badRequest(advertiserMessages.representativeEmoji, 'representative');
  const address = body.address.trim();
  if (!address) throw badRequest(advertiserMessages.addressRequired, 'address');
  const [firstEmail = '', ...moreEmails] = body.emails.map((e) => e.trim());
  if (!firstEmail) throw badRequest(advertiserMessages.emailRequired, 'emails');
  const emails = [firstEmail, ...moreEmails.filter(Boolean)];
  if (emails.some((e) => !isEmailAddress(e))) throw badRequest(advertiserMessages.emailInvalid, 'emails');
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

/**
 * Files may be attached only by their uploader (or staff) and only if not attached elsewhere.
 * Checked before anything is written, so a bad id saves nothing.
 */
async function assertAttachable(
  deps: AdvertisersDeps,
  principal: Principal,
  advertiser: { id: number | null; userId: number },
  fileIds: number[] | undefined,
) {
  if (!fileIds?.length) return;
  const rows = await deps.repo.filesByIds(fileIds);
  const allowed = rows.filter(
    (f) =>
      (f.ownerId === principal.id || f.ownerId === advertiser.userId || isConsoleStaff(principal)) &&
      (f.advertiserId === null || f.advertiserId === advertiser.id),
  );
  if (allowed.length !== new Set(fileIds).size) throw badRequest(advertiserMessages.fileNotFound, 'files');
}

/** Attaches inside the caller's transaction; a file taken meanwhile by another advertiser rolls it all back. */
async function attachFiles(tx: AdvertisersTx, advertiserId: number, fileIds: number[] | undefined) {
  if (!fileIds) return;
  const attached = await tx.setAdvertiserFiles(advertiserId, fileIds);
  if (attached !== new Set(fileIds).size) throw badRequest(advertiserMessages.fileNotFound, 'files');
}

export async function create(deps: AdvertisersDeps, principal: Principal, body: AdvertiserInput) {
  const userId = body.user_id ?? principal.id;
  assertOwnerOrConsoleStaff(principal, userId);
  const clean = validateInput(body);
  if (!(await deps.repo.userExists(userId))) throw badRequest('회원을 찾을 수 없습니다.', 'user_id');
  await assertAttachable(deps, principal, { id: null, userId }, body.files);
  // The advertiser and its files are saved together or not at all.
  const id = await deps.repo.transaction(async (tx) => {
    const inserted = await tx.insertAdvertiser(userId, clean);
    if (!inserted) throw new AppError(409, advertiserMessages.alreadyRegistered, 'ALREADY_REGISTERED');
    await attachFiles(tx, inserted.id, body.files);
    return inserted.id;
  });
  return saved(advertiserMessages.created, (await loadOne(deps, { id }))!);
}

/**
 * A registration number another account also uses is accepted (README: a business may run several
 * accounts) but never silently: the answer carries a warning the customer sees, and staff see the
 * count on every advertiser of that number.
 */
function saved(message: string, advertiser: Advertiser) {
  return advertiser.shared_registration_count
    ? { message, warning: advertiserMessages.sharedRegistrationNumber, advertiser }
    : { message, advertiser };
}

async function findOwned(deps: AdvertisersDeps, principal: Principal, id: number) {
  const row = await deps.repo.findAdvertiserRow(id);
  if (!row) throw notFound(advertiserMessages.notFound);
  assertOwnerOrConsoleStaff(principal, row.userId);
  return row;
}

export async function update(deps: AdvertisersDeps, principal: Principal, id: number, body: AdvertiserInput) {
  const row = await findOwned(deps, principal, id);
  if (body.user_id !== undefined && body.user_id !== row.userId) throw badRequest('거래처의 회원은 변경할 수 없습니다.', 'user_id');
  const clean = validateInput(body);
  await assertAttachable(deps, principal, row, body.files);
  await deps.repo.transaction(async (tx) => {
    await tx.updateAdvertiser(id, clean, deps.clock.now());
    await attachFiles(tx, id, body.files);
  });
  return saved(advertiserMessages.updated, (await loadOne(deps, { id }))!);
}

export async function remove(deps: AdvertisersDeps, principal: Principal, id: number) {
  await findOwned(deps, principal, id);
  await deps.repo.deleteAdvertiserRow(id);
  return { message: advertiserMessages.deleted };
}

export interface Upload {
  bytes: Buffer;
  fileName: string;
  type: AdvertiserFileType;
  parse: boolean;
}

/**
 * Stores an upload within the account's quota (files and bytes per 24 hours, UPLOAD_QUOTA_*):
 * the check and the insert run under a per-account lock, so parallel uploads cannot both slip in.
 */
export async function upload(deps: AdvertisersDeps, principal: Principal, input: Upload) {
  const sniffed = sniffFileType(input.bytes);
  if (!sniffed) throw new AppError(415, advertiserMessages.fileType, 'UNSUPPORTED_FILE_TYPE', 'file');
  const now = deps.clock.now();
  const row = await deps.repo.transaction(async (tx) => {
    await assertWithinUploadQuota(tx.handle, principal.id, input.bytes.length, now, deps.quota);
    const key = await deps.storage.put(input.bytes, { extension: sniffed.extension, contentType: sniffed.mime });
    try {
      return await tx.insertFile({
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
        createdAt: now,
      });
    } catch (error) {
      await deps.storage.remove(key);
      throw error;
    }
  });
  if (!input.parse) return { file: toFile(row), registration: null };
  const registration = await readCertificate(input.bytes, sniffed, { pdfTimeoutMs: deps.config.pdfParseTimeoutMs, log: deps.log });
  return registration
    ? { file: toFile(row), registration }
    : { file: toFile(row), registration: null, message: advertiserMessages.parseFailed };
}

/**
 * The clean-up job (advertisers.orphan-files): uploads no advertiser references, older than
 * UPLOAD_ORPHAN_HOURS (a registration form may still be open before that), rows and bytes.
 */
export async function removeOrphanFiles(deps: Omit<AdvertisersDeps, 'quota' | 'nts'>, batchSize = 500): Promise<{ removed: number }> {
  const cutoff = new Date(deps.clock.now().getTime() - deps.config.orphanFileHours * HOUR_MS);
  let removed = 0;
  for (;;) {
    const keys = await deps.repo.deleteOrphanFiles(cutoff, batchSize);
    for (const key of keys) {
      // The row is gone, so nothing serves the bytes any more; a failed removal only leaks disk.
      await deps.storage.remove(key).catch((error: unknown) => deps.log.warn({ err: error, key }, 'orphan file not removed from storage'));
    }
    removed += keys.length;
    if (keys.length < batchSize) return { removed };
  }
}

/**
 * The file's bytes for its uploader, the advertiser's account, or staff. Anyone else gets the 404 of
 * a missing id: file ids are sequential, and a 403 would tell which exist.
 */
export async function readFile(deps: AdvertisersDeps, principal: Principal, fileId: number) {
  const row = await deps.repo.findFileWithAdvertiser(fileId);
  const mayRead = row !== undefined && (isOwnerOrConsoleStaff(principal, row.file.ownerId) || row.advertiserUserId === principal.id);
  if (!mayRead) throw notFound(advertiserMessages.fileNotFound);
  return { bytes: (await deps.storage.get(row.file.storageKey)).bytes, mime: row.file.mime, name: row.file.name };
}
