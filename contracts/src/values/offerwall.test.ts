import { flagDetailValues, flagDetailsText, offerwallLabels } from './offerwall';

describe('monitoring flag details', () => {
  it('reads each kind in Korean, counts grouped and the failure rate as a percent', () => {
    expect(flagDetailsText('IP_MANY_USERS', { users: 7 })).toBe('사용자 키 7개');
    expect(flagDetailsText('DEVICE_MANY_USERS', { users: 3 })).toBe('사용자 키 3개');
    expect(flagDetailsText('TOO_FAST', { under_seconds: 10 })).toBe('클릭 후 10초 안에 완료');
    expect(flagDetailsText('ANSWER_FAILURES', { attempts: 12, rate: 0.6667 })).toBe('정답 입력 12회 중 67% 실패');
    expect(flagDetailsText('USER_HAMMERING', { clicks: 1234 })).toBe('하루 클릭 1,234회');
  });

  it('gives every placeholder of a kind its value, so i18next fills the English text alike', () => {
    expect(flagDetailValues('ANSWER_FAILURES', { attempts: 10, rate: 0.5 })).toEqual({ attempts: '10', rate: '50%' });
    for (const kind of Object.keys(offerwallLabels.flagDetails) as (keyof typeof offerwallLabels.flagDetails)[]) {
      const placeholders = [...offerwallLabels.flagDetails[kind].matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]);
      const details = Object.fromEntries(placeholders.map((key) => [key, 1]));
      expect(Object.keys(flagDetailValues(kind, details) ?? {}).sort()).toEqual([...new Set(placeholders)].sort());
    }
  });

  it('shows details that do not fit their kind as they are', () => {
    expect(flagDetailValues('TOO_FAST', { min_seconds: 2 })).toBeNull();
    expect(flagDetailsText('TOO_FAST', { min_seconds: 2 })).toBe('min_seconds: 2');
    expect(flagDetailsText('USER_HAMMERING', { clicks: '63' })).toBe('clicks: 63');
    expect(flagDetailsText('USER_HAMMERING', null)).toBe('-');
  });
});
