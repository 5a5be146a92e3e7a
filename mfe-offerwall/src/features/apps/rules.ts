/**
 * The app form's rules, checked in the browser before anything is sent (the server checks the
 * same): each message is the contract's Korean one and names the field.
 */
import { APP_NAME_MAX_LENGTH, offerwallMessages, type PostbackScheme } from '@nurly/contracts';
import type { CreatePublisherAppRequest, PublisherApp } from '@nurly/contracts/schemas';

export interface AppFormValues {
  name: string;
  postback_url: string;
  /** One IP or CIDR per line. */
  allowed_ips: string;
  postback_scheme: PostbackScheme;
}

/** A new app signs its postbacks the Standard Webhooks way. */
export const emptyAppForm: AppFormValues = { name: '', postback_url: '', allowed_ips: '', postback_scheme: 'standard' };

export function appFormValues(app: PublisherApp): AppFormValues {
  return {
    name: app.name,
    postback_url: app.postback_url ?? '',
    allowed_ips: app.allowed_ips.join('\n'),
    postback_scheme: app.postback_scheme,
  };
}

export const appNameTooLong = `앱 이름은 ${APP_NAME_MAX_LENGTH}자 이하로 입력해주세요.`;

export function checkAppName(value: string): true | string {
  if (!value.trim()) return offerwallMessages.appNameRequired;
  return value.trim().length <= APP_NAME_MAX_LENGTH || appNameTooLong;
}

/** Empty (no postbacks) or an absolute http(s) URL. */
export function checkPostbackUrl(value: string): true | string {
  const text = value.trim();
  if (!text) return true;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? true : offerwallMessages.postbackUrlInvalid;
  } catch {
    return offerwallMessages.postbackUrlInvalid;
  }
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
// IPv6 in any of its shortened forms: hex groups and colons (an embedded IPv4 tail allowed); the server parses it exactly.
const IPV6 = /^(?=.*:)[0-9a-f:]+(:(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})?$/i;

/** An IPv4 or IPv6 address, optionally with a CIDR prefix length. */
export function isIpOrCidr(entry: string): boolean {
  const [address, prefix, extra] = entry.split('/');
  if (extra !== undefined || !address) return false;
  const v4 = IPV4.test(address);
  const v6 = !v4 && IPV6.test(address) && (address.match(/::/g)?.length ?? 0) <= 1;
  if (!v4 && !v6) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (v4 ? 32 : 128);
}

/** The lines of the allowed-IPs box, trimmed, blank lines dropped, duplicates once. */
export function parseAllowedIps(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    ),
  ];
}

export function checkAllowedIps(text: string): true | string {
  return parseAllowedIps(text).every(isIpOrCidr) || offerwallMessages.allowedIpInvalid;
}

/** The request body of a checked form (an empty postback URL clears it). */
export function appRequestBody(values: AppFormValues): Required<Omit<CreatePublisherAppRequest, 'owner_id'>> {
  return {
    name: values.name.trim(),
    postback_url: values.postback_url.trim() || null,
    allowed_ips: parseAllowedIps(values.allowed_ips),
    postback_scheme: values.postback_scheme,
  };
}
