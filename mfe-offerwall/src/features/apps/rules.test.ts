import { offerwallMessages } from '@nurly/contracts';
import { appRequestBody, checkAllowedIps, checkAppName, checkPostbackUrl, isIpOrCidr, parseAllowedIps } from './rules';

describe('publisher app form rules', () => {
  it('needs a name of at most 100 characters', () => {
    expect(checkAppName('  ')).toBe(offerwallMessages.appNameRequired);
    expect(checkAppName('리워드 앱')).toBe(true);
    expect(checkAppName('가'.repeat(101))).toBe('앱 이름은 100자 이하로 입력해주세요.');
  });

  it('accepts an empty postback URL or an http(s) one only', () => {
    expect(checkPostbackUrl('')).toBe(true);
    expect(checkPostbackUrl('https://publisher.example/postback?x=1')).toBe(true);
    expect(checkPostbackUrl('http://127.0.0.1:9000/pb')).toBe(true);
    expect(checkPostbackUrl('ftp://publisher.example/pb')).toBe(offerwallMessages.postbackUrlInvalid);
    expect(checkPostbackUrl('publisher.example/pb')).toBe(offerwallMessages.postbackUrlInvalid);
  });

  it('reads allowed IPs one per line and accepts IPv4, IPv6 and CIDR only', () => {
    expect(parseAllowedIps(' 203.0.113.7 \n\n203.0.113.0/24\r\n203.0.113.7\n')).toEqual(['203.0.113.7', '203.0.113.0/24']);
    for (const ok of ['10.0.0.1', '10.0.0.0/8', '::1', '2001:db8::/32', '::ffff:192.0.2.1'])
      expect([ok, isIpOrCidr(ok)]).toEqual([ok, true]);
    for (const bad of ['10.0.0.256', '10.0.0', '10.0.0.0/33', 'localhost', '2001:db8::1::2', '1.2.3.4/8/9', '::/129'])
      expect([bad, isIpOrCidr(bad)]).toEqual([bad, false]);
    expect(checkAllowedIps('')).toBe(true);
    expect(checkAllowedIps('10.0.0.1\nexample.com')).toBe(offerwallMessages.allowedIpInvalid);
  });

  it('builds the request: trimmed name, no postback URL as null, the IP list', () => {
    expect(appRequestBody({ name: ' 앱 ', postback_url: ' ', allowed_ips: '10.0.0.1\n', postback_scheme: 'nurly' })).toEqual({
      name: '앱',
      postback_url: null,
      allowed_ips: ['10.0.0.1'],
      postback_scheme: 'nurly',
    });
  });
});
