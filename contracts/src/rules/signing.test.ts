import { EMPTY_BODY_SHA256, POSTBACK_SIGNING_TEMPLATE, SIGNING_TEMPLATE, postbackSigningString, signingString } from './signing';

describe('publisher signing strings', () => {
  it('joins timestamp, upper-cased method, the path as sent and the body hash with dots', () => {
    expect(
      signingString({
        timestamp: '1767225600',
        method: 'get',
        pathWithQuery: '/api/offerwall/v1/missions?user=u-1',
        bodySha256Hex: EMPTY_BODY_SHA256,
      }),
    ).toBe(`1767225600.GET./api/offerwall/v1/missions?user=u-1.${EMPTY_BODY_SHA256}`);
  });

  it('signs a postback as timestamp and raw body', () => {
    expect(postbackSigningString({ timestamp: '1767225600', body: '{"a":1}' })).toBe('1767225600.{"a":1}');
  });

  it('reads like its templates', () => {
    expect(
      signingString({
        timestamp: '{timestamp}',
        method: '{METHOD}',
        pathWithQuery: '{path with query}',
        bodySha256Hex: '{sha256 hex of body}',
      }),
    ).toBe(SIGNING_TEMPLATE);
    expect(postbackSigningString({ timestamp: '{timestamp}', body: '{raw body}' })).toBe(POSTBACK_SIGNING_TEMPLATE);
  });
});
