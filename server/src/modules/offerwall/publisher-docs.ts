/**
 * The signing section of every publisher route in /api/docs: the contract's templates
 * (@nurly/contracts rules/signing.ts) and a worked example computed by the real signing code, so
 * the documentation cannot drift from it.
 */
import { EMPTY_BODY_SHA256, SIGNATURE_HEADERS, SIGNING_TEMPLATE } from '@nurly/contracts';
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
오류: 401 \`SIGNATURE_MISSING\` / \`UNKNOWN_KEY\` / \`STALE_TIMESTAMP\` / \`BAD_SIGNATURE\`, 403 \`APP_DISABLED\` / \`IP_NOT_ALLOWED\`, 409 \`REPLAYED\`, 413 본문 초과.`;
