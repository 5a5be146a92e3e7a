import { Type, type Static } from 'typebox';
import { advertiserFileTypes, NTS_MAX_IDS, NTS_STATUS_CODES } from '../values/advertisers';
import { literals } from './literals';
import { Id, listQuery, Nullable, requestBody, SearchParam } from './common';
import { withTitles } from './titles';

export type AdvertiserFileType = (typeof advertiserFileTypes)[number];
export const AdvertiserFileTypeSchema = literals(advertiserFileTypes);

export const NtsStatusCodeSchema = literals(NTS_STATUS_CODES);

export const AdvertiserFile = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  type: AdvertiserFileTypeSchema,
  mime: Type.String(),
  size: Type.Integer(),
});
export type AdvertiserFile = Static<typeof AdvertiserFile>;

export const Advertiser = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  username: Type.String(),
  name: Type.String(),
  registration_number: Type.String(),
  representative: Type.String(),
  address: Type.String(),
  phone_number: Type.Union([Type.String(), Type.Null()]),
  business_type: Type.Union([Type.String(), Type.Null()]),
  business_category: Type.Union([Type.String(), Type.Null()]),
  emails: Type.Array(Type.String()),
  deposit_names: Type.Array(Type.String()),
  files: Type.Array(Type.Integer()),
  files_details: Type.Array(AdvertiserFile),
  created_at: Type.String(),
  updated_at: Type.String(),
  /** How many other accounts' businesses have the same registration number (0 = unique); staff see it as a flag. */
  shared_registration_count: Type.Optional(Type.Integer({ minimum: 0 })),
  /** Last 국세청 status (b_stt_cd: 01 계속, 02 휴업, 03 폐업, '' unknown number); null = never checked. */
  nts_status_code: Type.Optional(Nullable(NtsStatusCodeSchema)),
  nts_status_text: Type.Optional(Nullable(Type.String())),
  nts_checked_at: Type.Optional(Nullable(Type.String())),
});
export type Advertiser = Static<typeof Advertiser>;

/** GET admin/advertisers/user/{userId}: the account's business, null while none is registered. */
export const AdvertiserOfUser = Type.Union([Advertiser, Type.Null()]);
export type AdvertiserOfUser = Static<typeof AdvertiserOfUser>;

export const AdvertiserListQuery = listQuery(25, 1000, {
  search: SearchParam,
  user_id: Type.Optional(Id),
  /** Staff: only businesses whose registration number another account also holds. */
  shared_registration: Type.Optional(Type.Boolean()),
});
export type AdvertiserListQuery = Static<typeof AdvertiserListQuery>;

export const AdvertiserList = Type.Object({
  count: Type.Integer(),
  results: Type.Array(Advertiser),
  /** Whether the 국세청 status check is configured (NTS_SERVICE_KEY); off: the UI labels it 국세청 조회 꺼짐. */
  nts_enabled: Type.Optional(Type.Boolean()),
});
export type AdvertiserList = Static<typeof AdvertiserList>;

/** Create/update body. Only staff may set user_id (registering a business for another account). */
export const AdvertiserInput = requestBody({
  user_id: Type.Optional(Id),
  name: Type.String({ maxLength: 100 }),
  registration_number: Type.String({ maxLength: 20 }),
  representative: Type.String({ maxLength: 50 }),
  address: Type.String({ maxLength: 300 }),
  phone_number: Type.Optional(Type.Union([Type.String({ maxLength: 20 }), Type.Null()])),
  business_type: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  business_category: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  emails: Type.Array(Type.String({ maxLength: 200 }), { maxItems: 10 }),
  deposit_names: Type.Array(Type.String({ maxLength: 50 }), { maxItems: 10 }),
  files: Type.Optional(Type.Array(Id, { maxItems: 10 })),
});
export type AdvertiserInput = Static<typeof AdvertiserInput>;

/** `warning` is set when the business was saved but its registration number is another account's too. */
export const AdvertiserSaved = Type.Object({ message: Type.String(), warning: Type.Optional(Type.String()), advertiser: Advertiser });
export type AdvertiserSaved = Static<typeof AdvertiserSaved>;

export const UserIdParams = withTitles(Type.Object({ userId: Id }));
export type UserIdParams = Static<typeof UserIdParams>;

/** Parsed certificate (docs/decisions/product.md#entities). */
export const RegistrationParse = Type.Object({
  name: Type.Union([Type.String(), Type.Null()]),
  registration_number: Type.Union([Type.String(), Type.Null()]),
  address: Type.Union([Type.String(), Type.Null()]),
  representative: Type.Union([Type.String(), Type.Null()]),
  business_types: Type.Array(Type.String()),
  business_categories: Type.Array(Type.String()),
});
export type RegistrationParse = Static<typeof RegistrationParse>;

/** POST admin/advertisers/registration answer: the stored file and, when asked and readable, the parse. */
export const RegistrationUpload = Type.Object({
  file: AdvertiserFile,
  registration: Type.Union([RegistrationParse, Type.Null()]),
  /** Set when parse was asked and failed: '사업자 등록증 읽기에 실패했습니다. 직접 입력해주세요.' */
  message: Type.Optional(Type.String()),
});
export type RegistrationUpload = Static<typeof RegistrationUpload>;

/** POST admin/advertisers/nts-status (console staff): checks these advertisers' numbers at the 국세청. */
export const NtsStatusRequest = requestBody({ ids: Type.Array(Id, { minItems: 1, maxItems: NTS_MAX_IDS, uniqueItems: true }) });
export type NtsStatusRequest = Static<typeof NtsStatusRequest>;

export const NtsStatusOfAdvertiser = Type.Object({
  id: Type.Integer(),
  registration_number: Type.String(),
  nts_status_code: Nullable(NtsStatusCodeSchema),
  nts_status_text: Nullable(Type.String()),
  nts_checked_at: Nullable(Type.String()),
});
export type NtsStatusOfAdvertiser = Static<typeof NtsStatusOfAdvertiser>;

/** `enabled: false`: the adapter is off, nothing was asked or stored (results keep the last known status). */
export const NtsStatusResult = Type.Object({
  message: Type.String(),
  enabled: Type.Boolean(),
  results: Type.Array(NtsStatusOfAdvertiser),
});
export type NtsStatusResult = Static<typeof NtsStatusResult>;
