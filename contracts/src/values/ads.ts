/**
 * Campaigns and ads (docs/decisions/product.md#entities reward catalog, docs/decisions/product.md#api-calls admin/ads*, assistant/campaingns; docs/decisions/money-loop.md#prices, docs/decisions/money-loop.md#campaigns, docs/decisions/money-loop.md#holds):
 * plain values shared by the browser and the server (the schemas in ../schemas/ads.ts are built from them).
 * Prices are integers in tenths of a won (38.5 → 385); balances and holds are whole won.
 */
import type { AdPauseKind } from './ad-rules';

export const AD_CHANNELS = ['NAVER_SHOPPING', 'NAVER_PLACE'] as const;
export type AdChannel = (typeof AD_CHANNELS)[number];

/** Which staff page lists an ad: bought on the default site, on the reward (NR) site, or in a hub console. */
export const AD_SERVICES = ['NURLY', 'NR', 'HUB'] as const;
export type AdService = (typeof AD_SERVICES)[number];

export const AD_STATUSES = ['PENDING', 'ACTIVE', 'PAUSED', 'REJECTED', 'CANCELLED', 'ENDED'] as const;
export type AdStatus = (typeof AD_STATUSES)[number];

/** Statuses that still hold money and count for the "two identical active lines" rule. */
export const LIVE_AD_STATUSES = ['PENDING', 'ACTIVE', 'PAUSED'] as const satisfies readonly AdStatus[];

/**
 * Why a live ad is or is not delivering right now (docs/decisions/money-loop.md#campaigns: reasons are not states the user sets).
 * SERVING: missions are offered; the others say why not.
 */
export const AD_DELIVERY_REASONS = [
  'SERVING',
  'IN_REVIEW',
  'NOT_STARTED',
  'PAUSED',
  'DAILY_VOLUME_REACHED',
  'HOLD_EXHAUSTED',
  'FINISHED',
] as const;
export type AdDeliveryReason = (typeof AD_DELIVERY_REASONS)[number];

export const REWARD_PRODUCT_CODES = [
  'naverapp',
  'naverapp-plus',
  'naverapp-dib',
  'naverapp-alram',
  'naverplace-traffic',
  'naverplace-save',
  'naverplace-share',
  'naverplace-noti',
] as const;
export type RewardProductCode = (typeof REWARD_PRODUCT_CODES)[number];

export type RewardBadge = 'Hot' | 'New';

export interface RewardProduct {
  code: RewardProductCode;
  channel: AdChannel;
  name: string;
  description: string;
  /** Catalog unit price in tenths of a won (docs/decisions/product.md#entities: 38.5 → 385). */
  priceTenths: number;
  color: string;
  /** An icon name the console maps to an SVG (no icon font). */
  icon: string;
  companyName: string;
  logo: string;
  badges: readonly RewardBadge[];
  /** Plain visits may run without a verification question; the others need one. */
  requiresAnswer: boolean;
}

const COMPANY = '더널리';
const LOGO = '/brand/nurly-logo.svg';

/** The fixed reward catalog (docs/decisions/product.md#entities). */
export const REWARD_PRODUCTS: readonly RewardProduct[] = [
  {
    code: 'naverapp',
    channel: 'NAVER_SHOPPING',
    name: '쇼핑 트래픽',
    description: '네이버 쇼핑에서 키워드를 검색해 상품을 찾아 방문합니다.',
    priceTenths: 385,
    color: '#03c75a',
    icon: 'cursor',
    companyName: COMPANY,
    logo: LOGO,
    badges: ['Hot'],
    requiresAnswer: false,
  },
  {
    code: 'naverapp-plus',
    channel: 'NAVER_SHOPPING',
    name: '쇼핑 트래픽 플러스',
    description: '상품을 방문한 뒤 상세 페이지 안의 정답을 입력합니다.',
    priceTenths: 660,
    color: '#078dee',
    icon: 'cursor-plus',
    companyName: COMPANY,
    logo: LOGO,
    badges: ['New'],
    requiresAnswer: true,
  },
  {
    code: 'naverapp-dib',
    channel: 'NAVER_SHOPPING',
    name: '쇼핑 찜',
    description: '상품을 찾아 찜(♥)합니다.',
    priceTenths: 880,
    color: '#ff5630',
    icon: 'heart',
    companyName: COMPANY,
    logo: LOGO,
    badges: [],
    requiresAnswer: true,
  },
  {
    code: 'naverapp-alram',
    channel: 'NAVER_SHOPPING',
    name: '스토어 알림받기',
    description: '상품의 스토어를 찾아 알림받기를 켭니다.',
    priceTenths: 880,
    color: '#ffab00',
    icon: 'bell',
    companyName: COMPANY,
    logo: LOGO,
    badges: [],
    requiresAnswer: true,
  },
  {
    code: 'naverplace-traffic',
    channel: 'NAVER_PLACE',
    name: '플레이스 트래픽',
    description: '네이버 지도에서 키워드를 검색해 플레이스를 찾아 방문합니다.',
    priceTenths: 385,
    color: '#00b8d9',
    icon: 'map-pin',
    companyName: COMPANY,
    logo: LOGO,
    badges: ['Hot'],
    requiresAnswer: false,
  },
  {
    code: 'naverplace-save',
    channel: 'NAVER_PLACE',
    name: '플레이스 저장',
    description: '플레이스를 찾아 저장합니다.',
    priceTenths: 550,
    color: '#8e33ff',
    icon: 'bookmark',
    companyName: COMPANY,
    logo: LOGO,
    badges: [],
    requiresAnswer: true,
  },
  {
    code: 'naverplace-share',
    channel: 'NAVER_PLACE',
    name: '플레이스 공유',
    description: '플레이스를 찾아 공유하기를 누릅니다.',
    priceTenths: 550,
    color: '#22c55e',
    icon: 'share',
    companyName: COMPANY,
    logo: LOGO,
    badges: [],
    requiresAnswer: true,
  },
  {
    code: 'naverplace-noti',
    channel: 'NAVER_PLACE',
    name: '플레이스 알림받기',
    description: '플레이스를 찾아 알림받기를 켭니다.',
    priceTenths: 550,
    color: '#b76e00',
    icon: 'bell',
    companyName: COMPANY,
    logo: LOGO,
    badges: [],
    requiresAnswer: true,
  },
];

export function rewardProductOf(code: string): RewardProduct | undefined {
  return REWARD_PRODUCTS.find((product) => product.code === code);
}

/** Limits of an ad line. */
export const AD_DAILY_VOLUME_MIN = 1;
export const AD_DAILY_VOLUME_MAX = 100_000;
export const AD_PERIOD_MAX_DAYS = 365;
export const AD_KEYWORD_MAX_LENGTH = 100;
/** A target's id field (MID or place id) as typed, its URL and its store or place name. */
export const AD_TARGET_ID_MAX_LENGTH = 20;
export const AD_TARGET_URL_MAX_LENGTH = 2000;
export const AD_TARGET_NAME_MAX_LENGTH = 100;
export const AD_LINES_MAX = REWARD_PRODUCT_CODES.length;
export const AD_ANSWERS_MAX = 10;
export const AD_ANSWER_MAX_LENGTH = 100;
export const AD_QUESTION_MAX_LENGTH = 300;
export const AD_MEMO_MAX_LENGTH = 1000;
export const AD_REASON_MAX_LENGTH = 500;
export const AD_IMAGES_MAX = 5;
/** Refused attempts a campaign's detail lists (the newest). */
export const CAMPAIGN_REJECTIONS_SHOWN = 50;
/** A shopping product id (MID): 8–12 digits. */
export const MID_PATTERN = '^[0-9]{8,12}$';
/** A Naver Place id: digits. */
export const PLACE_ID_PATTERN = '^[0-9]{5,15}$';
/** Calendar days (Asia/Seoul) are sent as YYYY-MM-DD. */
export const DATE_PATTERN = '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';

/** Console filter "max rank" choices (admin/options maxRanks): ads whose keyword rank is at most N. */
export const AD_MAX_RANK_CHOICES = [10, 20, 40, 100, 200] as const;

/** Problem reports on an ad (admin/ads/{id}/options): members and publishers report, staff resolve. */
export const AD_REPORT_TYPES = ['SOLD_OUT', 'WRONG_ANSWER', 'NOT_FOUND', 'OTHER'] as const;
export type AdReportType = (typeof AD_REPORT_TYPES)[number];
/** `type` of GET admin/ads/{id}/options; `RESOLVED` on POST marks a report handled. */
export const AD_OPTION_LIST_TYPE = 'REPORTED_LIST';
export const AD_OPTION_RESOLVE_TYPE = 'RESOLVED';

/** Staff actions on many ads at once (PUT admin/ads/{id} with `action`, one call per ad). */
export const AD_ACTIONS = ['approve', 'reject', 'pause', 'resume', 'cancel', 'extend', 'change_volume'] as const;
export type AdAction = (typeof AD_ACTIONS)[number];

export const adLabels = {
  channel: { NAVER_SHOPPING: '쇼핑', NAVER_PLACE: '플레이스' } satisfies Record<AdChannel, string>,
  service: { NURLY: '더널리', NR: '리워드(NR)', HUB: '허브' } satisfies Record<AdService, string>,
  status: {
    PENDING: '검수 대기',
    ACTIVE: '진행 중',
    PAUSED: '일시 중지',
    REJECTED: '반려',
    CANCELLED: '취소',
    ENDED: '종료',
  } satisfies Record<AdStatus, string>,
  delivery: {
    SERVING: '노출 중',
    IN_REVIEW: '검수 중',
    NOT_STARTED: '시작 전',
    PAUSED: '중지됨',
    DAILY_VOLUME_REACHED: '오늘 목표 달성',
    HOLD_EXHAUSTED: '예치 포인트 소진',
    FINISHED: '종료됨',
  } satisfies Record<AdDeliveryReason, string>,
  /** Who holds a paused line (values/ad-rules.ts), shown next to its status with the reason. */
  pausedBy: { OWNER: '광고주 일시정지', HUB: '허브 관리자 일시정지', STAFF: '관리자 일시정지' } satisfies Record<AdPauseKind, string>,
  report: {
    SOLD_OUT: '상품 품절',
    WRONG_ANSWER: '정답 오류',
    NOT_FOUND: '상품/플레이스를 찾을 수 없음',
    OTHER: '기타',
  } satisfies Record<AdReportType, string>,
} as const;

export const adMessages = {
  created: '캠페인이 등록되었습니다. 검수 후 진행됩니다.',
  createdActive: '광고가 등록되어 바로 진행됩니다.',
  updated: '광고가 수정되었습니다.',
  approved: '광고가 승인되었습니다.',
  rejected: '광고가 반려되었습니다. 예치된 포인트가 해제되었습니다.',
  paused: '광고가 일시 중지되었습니다.',
  resumed: '광고가 다시 진행됩니다.',
  cancelledBeforeStart: '캠페인이 취소되었습니다. 예치된 포인트가 모두 반환되었습니다.',
  cancelledAfterStart: '캠페인이 중지되었습니다. 남은 기간의 포인트가 반환되고, 진행된 날은 실제 수행량만큼 차감됩니다.',
  extended: '광고 기간이 연장되었습니다.',
  volumeChanged: '일 목표 수량이 변경되었습니다.',
  reported: '문제가 신고되었습니다.',
  reportResolved: '신고가 처리되었습니다.',
  notFound: '광고를 찾을 수 없습니다.',
  guestRefused: '회원가입 후 광고를 등록할 수 있습니다.',
  insufficientAvailable: '사용 가능한 포인트가 부족합니다. 포인트를 충전한 뒤 다시 시도해주세요.',
  unknownProduct: '알 수 없는 리워드 상품입니다.',
  channelInvalid: '광고 대상(쇼핑 또는 플레이스)을 선택해주세요.',
  channelMismatch:
    '선택한 리워드 상품은 이 광고 대상에 사용할 수 없습니다. 쇼핑 상품에는 쇼핑 리워드, 플레이스에는 플레이스 리워드를 선택해주세요.',
  targetRequired: '상품 MID 또는 상품 URL을 입력해주세요.',
  placeTargetRequired: '플레이스 ID 또는 플레이스 URL을 입력해주세요.',
  midInvalid: '상품 MID는 8~12자리 숫자입니다.',
  placeIdInvalid: '플레이스 ID는 숫자로 입력해주세요.',
  productUrlInvalid: '네이버 쇼핑 상품 URL을 입력해주세요. (smartstore.naver.com, brand.naver.com, shopping.naver.com)',
  placeUrlInvalid: '네이버 플레이스 URL을 입력해주세요. (m.place.naver.com, map.naver.com)',
  keywordRequired: '검색 키워드를 입력해주세요.',
  keywordEmoji: '키워드에는 이모지를 입력할 수 없습니다.',
  linesRequired: '리워드 상품을 하나 이상 선택해주세요.',
  duplicateLineInRequest: '같은 리워드 상품을 두 번 선택할 수 없습니다.',
  volumeOutOfRange: '일 목표 수량은 1~100,000 사이로 입력해주세요.',
  dateInvalid: '날짜는 YYYY-MM-DD 형식으로 입력해주세요.',
  endBeforeStart: '종료일은 시작일과 같거나 뒤여야 합니다.',
  startInPast: '시작일은 오늘 이후로 선택해주세요.',
  periodTooLong: '광고 기간은 최대 365일입니다.',
  answerRequired: '이 리워드 상품은 확인 질문과 정답이 필요합니다.',
  answersWithoutQuestion: '정답을 입력하려면 확인 질문도 입력해주세요.',
  answersTooMany: `정답은 최대 ${AD_ANSWERS_MAX}개까지 입력할 수 있습니다.`,
  answerTooLong: `정답은 한 항목에 ${AD_ANSWER_MAX_LENGTH}자까지 입력할 수 있습니다.`,
  customerOwnerRefused: '광고주를 지정할 권한이 없습니다.',
  customerServiceRefused: '서비스를 지정할 권한이 없습니다.',
  customerStatusRefused: '광고 상태는 검수 후 관리자가 변경합니다.',
  startedPriceRefused: '이미 시작된 광고의 단가는 변경할 수 없습니다.',
  duplicateActiveLine: '같은 대상과 키워드로 진행 중인 동일한 리워드 광고가 이미 있습니다.',
  notEditable: '검수 대기 중인 광고만 수정할 수 있습니다.',
  transitionRefused: '현재 상태에서는 할 수 없는 작업입니다.',
  reasonRequired: '사유를 입력해주세요.',
  ownerNotFound: '광고주 계정을 찾을 수 없습니다.',
  offerwallRefused: '오퍼월 콘솔에서는 광고를 등록할 수 없습니다.',
  hubRoleRequired: '허브 콘솔에서는 허브 광고주 계정만 광고를 등록할 수 있습니다.',
  hubStaffUseHubAds: '허브 관리자는 허브 콘솔의 광고 등록에서 광고주를 선택해 등록해주세요.',
  extendNotLater: '연장할 종료일은 현재 종료일보다 뒤여야 합니다.',
  extendRefused: '검수가 끝난 광고의 기간 연장은 관리자 또는 허브 관리자만 할 수 있습니다.',
  resumeHeldByStaff: '관리자가 일시 중지한 광고는 관리자만 다시 진행할 수 있습니다. 중지 사유를 확인한 뒤 고객센터로 문의해주세요.',
  resumeHeldByHub: '허브 관리자가 일시 중지한 광고는 허브 관리자만 다시 진행할 수 있습니다.',
} as const;

/**
 * Ad messages that carry a value (functions): kept out of `adMessages`, which the browser's i18n
 * spreads as plain strings.
 */
export const adValueMessages = {
  /** `floor`: formatTenthsWon of the highest price up the owner's chain (never below the catalog price). */
  priceBelowFloor: (floor: string) =>
    `단가는 ${floor} 이상으로 입력해주세요. 광고주의 상위 단가(본사·총판·대행사) 중 가장 높은 단가보다 낮출 수 없습니다.`,
  answerBlank: (position: number) => `정답의 ${position}번째 항목이 비어 있습니다. 빈 항목을 빼고 입력해주세요.`,
} as const;
