import { formatDateTime } from '@nurly/shared';
import { splitKeywords } from './format';

describe('keyword input and dates', () => {
  it('splits keywords on commas and new lines, trimmed and de-duplicated', () => {
    expect(splitKeywords(' 캠핑의자,  접이식   의자\n캠핑의자\n\n,')).toEqual(['캠핑의자', '접이식 의자']);
  });

  it('shows Seoul time and a dash before the first check', () => {
    expect(formatDateTime('2026-11-21T21:30:00Z')).toBe('2026. 11. 22. 오전 6:30');
    expect(formatDateTime(null)).toBe('-');
  });
});
