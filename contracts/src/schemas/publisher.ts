/**
 * Schemas of the publisher API (/api/offerwall/v1/…), which publishers' servers call with a signed
 * request (rules/signing.ts); the console's offerwall contract is ./offerwall.ts.
 */
import { Type } from 'typebox';
import { COMPLETION_REJECT_REASONS, POSTBACK_FAILURES, POSTBACK_STATUSES } from '../values/offerwall';
import { Id, Nullable, requestBody } from './common';
import { literals } from './literals';
import { withTitles } from './titles';

export const PublisherUserKey = Type.String({ minLength: 1, maxLength: 100, description: '매체의 사용자 키 (개인정보가 아닌 식별자)' });

/** The publisher's placement or campaign: printable ASCII (letters, digits, punctuation, space), at most 64. */
export const PublisherSubId = Type.String({
  minLength: 1,
  maxLength: 64,
  pattern: '^[\\x20-\\x7E]+$',
  description: '매체의 지면·캠페인 구분 (출력 가능한 ASCII, 최대 64자). 완료, 포스트백, 리포트에 그대로 실립니다.',
});

/** The `Idempotency-Key` header of POST clicks and POST clicks/{id}/complete. */
export const PublisherIdempotencyHeaders = withTitles(
  Type.Object({
    'idempotency-key': Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 255,
        description: '재시도를 안전하게: 같은 키와 같은 본문이면 첫 응답(상태 코드와 본문)을 그대로 돌려줍니다. 24시간 보관.',
      }),
    ),
  }),
);

export const PublisherMissionsQuery = withTitles(Type.Object({ user: PublisherUserKey }));

const PublisherTarget = Type.Object({
  mid: Type.Optional(Nullable(Type.String())),
  store_name: Type.Optional(Nullable(Type.String())),
  place_id: Type.Optional(Nullable(Type.String())),
  place_name: Type.Optional(Nullable(Type.String())),
  url: Nullable(Type.String()),
});

export const PublisherMission = Type.Object({
  mission_id: Type.Integer(),
  product_code: Type.String(),
  channel: Type.String(),
  keyword: Type.String(),
  target: PublisherTarget,
  question: Nullable(Type.String()),
  requires_answer: Type.Boolean(),
  payout: Type.Number({ description: '완료 1건당 매체 지급액 (원, 소수 첫째 자리까지)' }),
  payout_tenths: Type.Integer({ description: '같은 금액, 0.1원 단위 정수' }),
  remaining_today: Type.Integer(),
  ends_on: Type.String(),
});

export const PublisherMissionList = Type.Object({ day: Type.String(), results: Type.Array(PublisherMission) });

export const PublisherClickRequest = requestBody({
  mission_id: Id,
  user: PublisherUserKey,
  ip: Type.String({ minLength: 2, maxLength: 45, description: '사용자 기기의 IP' }),
  adid: Type.Optional(Nullable(Type.String({ maxLength: 100, description: '광고 ID (ADID/IDFA), 있으면' }))),
  sub_id: Type.Optional(Nullable(PublisherSubId)),
});

export const PublisherClickResponse = Type.Object({
  click_id: Type.Integer(),
  mission_id: Type.Integer(),
  sub_id: Nullable(Type.String()),
  status: Type.Literal('OPEN'),
  expires_at: Type.String(),
  min_seconds: Type.Integer(),
  payout: Type.Number(),
  payout_tenths: Type.Integer(),
  instructions: Type.Object({
    product_code: Type.String(),
    keyword: Type.String(),
    target: PublisherTarget,
    question: Nullable(Type.String()),
    steps: Type.Array(Type.String()),
  }),
});

export const PublisherClickParams = withTitles(Type.Object({ id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) }));

export const PublisherCompleteRequest = requestBody({ answer: Type.Optional(Type.String({ maxLength: 200 })) });

export const PublisherCompleteResponse = Type.Object({
  status: literals(['COMPLETED', 'REJECTED', 'DUPLICATE']),
  code: Type.Optional(literals([...COMPLETION_REJECT_REASONS, 'DUPLICATE'])),
  transaction_id: Nullable(Type.String()),
  payout: Type.Optional(Type.Number()),
  payout_tenths: Type.Optional(Type.Integer()),
});

export const PublisherTransactionParams = withTitles(Type.Object({ id: Type.String({ maxLength: 36 }) }));

export const PublisherTransactionResponse = Type.Object({
  transaction_id: Type.String(),
  click_id: Type.Integer(),
  mission_id: Type.Integer(),
  user: Type.String(),
  sub_id: Nullable(Type.String()),
  day: Type.String(),
  status: literals(['COMPLETED', 'REJECTED']),
  code: Nullable(Type.String()),
  payout: Type.Number(),
  payout_tenths: Type.Integer(),
  created_at: Type.String(),
  postback: Nullable(
    Type.Object({
      status: literals(POSTBACK_STATUSES),
      attempts: Type.Integer(),
      last_status_code: Nullable(Type.Integer()),
      last_error: Nullable(literals(POSTBACK_FAILURES)),
    }),
  ),
});

export const PublisherReportQuery = withTitles(
  Type.Object({
    from: Type.Optional(Type.String({ maxLength: 10, description: 'YYYY-MM-DD (Asia/Seoul), 기본: to가 속한 달의 1일' })),
    to: Type.Optional(Type.String({ maxLength: 10, description: 'YYYY-MM-DD (Asia/Seoul), 기본: 오늘' })),
    group_by: Type.Optional(
      Type.Literal('sub_id', { description: 'sub_id: 날짜와 sub_id별로 나눕니다 (sub_id 없이 들어온 클릭은 null).' }),
    ),
  }),
);

export const PublisherReportResponse = Type.Object({
  from: Type.String(),
  to: Type.String(),
  results: Type.Array(
    Type.Object({
      day: Type.String(),
      sub_id: Type.Optional(Nullable(Type.String())),
      clicks: Type.Integer(),
      completions: Type.Integer(),
      rejections: Type.Integer(),
      payout: Type.Number(),
      payout_tenths: Type.Integer(),
    }),
  ),
});
