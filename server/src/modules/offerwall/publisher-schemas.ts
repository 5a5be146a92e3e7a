/**
 * Schemas of the publisher API (/api/offerwall/v1/…): kept next to the server module because only
 * publishers' servers call it (the console contract is @nurly/contracts/schemas/offerwall).
 */
import { Type, type TLiteral, type TUnion } from 'typebox';
import { COMPLETION_REJECT_REASONS, POSTBACK_FAILURES, POSTBACK_STATUSES } from '@nurly/contracts';
import { Id } from '@nurly/contracts/schemas';
import { canonicalRequest, signRequest } from './signature';

type LiteralTuple<T extends readonly string[]> = { -readonly [K in keyof T]: TLiteral<T[K]> };
const literals = <const T extends readonly [string, ...string[]]>(values: T) =>
  Type.Union(values.map((value) => Type.Literal(value))) as unknown as TUnion<LiteralTuple<T>>;
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const UserKey = Type.String({ minLength: 1, maxLength: 100, description: '매체의 사용자 키 (개인정보가 아닌 식별자)' });

export const MissionsQuery = Type.Object({ user: UserKey });

const Target = Type.Object({
  mid: Type.Optional(Nullable(Type.String())),
  store_name: Type.Optional(Nullable(Type.String())),
  place_id: Type.Optional(Nullable(Type.String())),
  place_name: Type.Optional(Nullable(Type.String())),
  url: Nullable(Type.String()),
});

export const Mission = Type.Object({
  mission_id: Type.Integer(),
  product_code: Type.String(),
  channel: Type.String(),
  keyword: Type.String(),
  target: Target,
  question: Nullable(Type.String()),
  requires_answer: Type.Boolean(),
  payout: Type.Number({ description: '완료 1건당 매체 지급액 (원, 소수 첫째 자리까지)' }),
  payout_tenths: Type.Integer({ description: '같은 금액, 0.1원 단위 정수' }),
  remaining_today: Type.Integer(),
  ends_on: Type.String(),
});

export const MissionList = Type.Object({ day: Type.String(), results: Type.Array(Mission) });

export const ClickRequest = Type.Object(
  {
    mission_id: Id,
    user: UserKey,
    ip: Type.String({ minLength: 2, maxLength: 45, description: '사용자 기기의 IP' }),
    adid: Type.Optional(Nullable(Type.String({ maxLength: 100, description: '광고 ID (ADID/IDFA), 있으면' }))),
  },
  { additionalProperties: false },
);

export const ClickResponse = Type.Object({
  click_id: Type.Integer(),
  mission_id: Type.Integer(),
  status: Type.Literal('OPEN'),
  expires_at: Type.String(),
  min_seconds: Type.Integer(),
  payout: Type.Number(),
  payout_tenths: Type.Integer(),
  instructions: Type.Object({
    product_code: Type.String(),
    keyword: Type.String(),
    target: Target,
    question: Nullable(Type.String()),
    steps: Type.Array(Type.String()),
  }),
});

export const ClickParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) });

export const CompleteRequest = Type.Object({ answer: Type.Optional(Type.String({ maxLength: 200 })) }, { additionalProperties: false });

export const CompleteResponse = Type.Object({
  status: literals(['COMPLETED', 'REJECTED', 'DUPLICATE']),
  code: Type.Optional(literals([...COMPLETION_REJECT_REASONS, 'DUPLICATE'])),
  transaction_id: Nullable(Type.String()),
  payout: Type.Optional(Type.Number()),
  payout_tenths: Type.Optional(Type.Integer()),
});

export const TransactionParams = Type.Object({ id: Type.String({ maxLength: 36 }) });

export const TransactionResponse = Type.Object({
  transaction_id: Type.String(),
  click_id: Type.Integer(),
  mission_id: Type.Integer(),
  user: Type.String(),
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

export const ReportQuery = Type.Object({
  from: Type.Optional(Type.String({ maxLength: 10, description: 'YYYY-MM-DD (Asia/Seoul), 기본: to가 속한 달의 1일' })),
  to: Type.Optional(Type.String({ maxLength: 10, description: 'YYYY-MM-DD (Asia/Seoul), 기본: 오늘' })),
});

export const ReportResponse = Type.Object({
  from: Type.String(),
  to: Type.String(),
  results: Type.Array(
    Type.Object({
      day: Type.String(),
      clicks: Type.Integer(),
      completions: Type.Integer(),
      rejections: Type.Integer(),
      payout: Type.Number(),
      payout_tenths: Type.Integer(),
    }),
  ),
});

// A worked example computed with the real signing code, so the documentation cannot drift from it.
const exampleSecret = 'c2VjcmV0LWV4YW1wbGUtZG8tbm90LXVzZS0xMjM0NTY3OA';
const exampleBody = '{"mission_id":42,"user":"u-1001","ip":"203.0.113.7"}';
const examplePath = '/api/offerwall/v1/clicks';
const exampleTimestamp = '1767225600';

/** Markdown shown on every publisher route in /api/docs. */
export const signingDescription = `**서명 (모든 요청)** — 헤더 \`X-Nurly-Key\` (앱 키), \`X-Nurly-Timestamp\` (Unix 초, 서버 시각 ±300초), \`X-Nurly-Signature\`:

\`\`\`
X-Nurly-Signature = hex(HMAC-SHA256(secret, "{timestamp}.{METHOD}.{path with query}.{hex sha256(raw body)}"))
\`\`\`
본문이 없으면 빈 문자열의 sha256 (\`e3b0c442…b855\`)을 씁니다. path는 보낸 그대로(\`/api/offerwall/v1/missions?user=u-1001\`)입니다. 같은 서명의 재전송은 거절됩니다(409 \`REPLAYED\`).

예) secret \`${exampleSecret}\`, \`POST ${examplePath}\`, timestamp \`${exampleTimestamp}\`, body \`${exampleBody}\`
\`\`\`
${canonicalRequest(exampleTimestamp, 'POST', examplePath, exampleBody)}
→ X-Nurly-Signature: ${signRequest(exampleSecret, exampleTimestamp, 'POST', examplePath, exampleBody)}
\`\`\`
오류: 401 \`SIGNATURE_MISSING\` / \`UNKNOWN_KEY\` / \`STALE_TIMESTAMP\` / \`BAD_SIGNATURE\`, 403 \`APP_DISABLED\` / \`IP_NOT_ALLOWED\`, 409 \`REPLAYED\`, 413 본문 초과.`;
