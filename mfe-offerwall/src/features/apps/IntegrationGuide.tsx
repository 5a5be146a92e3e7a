/**
 * "How to integrate" (docs/decisions/money-loop.md#offerwall-api): the three headers, the signing string (the contract's
 * SIGNING_TEMPLATE, rules/signing.ts) and a runnable Node.js sample, so a partner can sign a first
 * request without reading the whole API page; then how to verify a postback with the
 * `standardwebhooks` library (TypeScript) and try a receiver with curl (rules/standard-webhooks.ts,
 * the same text /api/docs shows).
 */
import { Box, Card, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  SIGNING_TEMPLATE,
  WEBHOOK_SIGN_SAMPLE_CURL,
  WEBHOOK_SIGNING_TEMPLATE,
  WEBHOOK_VERIFY_SAMPLE_TS,
  signingString,
} from '@nurly/contracts';

/** The sample's signing line: the contract's signingString over the sample's variable names. */
const signedText = signingString({
  timestamp: '${timestamp}',
  method: '${METHOD}',
  pathWithQuery: '${pathWithQuery}',
  bodySha256Hex: '${bodyHash}',
});

function sample(origin: string): string {
  return `import { createHash, createHmac } from 'node:crypto';

const key = process.env.NURLY_KEY;
const secret = process.env.NURLY_SECRET;

async function call(METHOD, pathWithQuery, payload) {
  const body = payload === undefined ? '' : JSON.stringify(payload);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const bodyHash = createHash('sha256').update(body).digest('hex');
  const signature = createHmac('sha256', secret)
    .update(\`${signedText}\`)
    .digest('hex');
  const response = await fetch('${origin}' + pathWithQuery, {
    method: METHOD,
    headers: {
      'Content-Type': 'application/json',
      'X-Nurly-Key': key,
      'X-Nurly-Timestamp': timestamp,
      'X-Nurly-Signature': signature,
    },
    body: body || undefined,
  });
  return response.json();
}

const { results } = await call('GET', '/api/offerwall/v1/missions?user=user-1');
const click = await call('POST', '/api/offerwall/v1/clicks', { mission_id: results[0].mission_id, user: 'user-1', ip: '203.0.113.7' });
console.log(await call('POST', \`/api/offerwall/v1/clicks/\${click.click_id}/complete\`, { answer: '정답' }));`;
}

function Code({ children, testId }: { children: string; testId: string }) {
  return (
    <Box
      as="pre"
      fontFamily="mono"
      fontSize="xs"
      p="3"
      borderWidth="1px"
      borderRadius="md"
      bg="bg.muted"
      overflowX="auto"
      data-testid={testId}
    >
      {children}
    </Box>
  );
}

/** A titled code sample: the title above the block. */
function Sample({ title, testId, children }: { title: string; testId: string; children: string }) {
  return (
    <>
      <Text fontSize="sm" fontWeight="semibold">
        {title}
      </Text>
      <Code testId={testId}>{children}</Code>
    </>
  );
}

function Mono({ children, testId }: { children: string; testId?: string }) {
  return (
    <Box as="code" fontFamily="mono" fontSize="sm" px="1" bg="bg.muted" borderRadius="sm" data-testid={testId}>
      {children}
    </Box>
  );
}

export function IntegrationGuide() {
  const { t } = useTranslation('offerwall');
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const headers: [string, string][] = [
    ['X-Nurly-Key', t('apps.guideHeaderKey')],
    ['X-Nurly-Timestamp', t('apps.guideHeaderTimestamp')],
    ['X-Nurly-Signature', t('apps.guideHeaderSignature')],
  ];
  return (
    <Card.Root variant="outline" mt="6" data-testid="integration-guide">
      <Card.Header>
        <Card.Title as="h2">{t('apps.guideTitle')}</Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <Text fontSize="sm">{t('apps.guideIntro')}</Text>
          <Stack as="ul" gap="1" ps="4">
            {headers.map(([name, meaning]) => (
              <Text as="li" key={name} fontSize="sm">
                <Mono>{name}</Mono> — {meaning}
              </Text>
            ))}
          </Stack>
          <Text fontSize="sm" fontWeight="semibold">
            {t('apps.guideSigning')}
          </Text>
          <Mono testId="signing-string">{SIGNING_TEMPLATE}</Mono>
          <Text fontSize="xs" color="fg.muted">
            {t('apps.guideSigningHelp')}
          </Text>
          <Sample title={t('apps.guideSample')} testId="signing-sample">
            {sample(origin)}
          </Sample>
          <Text as="h3" fontSize="md" fontWeight="semibold" mt="2">
            {t('apps.webhookTitle')}
          </Text>
          <Text fontSize="sm">{t('apps.webhookIntro')}</Text>
          <Mono testId="webhook-signing-string">{WEBHOOK_SIGNING_TEMPLATE}</Mono>
          <Sample title={t('apps.webhookSampleTs')} testId="webhook-sample-ts">
            {WEBHOOK_VERIFY_SAMPLE_TS}
          </Sample>
          <Sample title={t('apps.webhookSampleCurl')} testId="webhook-sample-curl">
            {WEBHOOK_SIGN_SAMPLE_CURL}
          </Sample>
          <Link href="/api/docs" target="_blank" rel="noreferrer" fontSize="sm" colorPalette="brand">
            {t('apps.guideDocs')}
          </Link>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
