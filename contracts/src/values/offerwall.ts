/**
 * Offerwall (docs/decisions/money-loop.md#offerwall-api, docs/decisions/money-loop.md#readers) and settlement (docs/decisions/money-loop.md#settlement): plain values shared by the browser and the
 * server (the schemas in ../schemas/offerwall.ts are built from them).
 */

export const PUBLISHER_APP_STATUSES = ['ACTIVE', 'DISABLED'] as const;
export type PublisherAppStatus = (typeof PUBLISHER_APP_STATUSES)[number];

export const CLICK_STATUSES = ['OPEN', 'COMPLETED', 'REJECTED'] as const;
export type ClickStatus = (typeof CLICK_STATUSES)[number];

export const COMPLETION_STATUSES = ['COMPLETED', 'REJECTED'] as const;
export type CompletionStatus = (typeof COMPLETION_STATUSES)[number];

/** Why a completion attempt was refused (kept with the attempt; the advertiser's evidence). */
export const COMPLETION_REJECT_REASONS = [
  'TOO_FAST',
  'CLICK_EXPIRED',
  'WRONG_ANSWER',
  'DAILY_VOLUME_REACHED',
  'HOLD_EXHAUSTED',
  'AD_NOT_RUNNING',
] as const;
export type CompletionRejectReason = (typeof COMPLETION_REJECT_REASONS)[number];

export const POSTBACK_STATUSES = ['PENDING', 'DELIVERED', 'STOPPED', 'FAILED'] as const;
export type PostbackStatus = (typeof POSTBACK_STATUSES)[number];

/**
 * What went wrong with a postback's last attempt, as the publisher sees it: a class, never the
 * receiver's body or the server's error text. `BLOCKED`: the URL's address is not public (or plain
 * http in production), so nothing was sent; `REDIRECT`: a 3xx answer (redirects are not followed).
 */
export const POSTBACK_FAILURES = [
  'REDIRECT',
  'HTTP_4XX',
  'HTTP_5XX',
  'HTTP_OTHER',
  'TIMEOUT',
  'REFUSED',
  'UNRESOLVED',
  'TLS',
  'NETWORK',
  'BLOCKED',
] as const;
export type PostbackFailure = (typeof POSTBACK_FAILURES)[number];

/** Why a postback address is refused (server: lib/net/addresses.ts `AddressKind`). */
export const POSTBACK_ADDRESS_KINDS = [
  'metadata',
  'loopback',
  'private',
  'link-local',
  'unique-local',
  'shared',
  'multicast',
  'unspecified',
  'broadcast',
  'documentation',
  'reserved',
] as const;
export type PostbackAddressKind = (typeof POSTBACK_ADDRESS_KINDS)[number];

const postbackAddressKindLabels: Record<PostbackAddressKind, string> = {
  metadata: '클라우드 메타데이터 주소',
  loopback: '루프백 주소',
  private: '사설망 주소',
  'link-local': '링크 로컬 주소',
  'unique-local': '고유 로컬 주소',
  shared: '통신사 공유 주소(CGNAT)',
  multicast: '멀티캐스트 주소',
  unspecified: '미지정 주소',
  broadcast: '브로드캐스트 주소',
  documentation: '문서용 예시 주소',
  reserved: '예약된 주소',
};

/** Postback retry delays after the first attempt (docs/decisions/money-loop.md#offerwall-api), in seconds. */
export const POSTBACK_RETRY_SECONDS = [10, 60, 600, 1800, 3600, 10800, 21600, 43200, 86400] as const;

export const MONITORING_FLAG_KINDS = ['IP_MANY_USERS', 'DEVICE_MANY_USERS', 'TOO_FAST', 'ANSWER_FAILURES', 'USER_HAMMERING'] as const;
export type MonitoringFlagKind = (typeof MONITORING_FLAG_KINDS)[number];

export const APP_NAME_MAX_LENGTH = 100;

/**
 * How an app's postbacks are signed: `standard` (Standard Webhooks: webhook-id, webhook-timestamp,
 * webhook-signature; rules/standard-webhooks.ts), the default of a new app, or `nurly` (X-Nurly-Timestamp
 * and a hex X-Nurly-Signature of "{timestamp}.{body}"), kept by the apps integrated before.
 */
export const POSTBACK_SCHEMES = ['standard', 'nurly'] as const;
export type PostbackScheme = (typeof POSTBACK_SCHEMES)[number];

/** A logged postback attempt: SUCCEEDED is a 2xx or 409 answer, anything else FAILED. */
export const POSTBACK_ATTEMPT_RESULTS = ['SUCCEEDED', 'FAILED'] as const;
export type PostbackAttemptResult = (typeof POSTBACK_ATTEMPT_RESULTS)[number];

/** Hours the previous secret stays valid after a rotation, unless OFFERWALL_SECRET_GRACE_HOURS says otherwise. */
export const SECRET_GRACE_HOURS_DEFAULT = 24;

/**
 * Bytes of a receiver's answer kept in the delivery log (postback_attempts.response_body) and shown
 * to its publisher: enough for an error line ("invalid signature", a JSON code), as text (control
 * characters dropped); no answer headers are kept.
 */
export const POSTBACK_LOG_BODY_BYTES = 200;

/**
 * Console test sends (POST offerwall/apps/{id}/test-postback), per app across every instance: one in
 * flight at a time, and at most TEST_POSTBACK_PER_WINDOW started per TEST_POSTBACK_WINDOW_SECONDS
 * (a fixed window from the first send of the window); more is a 429.
 */
export const TEST_POSTBACK_PER_WINDOW = 5;
export const TEST_POSTBACK_WINDOW_SECONDS = 60;

/**
 * Days the delivery log (postback_attempts) keeps an attempt, by its result: a delivered one is
 * proof the publisher was told, wanted for a month of settlement questions; a failed one is kept
 * longer, for the disputes that follow a failed delivery (a publisher asking months later).
 */
export const POSTBACK_ATTEMPT_KEEP_DAYS = { SUCCEEDED: 30, FAILED: 90 } as const;

export const offerwallLabels = {
  clickStatus: { OPEN: '진행 중', COMPLETED: '완료', REJECTED: '거절' } satisfies Record<ClickStatus, string>,
  completionStatus: { COMPLETED: '완료', REJECTED: '거절' } satisfies Record<CompletionStatus, string>,
  rejectReason: {
    TOO_FAST: '너무 빠른 완료',
    CLICK_EXPIRED: '참여 시간 초과',
    WRONG_ANSWER: '정답 불일치',
    DAILY_VOLUME_REACHED: '일 목표 달성',
    HOLD_EXHAUSTED: '예치 포인트 소진',
    AD_NOT_RUNNING: '진행 중이 아닌 광고',
  } satisfies Record<CompletionRejectReason, string>,
  postbackStatus: { PENDING: '전송 대기', DELIVERED: '전송 완료', STOPPED: '전송 중단', FAILED: '전송 실패' } satisfies Record<
    PostbackStatus,
    string
  >,
  postbackFailure: {
    REDIRECT: '리디렉션 응답(따라가지 않음)',
    HTTP_4XX: 'HTTP 4xx 응답',
    HTTP_5XX: 'HTTP 5xx 응답',
    HTTP_OTHER: '예상하지 못한 HTTP 응답',
    TIMEOUT: '응답 시간 초과',
    REFUSED: '연결 거부',
    UNRESOLVED: '호스트를 찾을 수 없음',
    TLS: 'TLS 인증서 오류',
    NETWORK: '네트워크 오류',
    BLOCKED: '허용되지 않는 주소(전송 안 함)',
  } satisfies Record<PostbackFailure, string>,
  postbackScheme: { standard: 'Standard Webhooks', nurly: 'Nurly 서명(X-Nurly-Signature)' } satisfies Record<PostbackScheme, string>,
  postbackAttemptResult: { SUCCEEDED: '성공', FAILED: '실패' } satisfies Record<PostbackAttemptResult, string>,
  flagKind: {
    IP_MANY_USERS: '한 IP에서 여러 사용자',
    DEVICE_MANY_USERS: '한 기기에서 여러 사용자',
    TOO_FAST: '비정상적으로 빠른 완료',
    ANSWER_FAILURES: '높은 정답 실패율',
    USER_HAMMERING: '한 사용자의 과도한 요청',
  } satisfies Record<MonitoringFlagKind, string>,
  /** A flag's evidence (its `details`) per kind, with i18next placeholders (`flagDetailValues`). */
  flagDetails: {
    IP_MANY_USERS: '사용자 키 {{users}}개',
    DEVICE_MANY_USERS: '사용자 키 {{users}}개',
    TOO_FAST: '클릭 후 {{under_seconds}}초 안에 완료',
    ANSWER_FAILURES: '정답 입력 {{attempts}}회 중 {{rate}} 실패',
    USER_HAMMERING: '하루 클릭 {{clicks}}회',
  } satisfies Record<MonitoringFlagKind, string>,
} as const;

/** The details each flag kind keeps (server: offerwall/monitoring.ts and completions.ts). */
const flagDetailKeys: Record<MonitoringFlagKind, readonly string[]> = {
  IP_MANY_USERS: ['users'],
  DEVICE_MANY_USERS: ['users'],
  TOO_FAST: ['under_seconds'],
  ANSWER_FAILURES: ['attempts', 'rate'],
  USER_HAMMERING: ['clicks'],
};

/**
 * The placeholders of `offerwallLabels.flagDetails[kind]` from a flag's details: counts with digit
 * grouping, `rate` (a share) as a whole percent. Null when the details lack a number the kind's text
 * needs (a row written by another version): callers then show the details as they are.
 */
export function flagDetailValues(kind: MonitoringFlagKind, details: Record<string, unknown> | null): Record<string, string> | null {
  if (!details) return null;
  const values: Record<string, string> = {};
  for (const key of flagDetailKeys[kind]) {
    const value = details[key];
    if (typeof value !== 'number' || !Number.isFinite(value)) return null;
    values[key] = key === 'rate' ? `${Math.round(value * 100)}%` : value.toLocaleString('ko-KR');
  }
  return values;
}

/** A flag's evidence in Korean (the exports), or its details as `key: value` pairs when they do not fit its kind. */
export function flagDetailsText(kind: MonitoringFlagKind, details: Record<string, unknown> | null): string {
  const values = flagDetailValues(kind, details);
  if (values) return offerwallLabels.flagDetails[kind].replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key]);
  const pairs = Object.entries(details ?? {}).map(
    ([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`,
  );
  return pairs.length ? pairs.join(', ') : '-';
}

export const offerwallMessages = {
  appCreated: '앱이 등록되었습니다. 시크릿은 지금 한 번만 표시되니 안전하게 보관해주세요.',
  secretRotated: '새 시크릿이 발급되었습니다. 이전 시크릿은 유예 기간이 끝날 때까지 함께 사용할 수 있습니다.',
  previousSecretEnded: '이전 시크릿의 유예 기간을 종료했습니다. 이제 새 시크릿만 사용할 수 있습니다.',
  noPreviousSecret: '유예 중인 이전 시크릿이 없습니다.',
  schemeNeedsWebhookSecret: 'Standard Webhooks 방식은 whsec_로 시작하는 시크릿이 필요합니다. 시크릿을 재발급한 뒤 바꿔주세요.',
  testPostbackNoUrl: '포스트백 URL을 먼저 등록해주세요.',
  testPostbackSent: '테스트 포스트백을 보냈습니다.',
  testPostbackInFlight: '이 앱의 테스트 전송이 아직 진행 중입니다. 끝난 뒤 다시 시도해주세요.',
  testPostbackTooMany: (perWindow: number, seconds: number) =>
    `테스트 전송은 앱마다 1분에 ${perWindow}번까지 할 수 있습니다. ${seconds}초 후 다시 시도해주세요.`,
  appUpdated: '앱 정보가 수정되었습니다.',
  payoutsUpdated: '매체 단가가 저장되었습니다.',
  appNotFound: '앱을 찾을 수 없습니다.',
  appNameRequired: '앱 이름을 입력해주세요.',
  postbackUrlInvalid: '포스트백 URL은 http(s) 주소로 입력해주세요.',
  postbackUrlHttpsOnly: '포스트백 URL은 https 주소로 입력해주세요.',
  /** The URL's host is (or resolves to) an address that is not public. */
  postbackUrlBlocked: (kind: PostbackAddressKind, address: string, host?: string) =>
    host
      ? `포스트백 URL의 호스트(${host})가 ${postbackAddressKindLabels[kind]}(${address})를 가리켜 사용할 수 없습니다. 공개 인터넷 주소를 입력해주세요.`
      : `포스트백 URL에는 ${postbackAddressKindLabels[kind]}(${address})를 사용할 수 없습니다. 공개 인터넷 주소를 입력해주세요.`,
  postbackUrlUnresolved: (host: string) => `포스트백 URL의 호스트(${host})를 찾을 수 없습니다. 주소를 확인해주세요.`,
  allowedIpInvalid: '허용 IP는 IP 주소 또는 CIDR 형식으로 입력해주세요.',
  allowedIpBlank: (position: number) => `허용 IP의 ${position}번째 항목이 비어 있습니다. 빈 항목을 빼고 입력해주세요.`,
  /** `max`: formatTenthsWon of the lowest price the product sells at. */
  payoutAbovePrice: (product: string, max: string) =>
    `${product}의 매체 단가는 최대 ${max}입니다. 광고주가 내는 가장 낮은 단가보다 높게 정할 수 없습니다.`,
  postbackResent: '포스트백을 다시 전송하도록 예약했습니다.',
  postbackNotResendable: '실패하거나 중단된 포스트백만 다시 보낼 수 있습니다.',
  settlementRun: '정산이 실행되었습니다.',
  testClockOff: '테스트 시계가 꺼져 있습니다. (NURLY_TEST_CLOCK=on)',
  clockMoved: '서버 시계를 옮겼습니다.',
} as const;
