import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
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
};

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
  const label = field ? (fieldLabels[field] ?? field) : '입력값';
  if (/password$/i.test(field ?? '') && issue.keyword === 'minLength') return messages.passwordTooShort;
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
