/** Test fixtures of a campaign's detail (the shape of GET assistant/campaingns/{id}). */
import type { CampaignDetail } from '@nurly/contracts/schemas';
import { history, hubAd } from '../ads/fixtures';

/** A hub client's HUB campaign: one line, a settled day and today's estimate, two refused attempts. */
export function campaignDetail(id: number, overrides: Partial<CampaignDetail> = {}): CampaignDetail {
  const line = hubAd(7, { campaign_id: id });
  return {
    campaign: {
      id,
      owner: line.owner,
      service: 'HUB',
      channel: 'NAVER_SHOPPING',
      keyword: line.keyword,
      mid: line.mid,
      url: null,
      store_name: line.store_name,
      place_id: null,
      place_name: null,
      start_date: line.start_date,
      end_date: line.end_date,
      status: 'ACTIVE',
      hold: line.hold,
      spent: 3_658,
      today: line.today,
      rank: line.rank,
      refundable: false,
      memo: null,
      created_at: line.created_at,
      lines: [line],
    },
    today: '2026-11-23',
    lines: [
      {
        ad_id: line.id,
        days: [
          history('2026-11-22'),
          history('2026-11-23', { completions: 42, settled: false, charge: 1_617, rejection_reasons: { TOO_FAST: 2 }, rejections: 2 }),
        ],
        totals: { completions: 137, rejections: 5, charge: { settled: 3_658, estimated: 1_617 } },
      },
    ],
    rejection_reasons: { WRONG_ANSWER: 3, TOO_FAST: 2 },
    rejections: [
      {
        id: 5,
        ad_id: line.id,
        day: '2026-11-23',
        created_at: '2026-11-23T01:00:00Z',
        reason: 'TOO_FAST',
        seconds_after_click: 2,
        answer: null,
      },
      {
        id: 4,
        ad_id: line.id,
        day: '2026-11-22',
        created_at: '2026-11-22T03:30:00Z',
        reason: 'WRONG_ANSWER',
        seconds_after_click: 50,
        answer: '모름',
      },
    ],
    charge: { settled: 3_658, estimated: 1_617 },
    ...overrides,
  };
}
