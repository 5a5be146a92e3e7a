/**
 * The signing section of every publisher route in /api/docs: the contract's templates
 * (@nurly/contracts rules/signing.ts) and a worked example computed by the real signing code, so
 * the documentation cannot drift from it.
 */
import {
  EMPTY_BODY_SHA256,
  POSTBACK_SIGNING_TEMPLATE,
  SIGNATURE_HEADERS,
  SIGNING_TEMPLATE,
  TEST_POSTBACK_ID_PREFIX,
  WEBHOOK_HEADERS,
  WEBHOOK_SIGN_SAMPLE_CURL,
  WEBHOOK_SIGNING_TEMPLATE,
  WEBHOOK_VERIFY_SAMPLE_TS,
} from '@nurly/contracts';
import { canonicalRequest, signRequest } from './signature';

const exampleSecret = 'c2VjcmV0LWV4YW1wbGUtZG8tbm90LXVzZS0xMjM0NTY3OA';
const exampleBody = '{"mission_id":42,"user":"u-1001","ip":"203.0.113.7"}';
const examplePath = '/api/offerwall/v1/clicks';
const exampleTimestamp = '1767225600';

/** Markdown shown on every publisher route in /api/docs. */
export const signingDescription = `**서명 (모든 요청)** — 헤더 \`${SIGNATURE_HEADERS.key}\` (앱 키), \`${SIGNATURE_HEADERS.timestamp}\` (Unix 초, 서버 시각 ±300초), \`${SIGNATURE_HEADERS.signature}\`:

\`\`\`
${SIGNATURE_HEADERS.signature} = hex(HMAC-SHA256(secret, "${SIGNING_TEMPLATE}"))
\`\`\`
본문이 없으면 빈 문자열의 sha256 (\`${EMPTY_BODY_SHA256}\`)을 씁니다. path는 보낸 그대로(\`/api/offerwall/v1/missions?user=u-1001\`)입니다. 같은 서명의 재전송은 거절됩니다(409 \`REPLAYED\`).

예) secret \`${exampleSecret}\`, \`POST ${examplePath}\`, timestamp \`${exampleTimestamp}\`, body \`${exampleBody}\`
\`\`\`
${canonicalRequest(exampleTimestamp, 'POST', examplePath, exampleBody)}
→ ${SIGNATURE_HEADERS.signature}: ${signRequest(exampleSecret, exampleTimestamp, 'POST', examplePath, exampleBody)}
\`\`\`
시크릿을 재발급하면 이전 시크릿도 유예 기간(기본 24시간, 콘솔에 표시, "지금 종료"로 단축) 동안 함께 유효합니다.

오류: 401 \`SIGNATURE_MISSING\` / \`UNKNOWN_KEY\` / \`STALE_TIMESTAMP\` / \`BAD_SIGNATURE\`, 403 \`APP_DISABLED\` / \`IP_NOT_ALLOWED\`, 409 \`REPLAYED\`, 413 본문 초과.`;

/** Markdown of how postbacks are signed and checked (on the routes that return a transaction's postback state). */
export const postbackDescription = `**포스트백 서명 확인 (Standard Webhooks, 새 앱의 기본)** — 헤더 \`${WEBHOOK_HEADERS.id}\` (거래 ID, 재시도해도 같음; 콘솔 테스트 전송은 \`${TEST_POSTBACK_ID_PREFIX}…\`이고 본문에 \`"test": true\`), \`${WEBHOOK_HEADERS.timestamp}\` (Unix 초), \`${WEBHOOK_HEADERS.signature}\`:

\`\`\`
${WEBHOOK_HEADERS.signature} = v1,base64(HMAC-SHA256(base64decode(secret에서 whsec_ 뒤), "${WEBHOOK_SIGNING_TEMPLATE}"))
\`\`\`
시크릿 재발급 후 유예 기간에는 새·이전 시크릿의 서명이 공백으로 구분되어 함께 옵니다(둘 중 하나가 맞으면 유효). Standard Webhooks 라이브러리로 확인하세요 (TypeScript, npm \`standardwebhooks\`):

\`\`\`ts
${WEBHOOK_VERIFY_SAMPLE_TS}
\`\`\`
받는 쪽을 직접 시험하려면 (curl, openssl):

\`\`\`sh
${WEBHOOK_SIGN_SAMPLE_CURL}
\`\`\`
이전 방식(앱 설정 \`postback_scheme: nurly\`)은 \`${SIGNATURE_HEADERS.timestamp}\`와 \`${SIGNATURE_HEADERS.signature}\` = hex(HMAC-SHA256(secret, "${POSTBACK_SIGNING_TEMPLATE}")) 입니다(유예 중에는 공백으로 구분된 두 값).`;
