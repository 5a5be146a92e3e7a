import { AD_LOG_FIELDS, adLogLabels, adLogValue } from './ad-logs';

describe('ad log values', () => {
  it('reads statuses, won holds, prices in tenths, volumes, days and lists as what they are', () => {
    expect(adLogValue('created', 'PENDING')).toEqual({ kind: 'status', status: 'PENDING' });
    expect(adLogValue('status', 'ACTIVE')).toEqual({ kind: 'status', status: 'ACTIVE' });
    expect(adLogValue('service', 'HUB')).toEqual({ kind: 'service', service: 'HUB' });
    expect(adLogValue('hold', '5390')).toEqual({ kind: 'won', won: 5390 });
    expect(adLogValue('unit_price_tenths', '385')).toEqual({ kind: 'tenths', tenths: 385 });
    expect(adLogValue('daily_volume', '120')).toEqual({ kind: 'count', count: 120 });
    expect(adLogValue('end_date', '2026-11-30')).toEqual({ kind: 'day', day: '2026-11-30' });
    expect(adLogValue('answers', '["누리","정답"]')).toEqual({ kind: 'list', items: ['누리', '정답'] });
    expect(adLogValue('image_ids', '[3,4]')).toEqual({ kind: 'list', items: ['3', '4'] });
  });

  it('keeps an empty side empty and anything unexpected as its text', () => {
    expect(adLogValue('created', null)).toEqual({ kind: 'none' });
    expect(adLogValue('memo', '')).toEqual({ kind: 'none' });
    expect(adLogValue('status', 'SOMETHING')).toEqual({ kind: 'text', text: 'SOMETHING' });
    expect(adLogValue('hold', '12.5')).toEqual({ kind: 'text', text: '12.5' });
    expect(adLogValue('answers', 'not json')).toEqual({ kind: 'text', text: 'not json' });
    expect(adLogValue('keyword', '캠핑의자')).toEqual({ kind: 'text', text: '캠핑의자' });
  });

  it('names every logged field in Korean', () => {
    expect(Object.keys(adLogLabels.field).sort()).toEqual([...AD_LOG_FIELDS].sort());
    expect(adLogLabels.field.hold).toBe('예치 포인트');
  });
});
