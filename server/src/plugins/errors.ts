import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, messages } from '../lib/errors';

/** Korean names of request fields, for validation messages that name the field. */
const fieldLabels: Record<string, string> = {
  username: '아이디',
  password: '비밀번호',
  oldPassword: '기존 비밀번호',
  newPassword: '새로운 비밀번호',
  mobile: '휴대폰 번호',
  code: '인증번호',
  birth_date: '생년월일',
  member_type: '회원 유형',
  service: '서비스',
  guest_username: '게스트 아이디',
  guestId: '게스트 ID',
  refresh: '리프레시 토큰',
  hasAgree: '동의 여부',
  type: '약관 유형',
  group: '그룹',
  menus: '메뉴',
  page: '페이지',
  page_size: '페이지 크기',
  search: '검색어',
  role: '역할',
  q: '검색어',
  id: 'ID',
  name: '이름',
  tier: '등급',
  parent_id: '상위 계정',
  group_id: '그룹',
  roles: '역할',
  is_staff: '스태프 여부',
  is_superuser: '슈퍼유저 여부',
  is_active: '활성 여부',
  active: '활성 여부',
  provider: '로그인 제공자',
  access_token: '액세스 토큰',
  redirect_uri: '리다이렉트 주소',
  // Customer support (cs): questions, comments, FAQ, notices.
  title: '제목',
  body: '내용',
  category: '분류',
  status: '상태',
  filter: '필터',
  question: '질문',
  answer: '답변',
  order: '순서',
  pinned: '상단 고정 여부',
  mine: '내 문의 여부',
  // Points, advertisers and keywords.
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
  files: '파일',
  user_id: '회원',
  userId: '회원',
  ids: 'ID',
  format: '내보내기 형식',
  ordering: '정렬',
  is_simple: '간단히 보기 여부',
  keyword: '키워드',
  keywords: '키워드',
  keywordId: '키워드',
  isKeyword: '키워드 여부',
  isProduct: '상품 여부',
  is_my_product: '내 상품 여부',
  only_first_page: '첫 페이지만 보기 여부',
  mid: '상품 ID(MID)',
  productId: '상품',
  product_id: '상품',
  mall: '판매처',
  url: '상품 URL',
  // Ads, offerwall apps and invoices.
  answers: '정답',
  allowed_ips: '허용 IP',
  unit_price_tenths: '단가',
  payout_tenths: '매체 단가',
  month: '월',
  assignee_id: '담당자',
};

/** Fields with a written format: any type or pattern failure on them asks for that format. */
const fieldFormats: Record<string, string> = {
  month: 'YYYY-MM',
};

/** The Korean name of a request field (the raw name when it has none). */
export function labelOf(field: string | undefined): string {
  return field ? (fieldLabels[field] ?? field) : '입력값';
}

/**
 * Database errors a request can still provoke after validation (a value the column cannot hold, a
 * row other rows point at): a client error with a Korean reason, never a 500. Keyed by SQLSTATE.
 */
const databaseErrors: Record<string, { status: number; code: string; message: string }> = {
  // untranslatable_character, character_not_in_repertoire (NUL, lone surrogates)
  '22P05': { status: 400, code: 'INVALID_CHARACTER', message: '입력값에 사용할 수 없는 문자가 포함되어 있습니다.' },
  '22021': { status: 400, code: 'INVALID_CHARACTER', message: '입력값에 사용할 수 없는 문자가 포함되어 있습니다.' },
  // numeric_value_out_of_range, invalid_text_representation, string_data_right_truncation
  '22003': { status: 400, code: 'OUT_OF_RANGE', message: '입력값이 허용 범위를 벗어났습니다.' },
  '22P02': { status: 400, code: 'VALIDATION', message: '입력값의 형식이 올바르지 않습니다.' },
  '22001': { status: 400, code: 'VALIDATION', message: '입력값이 너무 깁니다.' },
  '22007': { status: 400, code: 'VALIDATION', message: '날짜 형식이 올바르지 않습니다.' },
  '22008': { status: 400, code: 'VALIDATION', message: '날짜가 허용 범위를 벗어났습니다.' },
  // not_null_violation, check_violation
  '23502': { status: 400, code: 'VALIDATION', message: '필수 입력값이 누락되었습니다.' },
  '23514': { status: 400, code: 'VALIDATION', message: '입력값이 허용 범위를 벗어났습니다.' },
  // unique_violation
  '23505': { status: 409, code: 'DUPLICATE', message: '이미 등록된 정보입니다.' },
  // serialization_failure, deadlock_detected: the other request won; the client may retry
  '40001': { status: 409, code: 'CONFLICT_RETRY', message: '다른 요청과 충돌했습니다. 잠시 후 다시 시도해주세요.' },
  '40P01': { status: 409, code: 'CONFLICT_RETRY', message: '다른 요청과 충돌했습니다. 잠시 후 다시 시도해주세요.' },
};

/** Korean names of the tables whose rows keep another row from being deleted. */
const recordNames: Record<string, string> = {
  point_transactions: '포인트 내역',
  withdrawal_requests: '출금 신청 내역',
  advertisers: '거래처 정보',
};

/**
 * foreign_key_violation / restrict_violation: deleting a row others still point at (a member with
 * ledger history), or pointing at a row that is gone (a deleted account's token).
 */
function referenceError(database: { code: string; detail: string; table: string }): { status: number; code: string; message: string } {
  const inUse = database.code === '23001' || /still referenced|is referenced/i.test(database.detail);
  if (!inUse) return { status: 409, code: 'REFERENCE_MISSING', message: '연결된 정보를 찾을 수 없습니다. 새로고침 후 다시 시도해주세요.' };
  const referencing = /from table "([^"]+)"/.exec(database.detail)?.[1] ?? database.table;
  const what = recordNames[referencing] ?? '관련된 기록';
  return { status: 409, code: 'IN_USE', message: `${josa(what, '이', '가')} 있어 삭제할 수 없습니다. 삭제 대신 비활성화를 이용해주세요.` };
}

/** The PostgreSQL error inside a driver or drizzle wrapper (node-postgres and PGlite both carry `code`). */
function databaseErrorOf(error: unknown): { code: string; detail: string; table: string } | null {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const { code, detail, table } = current as { code?: unknown; detail?: unknown; table?: unknown };
    if (typeof code === 'string' && /^[0-9][0-9A-Z]{4}$/.test(code)) {
      return { code, detail: typeof detail === 'string' ? detail : '', table: typeof table === 'string' ? table : '' };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * Errors Fastify raises before any route (a URL that does not decode, e.g. a lone surrogate as
 * %ED%A0%80): the `frameworkErrors` option of every Fastify instance that runs the app.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void reply.status(status).send({ message: '요청 주소가 올바르지 않습니다.', code: error.code ?? 'BAD_URL' });
}

interface AjvIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

function fieldOf(issue: AjvIssue): string | undefined {
  if (issue.keyword === 'required' && typeof issue.params.missingProperty === 'string') return issue.params.missingProperty;
  if (issue.keyword === 'additionalProperties' && typeof issue.params.additionalProperty === 'string') return issue.params.additionalProperty;
  const parts = issue.instancePath.split('/').filter((part) => part && !/^\d+$/.test(part));
  return parts.at(-1);
}

/** Korean particle after a word: 받침 → first form (을/은/이), otherwise the second (를/는/가). */
export function josa(word: string, withBatchim: string, without: string): string {
  const last = word.charCodeAt(word.length - 1);
  if (last < 0xac00 || last > 0xd7a3) return `${word}${withBatchim}(${without})`;
  return word + ((last - 0xac00) % 28 !== 0 ? withBatchim : without);
}

/** One Korean sentence naming the field; the password length rule keeps its spec wording. */
export function validationMessage(issue: AjvIssue, field: string | undefined): string {
  const label = labelOf(field);
  if (/password$/i.test(field ?? '') && issue.keyword === 'minLength') return messages.passwordTooShort;
  const format = field ? fieldFormats[field] : undefined;
  if (format && ['type', 'pattern', 'minLength', 'maxLength'].includes(issue.keyword)) return `${josa(label, '은', '는')} ${format} 형식으로 입력해주세요.`;
  // An item of a list (`/answers/1`): a null, empty or blank item names its position.
  const item = /\/(\d+)$/.exec(issue.instancePath);
  if (item && ['type', 'minLength', 'pattern'].includes(issue.keyword)) {
    return `${label}의 ${Number(item[1]) + 1}번째 항목이 비어 있거나 올바르지 않습니다.`;
  }
  switch (issue.keyword) {
    case 'required':
      return `${josa(label, '을', '를')} 입력해주세요.`;
    case 'minLength':
      return `${josa(label, '은', '는')} 최소 ${String(issue.params.limit)}자 이상 입력해주세요.`;
    case 'maxLength':
      return `${josa(label, '은', '는')} 최대 ${String(issue.params.limit)}자까지 입력할 수 있습니다.`;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return `${label}의 값이 허용 범위를 벗어났습니다.`;
    case 'minItems':
      return `${josa(label, '을', '를')} 하나 이상 입력해주세요.`;
    case 'additionalProperties':
      return `허용되지 않는 항목입니다: ${label}`;
    default:
      return `${label}의 형식이 올바르지 않습니다.`;
  }
}

export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof AppError) {
        return reply.status(error.statusCode).send({ message: error.message, code: error.code, field: error.field });
      }
      const fastifyError = error as FastifyError;
      if (fastifyError.validation && fastifyError.validation.length > 0) {
        const issue = fastifyError.validation[0] as unknown as AjvIssue;
        const field = fieldOf(issue);
        return reply.status(400).send({ message: validationMessage(issue, field), code: 'VALIDATION', field });
      }
      const database = databaseErrorOf(error);
      const known = database && (database.code === '23503' || database.code === '23001' ? referenceError(database) : databaseErrors[database.code]);
      if (known) {
        request.log.info({ err: error, sqlState: database.code }, 'database refused the request');
        return reply.status(known.status).send({ message: known.message, code: known.code });
      }
      const status = fastifyError.statusCode ?? 500;
      if (status === 429) {
        return reply.status(429).send({ message: messages.tooManyRequests, code: 'RATE_LIMITED' });
      }
      if (status >= 400 && status < 500) {
        request.log.info({ err: error }, 'client error');
        const message =
          fastifyError.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? '지원하지 않는 요청 형식입니다.'
            : fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
              ? '요청 본문이 너무 큽니다.'
              : fastifyError.code?.startsWith('FST_INVALID_MULTIPART') || fastifyError.code === 'FST_PROTO_VIOLATION'
                ? '파일 업로드 요청 형식이 올바르지 않습니다.'
              : status === 404
                ? messages.routeNotFound
                : '요청 형식이 올바르지 않습니다.';
        return reply.status(status).send({ message, code: fastifyError.code ?? 'BAD_REQUEST' });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ message: messages.default, code: 'INTERNAL' });
    });
  },
  { name: 'nurly-errors' },
);
