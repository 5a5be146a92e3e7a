/**
 * Korean titles of request fields. Every request schema (body, query string, path parameters) is
 * built through `withTitles`, which gives each property (nested objects and array items included)
 * the `title` of its name here unless the schema sets its own; the server's validation messages
 * name a field by that title ("시작일을 입력해주세요.").
 */
import type { TSchema } from 'typebox';

export const FIELD_TITLES: Record<string, string> = {
  // Accounts and sign-in.
  username: '아이디',
  password: '비밀번호',
  oldPassword: '기존 비밀번호',
  newPassword: '새로운 비밀번호',
  new_password: '새로운 비밀번호',
  mobile: '휴대폰 번호',
  code: '인증번호',
  birth_date: '생년월일',
  member_type: '회원 유형',
  service: '서비스',
  guest_username: '게스트 아이디',
  guestId: '게스트 ID',
  refresh: '리프레시 토큰',
  hasAgree: '동의 여부',
  type: '유형',
  group: '그룹',
  menus: '메뉴',
  role: '역할',
  roles: '역할',
  name: '이름',
  tier: '등급',
  parent_id: '상위 계정',
  group_id: '그룹',
  is_staff: '스태프 여부',
  is_superuser: '슈퍼유저 여부',
  is_active: '활성 여부',
  active: '활성 여부',
  provider: '로그인 제공자',
  access_token: '액세스 토큰',
  redirect_uri: '리다이렉트 주소',
  user_id: '회원',
  userId: '회원',
  member_id: '회원',
  account_id: '계정',
  // Lists.
  id: 'ID',
  ids: 'ID',
  page: '페이지',
  page_size: '페이지 크기',
  search: '검색어',
  q: '검색어',
  ordering: '정렬',
  format: '내보내기 형식',
  filter: '필터',
  status: '상태',
  kind: '종류',
  from: '시작일',
  to: '종료일',
  date_from: '조회 시작일',
  date_to: '조회 종료일',
  month: '월',
  month_from: '시작 월',
  month_to: '종료 월',
  unit: '집계 단위',
  is_simple: '간단히 보기 여부',
  // Customer support.
  title: '제목',
  body: '내용',
  category: '분류',
  question: '질문',
  answer: '답변',
  order: '순서',
  pinned: '상단 고정 여부',
  mine: '내 문의 여부',
  assignee_id: '담당자',
  // Points, advertisers and invoices.
  amount: '금액',
  action: '구분',
  action_name: '구분',
  memo: '메모',
  reason: '사유',
  charge_id: '충전 내역',
  request_id: '신청 내역',
  idempotency_key: '중복 방지 키',
  bank_name: '은행명',
  account_number: '계좌번호',
  account_holder: '예금주',
  paid_on: '지급일',
  reference: '지급 참조',
  deposit_name: '입금자명',
  deposit_names: '입금자명',
  email: '이메일',
  emails: '이메일',
  address: '사업장 주소',
  registration_number: '사업자등록번호',
  representative: '대표자명',
  phone_number: '전화번호',
  business_type: '업태',
  business_category: '종목',
  shared_registration: '사업자등록번호 공유 여부',
  files: '파일',
  prices: '단가',
  // Keywords.
  keyword: '키워드',
  keywords: '키워드',
  keywordId: '키워드',
  isKeyword: '키워드 여부',
  isProduct: '상품 여부',
  is_my_product: '내 상품 여부',
  only_first_page: '첫 페이지만 보기 여부',
  productId: '상품',
  product_id: '상품',
  mall: '판매처',
  // Ads.
  channel: '광고 대상',
  product_code: '리워드 상품',
  rewards: '리워드 상품',
  daily_volume: '일 목표 수량',
  start_date: '시작일',
  end_date: '종료일',
  mid: '상품 ID(MID)',
  url: 'URL 주소',
  store_name: '스토어명',
  place_id: '플레이스 ID',
  place_name: '플레이스명',
  answers: '정답',
  image_ids: '이미지',
  owner_id: '광고주',
  client_id: '광고주',
  unit_price_tenths: '단가',
  max_rank: '최대 순위',
  ad_id: '광고',
  report_id: '신고',
  resolution: '처리 내용',
  // Offerwall.
  app_id: '앱',
  allowed_ips: '허용 IP',
  postback_url: '포스트백 URL',
  postback_scheme: '포스트백 서명 방식',
  payouts: '매체 단가',
  payout_tenths: '매체 단가',
  mission_id: '미션',
  user: '사용자 키',
  ip: 'IP 주소',
  adid: '광고 식별자(ADID)',
  sub_id: '매체 지면(sub_id)',
  group_by: '묶음 기준',
  'idempotency-key': '멱등 키(Idempotency-Key)',
};

interface Node {
  title?: string;
  properties?: Record<string, Node>;
  items?: Node;
  anyOf?: Node[];
  [key: string]: unknown;
}

/** The schema with `title` (its own, else the table's) and the same done to its inner objects. */
function titled(schema: Node, name: string | null, overrides: Record<string, string>): Node {
  // Every own property, TypeBox's non-enumerable markers (`~kind`, `~optional`) included.
  const copy = Object.defineProperties({}, Object.getOwnPropertyDescriptors(schema)) as Node;
  const title = name === null ? undefined : (overrides[name] ?? FIELD_TITLES[name]);
  if (name !== null && !schema.title && title) copy.title = title;
  if (schema.properties) {
    copy.properties = Object.fromEntries(Object.entries(schema.properties).map(([key, value]) => [key, titled(value, key, overrides)]));
  }
  if (schema.items && schema.items.properties) copy.items = titled(schema.items, null, overrides);
  if (schema.anyOf) copy.anyOf = schema.anyOf.map((branch) => (branch.properties ? titled(branch, null, overrides) : branch));
  return copy;
}

/**
 * A request schema whose properties carry a Korean `title`: a title the property sets wins, then
 * `overrides` (a name meaning something else here, e.g. `type` of an ad report), then FIELD_TITLES.
 */
export function withTitles<T extends TSchema>(schema: T, overrides: Record<string, string> = {}): T {
  return titled(schema as unknown as Node, null, overrides) as unknown as T;
}
