/**
 * Demo campaigns (embedded default only), so every ad page shows something on first start: the
 * demo `customer` (default site, NURLY) in every state on shopping and place, `hubclient` (HUB,
 * group 1) and two reward members (NR). Running ads carry ~14 past days of settled history (a
 * completion curve for the detail chart) and a couple of open problem reports. The customer's
 * keywords are the ones the keywords seed tracks, so the rank join shows real numbers.
 * Holds follow holds.ts and always fit in the owner's balance (an owner without enough points is
 * topped up through the ledger under an idempotent key). Idempotent: skipped once `customer` has a campaign.
 */
import { eq, inArray } from 'drizzle-orm';
import { chargeWon, holdWon, payoutTenthsOf, rewardProductOf, type AdChannel, type AdService, type AdStatus } from '@nurly/contracts/schemas';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { adHistories, adLogs, adReports, ads, campaigns, pointHolds } from '../../db/schema/ads';
import { seoulDayOf, shiftDay } from '../../lib/clock';
import { appendLocked, heldOf, lockAccount } from '../points/ledger';
import { daysBetween } from './holds';

interface DemoLine {
  code: string;
  volume: number;
  status: AdStatus;
  reason?: string;
}

interface DemoCampaign {
  owner: string;
  service: AdService;
  channel: AdChannel;
  keyword: string;
  mid?: string;
  url?: string;
  storeName?: string;
  placeId?: string;
  placeName?: string;
  /** Days from today. */
  start: number;
  end: number;
  question?: string;
  answers?: string[];
  lines: DemoLine[];
  reports?: { type: string; memo: string }[];
}

const camp = { mid: '84512345678', url: 'https://smartstore.naver.com/nurlycamp/products/84512345678', storeName: '누리캠핑' };
const tumbler = { mid: '82233445566', url: 'https://smartstore.naver.com/nurlyhome/products/82233445566', storeName: '누리홈리빙' };
const flowers = { placeId: '1838475629', placeName: '현우네 꽃집 강남점' };

export const demoCampaigns: DemoCampaign[] = [
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
      { code: 'naverapp', volume: 120, status: 'ACTIVE' },
      { code: 'naverapp-dib', volume: 20, status: 'ACTIVE' },
    ],
    reports: [{ type: 'WRONG_ANSWER', memo: '상세 페이지 무게가 1.3kg로 바뀌었어요.' }],
  },
  {
    owner: 'customer',
    service: 'NURLY',
    channel: 'NAVER_SHOPPING',
    keyword: '텀블러',
    ...tumbler,
    start: 1,
    end: 14,
    lines: [{ code: 'naverapp', volume: 80, status: 'PENDING' }],
  },
  {
    owner: 'customer',
    service: 'NURLY',
    channel: 'NAVER_SHOPPING',
    keyword: '진공 텀블러',
    ...tumbler,
    start: -5,
    end: 9,
    lines: [{ code: 'naverapp', volume: 50, status: 'PAUSED', reason: '재고 확인 중' }],
  },
  {
    owner: 'customer',
    service: 'NURLY',
    channel: 'NAVER_SHOPPING',
    keyword: '접이식 캠핑의자',
    ...camp,
    start: 2,
    end: 8,
    lines: [{ code: 'naverapp', volume: 40, status: 'REJECTED', reason: '상품 URL과 MID가 일치하지 않습니다.' }],
  },
  {
    owner: 'customer',
    service: 'NURLY',
    channel: 'NAVER_SHOPPING',
    keyword: '경량 캠핑의자',
    ...camp,
    start: 3,
    end: 10,
    lines: [{ code: 'naverapp', volume: 30, status: 'CANCELLED', reason: '고객 요청' }],
  },
  {
    owner: 'customer',
    service: 'NURLY',
    channel: 'NAVER_SHOPPING',
    keyword: '릴렉스체어',
    ...camp,
    start: -20,
    end: -6,
    lines: [{ code: 'naverapp', volume: 60, status: 'ENDED' }],
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
      { code: 'naverplace-traffic', volume: 60, status: 'ACTIVE' },
      { code: 'naverplace-save', volume: 15, status: 'ACTIVE' },
    ],
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
    lines: [{ code: 'naverplace-noti', volume: 20, status: 'PENDING' }],
  },
  {
    owner: 'hubclient',
    service: 'HUB',
    channel: 'NAVER_SHOPPING',
    keyword: '고양이 모래',
    mid: '86677889900',
    storeName: '냥이네 펫샵',
    start: -13,
    end: 16,
    lines: [{ code: 'naverapp', volume: 70, status: 'ACTIVE' }],
    reports: [{ type: 'SOLD_OUT', memo: '상품이 품절로 표시됩니다.' }],
  },
  {
    owner: 'hubclient',
    service: 'HUB',
    channel: 'NAVER_PLACE',
    keyword: '홍대 네일',
    placeId: '1122334455',
    placeName: '유진 네일 홍대점',
    start: 1,
    end: 10,
    lines: [{ code: 'naverplace-traffic', volume: 40, status: 'PENDING' }],
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
    lines: [{ code: 'naverapp', volume: 90, status: 'ACTIVE' }],
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
    lines: [{ code: 'naverplace-traffic', volume: 50, status: 'ACTIVE' }],
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
    lines: [{ code: 'naverplace-traffic', volume: 30, status: 'PENDING' }],
  },
];

const HISTORY_DAYS = 14;

/** A completion curve: slow start, near target after a week, a little daily noise. */
function completionsOn(index: number, volume: number, seed: number): number {
  const ramp = Math.min(1, 0.45 + index * 0.06);
  const noise = ((seed * 9301 + index * 49297) % 233280) / 233280; // deterministic, 0…1
  return Math.max(0, Math.min(volume, Math.round(volume * ramp * (0.9 + noise * 0.12))));
}

export async function seedAdsDemo(db: Db, today = seoulDayOf(new Date())): Promise<void> {
  const owners = [...new Set(demoCampaigns.map((c) => c.owner))];
  const rows = await db
    .select({ id: users.id, username: users.username, groupId: users.groupId })
    .from(users)
    .where(inArray(users.username, owners));
  const byName = new Map(rows.map((row) => [row.username, row]));
  const customer = byName.get('customer');
  if (!customer) return;
  const [existing] = await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.ownerId, customer.id)).limit(1);
  if (existing) return;
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));

  for (const owner of owners) {
    const account = byName.get(owner);
    if (!account) continue;
    const mine = demoCampaigns.filter((c) => c.owner === owner);
    await db.transaction(async (tx) => {
      let balance = await lockAccount(tx, account.id);
      const planned = mine
        .flatMap((c) => c.lines.map((line) => ({ c, line })))
        .map(({ c, line }) => {
          const price = rewardProductOf(line.code)!.priceTenths;
          const start = shiftDay(today, c.start);
          const end = shiftDay(today, c.end);
          // What each state holds today (holds.ts): running ads today … end; a paused one only the days
          // before today that ran (settled below, so nothing); released and ended ones nothing.
          const hold = line.status === 'PENDING' || line.status === 'ACTIVE' ? holdWon(line.volume, price, daysBetween(start > today ? start : today, end)) : 0;
          return { c, line, price, start, end, hold };
        });
      const needed = planned.reduce((sum, p) => sum + p.hold, 0);
      const available = balance - (await heldOf(tx, account.id));
      if (available < needed) {
        // The demo must never show a negative available balance: top up the difference (plus a margin).
        const topUp = Math.ceil((needed - available + 100_000) / 10_000) * 10_000;
        const { row } = await appendLocked(tx, balance, {
          accountId: account.id,
          actorId: admin?.id ?? null,
          action: 'CHARGE',
          amount: topUp,
          actionName: '포인트 충전 (데모 광고 예치)',
          idempotencyKey: `seed:ads:${owner}:topup`,
        });
        balance = Number(row.balanceAfter);
      }
      for (const c of mine) {
        const start = shiftDay(today, c.start);
        const end = shiftDay(today, c.end);
        const target = {
          keyword: c.keyword,
          mid: c.mid ?? null,
          url: c.url ?? null,
          storeName: c.storeName ?? null,
          placeId: c.placeId ?? null,
          placeName: c.placeName ?? null,
        };
        const groupId = c.service === 'HUB' ? account.groupId : null;
        const [campaign] = await tx
          .insert(campaigns)
          .values({
            ownerId: account.id,
            service: c.service,
            groupId,
            channel: c.channel,
            ...target,
            startDate: start,
            endDate: end,
            question: c.question ?? null,
            answers: c.answers ?? [],
            createdBy: account.id,
            createdAt: new Date(`${shiftDay(start, -1)}T10:00:00+09:00`),
          })
          .returning({ id: campaigns.id });
        for (const [lineIndex, line] of c.lines.entries()) {
          const plan = planned.find((p) => p.c === c && p.line === line)!;
          const createdAt = new Date(`${shiftDay(start, -1)}T10:0${lineIndex}:00+09:00`);
          const [ad] = await tx
            .insert(ads)
            .values({
              campaignId: campaign.id,
              ownerId: account.id,
              service: c.service,
              groupId,
              channel: c.channel,
              ...target,
              startDate: start,
              endDate: end,
              productCode: line.code,
              dailyVolume: line.volume,
              unitPriceTenths: plan.price,
              payoutTenths: payoutTenthsOf(plan.price),
              question: c.question ?? null,
              answers: c.answers ?? [],
              status: line.status,
              statusReason: line.reason ?? null,
              // The seeded pause is the owner's own (its status log below names the owner).
              pauseKind: line.status === 'PAUSED' ? 'OWNER' : null,
              pausedById: line.status === 'PAUSED' ? account.id : null,
              createdAt,
              updatedAt: createdAt,
            })
            .returning({ id: ads.id });
          await tx
            .insert(pointHolds)
            .values({ accountId: account.id, adId: ad.id, amount: plan.hold, heldThrough: plan.hold > 0 ? end : null });
          await tx
            .insert(adLogs)
            .values([
              { adId: ad.id, actorId: account.id, field: 'created', before: null, after: 'PENDING', createdAt },
              {
                adId: ad.id,
                actorId: account.id,
                field: 'hold',
                before: '0',
                after: String(holdWon(line.volume, plan.price, daysBetween(start, end))),
                createdAt,
              },
              ...(line.status !== 'PENDING'
                ? [
                    {
                      adId: ad.id,
                      actorId: line.status === 'CANCELLED' ? account.id : (admin?.id ?? null),
                      field: 'status',
                      before: 'PENDING',
                      after: line.status === 'ENDED' || line.status === 'PAUSED' ? 'ACTIVE' : line.status,
                      reason: line.reason ?? null,
                      createdAt: new Date(createdAt.getTime() + 3_600_000),
                    },
                  ]
                : []),
              ...(line.status === 'PAUSED' || line.status === 'ENDED'
                ? [
                    {
                      adId: ad.id,
                      actorId: line.status === 'PAUSED' ? account.id : null,
                      field: 'status',
                      before: 'ACTIVE',
                      after: line.status,
                      reason: line.reason ?? (line.status === 'ENDED' ? '광고 기간 종료' : null),
                      createdAt: new Date(`${line.status === 'ENDED' ? shiftDay(end, 1) : today}T00:01:00+09:00`),
                    },
                  ]
                : []),
            ]);
          // Past days that ran (ACTIVE, PAUSED and ENDED ads): settled history, the last HISTORY_DAYS of them.
          if (line.status === 'ACTIVE' || line.status === 'PAUSED' || line.status === 'ENDED') {
            const lastRun = line.status === 'ENDED' ? end : shiftDay(today, -1);
            const firstRun = shiftDay(lastRun, -(HISTORY_DAYS - 1)) > start ? shiftDay(lastRun, -(HISTORY_DAYS - 1)) : start;
            const days = daysBetween(firstRun, lastRun);
            const history = Array.from({ length: days }, (_, index) => {
              const day = shiftDay(firstRun, index);
              const completions = completionsOn(index, line.volume, ad.id);
              return {
                adId: ad.id,
                day,
                targetVolume: line.volume,
                clicks: Math.round(completions * 1.25) + 3,
                completions,
                rejections: Math.round(completions * 0.04),
                charged: chargeWon(completions, plan.price),
                settledAt: new Date(`${shiftDay(day, 1)}T00:05:00+09:00`),
              };
            });
            if (line.status === 'ACTIVE') {
              // Today so far: part of the target.
              const completions = Math.round(line.volume * 0.4);
              history.push({
                adId: ad.id,
                day: today,
                targetVolume: line.volume,
                clicks: completions + 5,
                completions,
                rejections: 1,
                charged: null as unknown as number,
                settledAt: null as unknown as Date,
              });
            }
            if (history.length) await tx.insert(adHistories).values(history);
          }
          if (lineIndex === 0 && c.reports) {
            await tx
              .insert(adReports)
              .values(c.reports.map((report) => ({ adId: ad.id, type: report.type, memo: report.memo, reporterId: null })));
          }
        }
      }
    });
  }
}
