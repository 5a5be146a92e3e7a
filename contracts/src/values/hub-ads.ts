/**
 * Hub ads (issue 16 items 1, 2): the plain values the hub console, the reward site and the server
 * share: the bulk upload's limits and template headers, the actions and the Korean messages.
 */

/** Bulk upload limits: the file size (bytes) and the data rows one file may carry. */
export const HUB_BULK_MAX_BYTES = 2 * 1024 * 1024;
export const HUB_BULK_MAX_ROWS = 500;

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
