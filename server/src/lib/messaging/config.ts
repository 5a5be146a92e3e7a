/**
 * The `messaging` section of the app config (src/config.ts): which provider carries 알림톡 and
 * SMS, its keys, and the bounded retry. Checked together by assertMessagingConfig at start.
 */
import { Type, type Static } from 'typebox';
import { intFrom, stringFrom, type Env } from '../env';

const nullable = <T extends ReturnType<typeof Type.String>>(schema: T, env: string) => Type.Union([schema, Type.Null()], { env });
const url = Type.String({ pattern: '^https?://' });
const key = Type.String({ minLength: 1, maxLength: 200 });

export const MessagingConfigSchema = Type.Object({
  /**
   * solapi | nhn: the vendor's REST API. console: logged, never sent (offline default). http: the
   * legacy generic endpoint SMS_PROVIDER_URL (POST {to, text}), offline use only.
   */
  provider: Type.Union([Type.Literal('solapi'), Type.Literal('nhn'), Type.Literal('console'), Type.Literal('http')], {
    env: 'MESSAGE_PROVIDER',
  }),
  /** Legacy generic SMS endpoint (MESSAGE_PROVIDER=http, the default when it is set). */
  httpUrl: nullable(url, 'SMS_PROVIDER_URL'),
  /** 발신번호: registered with the provider (발신번호 사전등록); digits only. */
  senderNo: nullable(Type.String({ pattern: '^[0-9]{8,13}$' }), 'MESSAGE_SENDER_NO'),
  /** 알림톡 templates of the auth codes (variable #{code}); null = the codes go as SMS. */
  authTemplates: Type.Object({
    signup: nullable(Type.String({ minLength: 1, maxLength: 50 }), 'MESSAGE_AUTH_TEMPLATE_SIGNUP'),
    reset: nullable(Type.String({ minLength: 1, maxLength: 50 }), 'MESSAGE_AUTH_TEMPLATE_RESET'),
  }),
  solapi: Type.Object({
    apiKey: nullable(key, 'SOLAPI_API_KEY'),
    apiSecret: nullable(key, 'SOLAPI_API_SECRET'),
    /** 카카오 채널의 pfId (알림톡 only). */
    pfId: nullable(key, 'SOLAPI_PF_ID'),
    apiBase: Type.String({ pattern: '^https?://', env: 'SOLAPI_API_BASE' }),
  }),
  nhn: Type.Object({
    smsAppKey: nullable(key, 'NHN_SMS_APP_KEY'),
    smsSecretKey: nullable(key, 'NHN_SMS_SECRET_KEY'),
    smsApiBase: Type.String({ pattern: '^https?://', env: 'NHN_SMS_API_BASE' }),
    alimtalkAppKey: nullable(key, 'NHN_ALIMTALK_APP_KEY'),
    alimtalkSecretKey: nullable(key, 'NHN_ALIMTALK_SECRET_KEY'),
    /** 발신 키 of the 카카오 채널 (40 characters). */
    alimtalkSenderKey: nullable(key, 'NHN_ALIMTALK_SENDER_KEY'),
    alimtalkApiBase: Type.String({ pattern: '^https?://', env: 'NHN_ALIMTALK_API_BASE' }),
  }),
  /** Per HTTP request to the provider (a code request waits for at most attempts × this, plus backoff). */
  timeoutMs: Type.Integer({ minimum: 100, maximum: 60_000, env: 'MESSAGE_TIMEOUT_MS' }),
  /** Requests per send (the first included) on network errors, timeouts and 5xx; never on 4xx. */
  retryAttempts: Type.Integer({ minimum: 1, maximum: 6, env: 'MESSAGE_RETRY_ATTEMPTS' }),
  /** Backoff before retry n: base × 2^(n-1), with jitter up to base. */
  retryBaseMs: Type.Integer({ minimum: 0, maximum: 10_000, env: 'MESSAGE_RETRY_BASE_MS' }),
});
export type MessagingConfig = Static<typeof MessagingConfigSchema>;

export function messagingConfigFrom(env: Env = process.env): MessagingConfig {
  const httpUrl = stringFrom(env, 'SMS_PROVIDER_URL');
  return {
    provider: (env.MESSAGE_PROVIDER?.trim().toLowerCase() || (httpUrl ? 'http' : 'console')) as MessagingConfig['provider'],
    httpUrl,
    senderNo: stringFrom(env, 'MESSAGE_SENDER_NO')?.replace(/-/g, '') ?? null,
    authTemplates: {
      signup: stringFrom(env, 'MESSAGE_AUTH_TEMPLATE_SIGNUP'),
      reset: stringFrom(env, 'MESSAGE_AUTH_TEMPLATE_RESET'),
    },
    solapi: {
      apiKey: stringFrom(env, 'SOLAPI_API_KEY'),
      apiSecret: stringFrom(env, 'SOLAPI_API_SECRET'),
      pfId: stringFrom(env, 'SOLAPI_PF_ID'),
      apiBase: stringFrom(env, 'SOLAPI_API_BASE') ?? 'https://api.solapi.com',
    },
    nhn: {
      smsAppKey: stringFrom(env, 'NHN_SMS_APP_KEY'),
      smsSecretKey: stringFrom(env, 'NHN_SMS_SECRET_KEY'),
      smsApiBase: stringFrom(env, 'NHN_SMS_API_BASE') ?? 'https://sms.api.nhncloudservice.com',
      alimtalkAppKey: stringFrom(env, 'NHN_ALIMTALK_APP_KEY'),
      alimtalkSecretKey: stringFrom(env, 'NHN_ALIMTALK_SECRET_KEY'),
      alimtalkSenderKey: stringFrom(env, 'NHN_ALIMTALK_SENDER_KEY'),
      alimtalkApiBase: stringFrom(env, 'NHN_ALIMTALK_API_BASE') ?? 'https://kakaotalk-bizmessage.api.nhncloudservice.com',
    },
    timeoutMs: intFrom(env, 'MESSAGE_TIMEOUT_MS', 5_000),
    retryAttempts: intFrom(env, 'MESSAGE_RETRY_ATTEMPTS', 3),
    retryBaseMs: intFrom(env, 'MESSAGE_RETRY_BASE_MS', 500),
  };
}

/** Whether 알림톡 can be sent at all with this configuration (else every ALIMTALK goes as SMS/LMS). */
export function alimtalkConfigured(config: MessagingConfig): boolean {
  if (config.provider === 'solapi') return Boolean(config.solapi.pfId);
  if (config.provider === 'nhn') return Boolean(config.nhn.alimtalkAppKey && config.nhn.alimtalkSecretKey && config.nhn.alimtalkSenderKey);
  return false;
}

/**
 * Settings valid one by one but not together; src/config.ts calls it after validation. A real
 * provider without its keys stops the start (in every environment: it would fail at the first code).
 */
export function assertMessagingConfig(config: MessagingConfig): void {
  const missing = (names: [string, string | null][]) => names.filter(([, value]) => !value).map(([name]) => name);
  let absent: string[] = [];
  if (config.provider === 'http' && !config.httpUrl) absent = ['SMS_PROVIDER_URL'];
  if (config.provider === 'solapi') {
    absent = missing([
      ['SOLAPI_API_KEY', config.solapi.apiKey],
      ['SOLAPI_API_SECRET', config.solapi.apiSecret],
      ['MESSAGE_SENDER_NO', config.senderNo],
    ]);
  }
  if (config.provider === 'nhn') {
    absent = missing([
      ['NHN_SMS_APP_KEY', config.nhn.smsAppKey],
      ['NHN_SMS_SECRET_KEY', config.nhn.smsSecretKey],
      ['MESSAGE_SENDER_NO', config.senderNo],
    ]);
    const alimtalk = [config.nhn.alimtalkAppKey, config.nhn.alimtalkSecretKey, config.nhn.alimtalkSenderKey];
    if (alimtalk.some(Boolean) && !alimtalk.every(Boolean)) {
      absent.push(
        ...missing([
          ['NHN_ALIMTALK_APP_KEY', config.nhn.alimtalkAppKey],
          ['NHN_ALIMTALK_SECRET_KEY', config.nhn.alimtalkSecretKey],
          ['NHN_ALIMTALK_SENDER_KEY', config.nhn.alimtalkSenderKey],
        ]),
      );
    }
  }
  if (absent.length) throw new Error(`Invalid configuration: MESSAGE_PROVIDER=${config.provider} needs ${absent.join(', ')}.`);
  const templates = config.authTemplates.signup || config.authTemplates.reset;
  if (templates && (config.provider === 'solapi' || config.provider === 'nhn') && !alimtalkConfigured(config)) {
    throw new Error(
      config.provider === 'solapi'
        ? 'Invalid configuration: MESSAGE_AUTH_TEMPLATE_* are 알림톡 templates and need SOLAPI_PF_ID (the 카카오 채널).'
        : 'Invalid configuration: MESSAGE_AUTH_TEMPLATE_* are 알림톡 templates and need NHN_ALIMTALK_APP_KEY, NHN_ALIMTALK_SECRET_KEY and NHN_ALIMTALK_SENDER_KEY.',
    );
  }
}
