/**
 * Demo campaigns (embedded default only): what the demo fortnight (demo/fortnight.ts) registers,
 * reviews, pauses, cancels and reports through the ads and hub services, each on its own day. The
 * demo `customer` (default site, NURLY) has campaigns in every state on shopping and place;
 * `hubclient` HUB lines registered by its hub; two reward members (NR). The customer's keywords are
 * the ones the keywords seed tracks, so the rank join shows real numbers. Days are relative to today.
 */
import type { AdChannel, AdService } from '@nurly/contracts/schemas';

export interface DemoCampaign {
  /** The account the ad is for (whose points it holds). */
  owner: string;
  /**
   * NURLY: the owner on the default site (`POST admin/ads`); NR: the owner on the reward site; HUB:
   * `registeredBy` in the hub console for its client (`POST hub/ads`, one line each).
   */
  service: AdService;
  registeredBy?: string;
  channel: AdChannel;
  keyword: string;
  mid?: string;
  url?: string;
  storeName?: string;
  placeId?: string;
  placeName?: string;
  /** The period, days from today. */
  start: number;
  end: number;
  question?: string;
  answers?: string[];
  lines: { code: string; volume: number }[];
  /** The day it is registered (default the day before its start). */
  registered?: number;
  /** The desk's review (staff): approved, or rejected with a reason; absent = still waiting (PENDING). */
  review?: { on: number; reject?: string };
  /** The owner cancels or pauses it that day (the evening, after the day's traffic). */
  cancel?: { on: number; reason: string };
  pause?: { on: number; reason: string };
  /** Problem reports on its first line. */
  reports?: { by: string; on: number; type: string; memo: string }[];
}

const camp = { mid: '84512345678', url: 'https://smartstore.naver.com/nurlycamp/products/84512345678', storeName: '누리캠핑' };
const tumbler = { mid: '82233445566', url: 'https://smartstore.naver.com/nurlyhome/products/82233445566', storeName: '누리홈리빙' };
const flowers = { placeId: '1838475629', placeName: '현우네 꽃집 강남점' };

export const demoCampaigns: DemoCampaign[] = [
  {
    owner: 'customer',
    service: 'NURLY',
    channel: 'NAVER_SHOPPING',
    keyword: '릴렉스체어',
    ...camp,
    start: -14,
    end: -6,
    lines: [{ code: 'naverapp', volume: 5 }],
    review: { on: -15 },
  },
  {
    owner: 'customer',
    service: 'NURLY',
    channel: 'NAVER_SHOPPING',
    keyword: '캠핑의자',
    ...camp,
    start: -13,
    end: 16,
    question: '상세 페이지에 적힌 의자 무게는?',
    answers: ['1.2kg', '1.2'],
    lines: [
      { code: 'naverapp', volume: 6 },
      { code: 'naverapp-dib', volume: 2 },
    ],
    review: { on: -14 },
    reports: [{ by: 'staff', on: -2, type: 'WRONG_ANSWER', memo: '상세 페이지 무게가 1.3kg로 바뀌었어요.' }],
  },
  {
    owner: 'customer',
    service: 'NURLY',
    channel: 'NAVER_PLACE',
    keyword: '강남 꽃집',
    ...flowers,
    start: -13,
    end: 16,
    question: '플레이스에 적힌 영업 시작 시간은?',
    answers: ['9시', '09:00'],
    lines: [
      { code: 'naverplace-traffic', volume: 5 },
      { code: 'naverplace-save', volume: 2 },
    ],
    review: { on: -14 },
  },
  {
    owner: 'customer',
    service: 'NURLY',
    channel: 'NAVER_SHOPPING',
    keyword: '진공 텀블러',
    ...tumbler,
    start: -5,
    end: 9,
    lines: [{ code: 'naverapp', volume: 4 }],
    review: { on: -6 },
    pause: { on: -1, reason: '재고 확인 중' },
  },
  {
    owner: 'customer',
    service: 'NURLY',
    channel: 'NAVER_SHOPPING',
    keyword: '경량 캠핑의자',
    ...camp,
    start: 3,
    end: 10,
    registered: -3,
    lines: [{ code: 'naverapp', volume: 6 }],
    cancel: { on: -2, reason: '고객 요청' },
  },
  {
    owner: 'customer',
    service: 'NURLY',
    channel: 'NAVER_SHOPPING',
    keyword: '접이식 캠핑의자',
    ...camp,
    start: 2,
    end: 8,
    registered: -2,
    lines: [{ code: 'naverapp', volume: 8 }],
    review: { on: -1, reject: '상품 URL과 MID가 일치하지 않습니다.' },
  },
  {
    owner: 'customer',
    service: 'NURLY',
    channel: 'NAVER_SHOPPING',
    keyword: '텀블러',
    ...tumbler,
    start: 1,
    end: 14,
    registered: -1,
    lines: [{ code: 'naverapp', volume: 8 }],
  },
  {
    owner: 'customer',
    service: 'NURLY',
    channel: 'NAVER_PLACE',
    keyword: '꽃배달',
    ...flowers,
    start: 1,
    end: 7,
    question: '가게 전화번호 끝 네 자리는?',
    answers: ['1234'],
    registered: -1,
    lines: [{ code: 'naverplace-noti', volume: 4 }],
  },
  {
    owner: 'hubclient',
    service: 'HUB',
    registeredBy: 'hubadmin',
    channel: 'NAVER_SHOPPING',
    keyword: '고양이 모래',
    mid: '86677889900',
    storeName: '냥이네 펫샵',
    start: -13,
    end: 16,
    lines: [{ code: 'naverapp', volume: 4 }],
    review: { on: -14 },
    reports: [{ by: 'hubmember', on: -3, type: 'SOLD_OUT', memo: '상품이 품절로 표시됩니다.' }],
  },
  {
    owner: 'hubclient',
    service: 'HUB',
    registeredBy: 'hubadmin',
    channel: 'NAVER_PLACE',
    keyword: '홍대 네일',
    placeId: '1122334455',
    placeName: '유진 네일 홍대점',
    start: 1,
    end: 10,
    registered: -1,
    lines: [{ code: 'naverplace-traffic', volume: 8 }],
  },
  {
    owner: 'gangnam_ag',
    service: 'NR',
    channel: 'NAVER_SHOPPING',
    keyword: '캠핑 테이블',
    mid: '87766554433',
    storeName: '강남캠핑',
    start: -13,
    end: 16,
    lines: [{ code: 'naverapp', volume: 5 }],
    review: { on: -14 },
  },
  {
    owner: 'gangnam_ag',
    service: 'NR',
    channel: 'NAVER_PLACE',
    keyword: '강남 필라테스',
    placeId: '1029384756',
    placeName: '강남 바른 필라테스',
    start: -13,
    end: 16,
    lines: [{ code: 'naverplace-traffic', volume: 3 }],
    review: { on: -14 },
  },
  {
    owner: 'flower_shop',
    service: 'NR',
    channel: 'NAVER_PLACE',
    keyword: '꽃다발 주문',
    placeId: '1357924680',
    placeName: '지민 플라워',
    start: 1,
    end: 5,
    registered: -1,
    lines: [{ code: 'naverplace-traffic', volume: 6 }],
  },
];
