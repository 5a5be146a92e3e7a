import { Type, type Static } from 'typebox';

/** Advertiser = the business (거래처) behind an account (spec §3, §5, §7 admin/advertisers*). */
export const advertiserFileTypes = ['REGISTRATION', 'BANK_STATEMENT'] as const;
export type AdvertiserFileType = (typeof advertiserFileTypes)[number];
export const AdvertiserFileTypeSchema = Type.Union([Type.Literal('REGISTRATION'), Type.Literal('BANK_STATEMENT')]);

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
});
export type Advertiser = Static<typeof Advertiser>;

export const AdvertiserListQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 200 })),
  user_id: Type.Optional(Type.Integer({ minimum: 1 })),
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 25 })),
});
export type AdvertiserListQuery = Static<typeof AdvertiserListQuery>;

export const AdvertiserList = Type.Object({ count: Type.Integer(), results: Type.Array(Advertiser) });
export type AdvertiserList = Static<typeof AdvertiserList>;

/** Create/update body. Only staff may set user_id (registering a business for another account). */
export const AdvertiserInput = Type.Object(
  {
    user_id: Type.Optional(Type.Integer({ minimum: 1 })),
    name: Type.String({ maxLength: 100 }),
    registration_number: Type.String({ maxLength: 20 }),
    representative: Type.String({ maxLength: 50 }),
    address: Type.String({ maxLength: 300 }),
    phone_number: Type.Optional(Type.Union([Type.String({ maxLength: 20 }), Type.Null()])),
    business_type: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
    business_category: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
    emails: Type.Array(Type.String({ maxLength: 200 }), { maxItems: 10 }),
    deposit_names: Type.Array(Type.String({ maxLength: 50 }), { maxItems: 10 }),
    files: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 10 })),
  },
  { additionalProperties: false },
);
export type AdvertiserInput = Static<typeof AdvertiserInput>;

export const AdvertiserSaved = Type.Object({ message: Type.String(), advertiser: Advertiser });
export type AdvertiserSaved = Static<typeof AdvertiserSaved>;

export const UserIdParams = Type.Object({ userId: Type.Integer({ minimum: 1 }) });
export type UserIdParams = Static<typeof UserIdParams>;

/** Parsed certificate (spec §3). */
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

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const advertiserMessages = {
  created: '거래처 등록이 완료되었습니다.',
  updated: '계정 수정이 완료되었습니다.',
  deleted: '거래처가 삭제되었습니다.',
  parseFailed: '사업자 등록증 읽기에 실패했습니다. 직접 입력해주세요.',
  registrationNumberFormat: '사업자등록번호를 000-00-00000 형식으로 입력해주세요.',
  nameRequired: '상호명을 입력해주세요.',
  representativeRequired: '대표자명을 입력해주세요.',
  addressRequired: '사업장 주소를 입력해주세요.',
  emailRequired: '세금계산서 발행 이메일을 입력해주세요.',
  emailInvalid: '올바른 이메일 주소를 입력해주세요.',
  depositNameRequired: '입금자명을 입력해주세요.',
  alreadyRegistered: '이미 등록된 거래처가 있습니다. 기존 정보를 수정해주세요.',
  registrationNumberInUse: '이미 등록된 사업자등록번호입니다.',
  notFound: '거래처 정보를 찾을 수 없습니다.',
  fileRequired: '파일을 선택해주세요.',
  fileType: '이미지 또는 PDF 파일만 업로드할 수 있습니다.',
  fileTooLarge: '파일 크기는 10MB 이하여야 합니다.',
  fileNotFound: '파일을 찾을 수 없습니다.',
} as const;
