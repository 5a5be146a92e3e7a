/**
 * Hub ads: the plain values the hub console, the reward site and the server
 * share: the bulk upload's limits and template headers, the actions and the Korean messages.
 */

/** Bulk upload limits: the file size (bytes) and the data rows one file may carry. */
export const HUB_BULK_MAX_BYTES = 2 * 1024 * 1024;
export const HUB_BULK_MAX_ROWS = 500;
/**
 * What the server unpacks of one upload at most, checked on the archive's own directory before
 * anything is inflated: the sizes of all its files together, their number, and how much one file
 * may expand (a ratio, applied above a small size: template sheets compress about 10:1).
 */
export const HUB_BULK_MAX_UNPACKED_BYTES = 20 * 1024 * 1024;
export const HUB_BULK_MAX_ENTRIES = 200;
export const HUB_BULK_MAX_RATIO = 100;

/**
 * The bulk template's Korean headers, in order (GET hub/ads/bulk/template writes them, POST
 * hub/ads/bulk reads columns by these names, so a reordered sheet still reads).
 */
export const HUB_BULK_COLUMNS = {
  client: '광고주 아이디',
  product: '리워드 상품 코드',
  keyword: '키워드',
  target: '상품 MID 또는 URL',
  targetName: '상품명(스토어명)',
  placeTarget: '플레이스 ID 또는 URL',
  placeName: '플레이스명',
  dailyVolume: '일 수량',
  startDate: '시작일',
  endDate: '종료일',
  question: '확인 질문',
  answers: '정답(쉼표로 구분)',
} as const;

export const hubAdMessages = {
  clientRequired: '광고를 등록할 광고주를 선택해주세요.',
  clientNotInGroup: '이 허브에 속한 광고주가 아닙니다.',
  fileRequired: '엑셀 파일(.xlsx)을 첨부해주세요.',
  fileNotXlsx: '엑셀 파일(.xlsx)만 올릴 수 있습니다. 템플릿을 내려받아 작성해주세요.',
  fileTooLarge: (maxBytes: number) => `파일이 너무 큽니다. 최대 ${Math.floor(maxBytes / 1024 / 1024)}MB까지 올릴 수 있습니다.`,
  unpackedTooLarge: (fileName: string, maxBytes: number) =>
    `'${fileName}' 파일은 압축을 풀면 ${Math.floor(maxBytes / 1024 / 1024)}MB를 넘어 읽을 수 없습니다. 템플릿에 광고만 입력해 다시 올려주세요.`,
  compressedTooMuch: (fileName: string) =>
    `'${fileName}' 파일은 비정상적으로 높은 비율로 압축되어 있어 읽을 수 없습니다. 템플릿을 내려받아 다시 작성해주세요.`,
  tooManyEntries: (fileName: string) =>
    `'${fileName}' 파일에 들어 있는 항목이 너무 많아 읽을 수 없습니다. 템플릿을 내려받아 다시 작성해주세요.`,
  archiveInvalid: (fileName: string) => `'${fileName}' 파일의 압축 정보가 올바르지 않습니다. 엑셀에서 다시 저장한 뒤 올려주세요.`,
  readLimit: (fileName: string) =>
    `'${fileName}' 파일을 읽는 데 허용된 시간이나 메모리를 넘었습니다. 템플릿에 광고만 입력해 다시 올려주세요.`,
  tooManyRows: (max: number) => `한 번에 최대 ${max}행까지 등록할 수 있습니다. 파일을 나누어 올려주세요.`,
  noRows: '등록할 행이 없습니다. 템플릿의 2행부터 광고를 입력해주세요.',
  headersMissing: (missing: string) => `템플릿의 머리글이 없습니다: ${missing}. 템플릿을 내려받아 작성해주세요.`,
  bulkDone: (created: number, refused: number) =>
    refused
      ? `${created}건이 등록되었습니다. ${refused}건은 등록되지 않았습니다: 사유를 확인해 고친 뒤 다시 올려주세요.`
      : `${created}건이 모두 등록되었습니다.`,
  rowRefused: (row: number, reason: string) => `행 ${row}: ${reason}`,
  volumeNotNumber: '일 수량은 숫자로 입력해주세요.',
} as const;

/** What the hub console and the reward site may do to an ad (PUT hub/ads/{id}). */
export const HUB_AD_ACTIONS = ['pause', 'resume', 'extend'] as const;
export type HubAdAction = (typeof HUB_AD_ACTIONS)[number];
