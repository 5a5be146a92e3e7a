/** Businesses (advertisers): plain values shared by the browser and the server (the schemas in ../schemas/advertisers.ts are built from them). */

/** Advertiser = the business (거래처) behind an account (docs/decisions/product.md#entities, docs/decisions/product.md#validation, docs/decisions/product.md#api-calls admin/advertisers*). */
export const advertiserFileTypes = ['REGISTRATION', 'BANK_STATEMENT'] as const;

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const advertiserMessages = {
  created: '거래처 등록이 완료되었습니다.',
  updated: '계정 수정이 완료되었습니다.',
  deleted: '거래처가 삭제되었습니다.',
  parseFailed: '사업자 등록증 읽기에 실패했습니다. 직접 입력해주세요.',
  registrationNumberFormat: '사업자등록번호를 000-00-00000 형식으로 입력해주세요.',
  nameRequired: '상호명을 입력해주세요.',
  representativeRequired: '대표자명을 입력해주세요.',
  nameEmoji: '상호명에는 이모지를 입력할 수 없습니다.',
  representativeEmoji: '대표자명에는 이모지를 입력할 수 없습니다.',
  addressRequired: '사업장 주소를 입력해주세요.',
  emailRequired: '세금계산서 발행 이메일을 입력해주세요.',
  emailInvalid: '올바른 이메일 주소를 입력해주세요.',
  depositNameRequired: '입금자명을 입력해주세요.',
  alreadyRegistered: '이미 등록된 거래처가 있습니다. 기존 정보를 수정해주세요.',
  registrationNumberInUse: '이미 등록된 사업자등록번호입니다.',
  /**
   * Saved, but another account holds the same registration number (allowed: one business may run
   * several accounts, e.g. branches or staff; server/src/modules/advertisers/README.md). Staff see a flag.
   */
  sharedRegistrationNumber:
    '같은 사업자등록번호로 등록된 다른 계정이 있습니다. 본인 사업자가 맞는지 확인해주세요. 담당자가 확인 후 연락드릴 수 있습니다.',
  notFound: '거래처 정보를 찾을 수 없습니다.',
  fileRequired: '파일을 선택해주세요.',
  malformedUpload: '파일 업로드 요청 형식이 올바르지 않습니다. 다시 시도해주세요.',
  uploadQuota: '오늘 업로드할 수 있는 파일 수 또는 용량을 모두 사용했습니다. 내일 다시 시도해주세요.',
  fileType: '이미지 또는 PDF 파일만 업로드할 수 있습니다.',
  fileTooLarge: '파일 크기는 10MB 이하여야 합니다.',
  fileNotFound: '파일을 찾을 수 없습니다.',
} as const;

/**
 * The 국세청 사업자등록 상태조회 answer (`b_stt_cd`): 01 계속사업자, 02 휴업자, 03 폐업자; '' = a number
 * the NTS does not know (stored as '' with its message). Null on an advertiser = never checked.
 */
export const NTS_STATUS_CODES = ['01', '02', '03', ''] as const;
export type NtsStatusCode = (typeof NTS_STATUS_CODES)[number];

/** Registration numbers per NTS call (the API refuses more: TOO_LARGE_REQUEST). */
export const NTS_BATCH_SIZE = 100;
/** Advertisers one POST admin/advertisers/nts-status may check. */
export const NTS_MAX_IDS = 500;

export const ntsLabels = {
  status: { '01': '계속사업자', '02': '휴업자', '03': '폐업자', '': '미등록 번호' } satisfies Record<NtsStatusCode, string>,
  unchecked: '미조회',
  off: '국세청 조회 꺼짐',
} as const;

export const ntsMessages = {
  checked: (count: number) => `국세청 사업자 상태를 ${count}건 조회했습니다.`,
  off: '국세청 조회 꺼짐: NTS_SERVICE_KEY가 설정되지 않아 사업자 상태를 조회하지 않았습니다.',
  failed: '국세청 사업자 상태 조회에 실패했습니다. 잠시 후 다시 시도해주세요.',
  idsRequired: '조회할 거래처를 선택해주세요.',
} as const;
