/**
 * The hubs' demo data (issue 16 item 4; embedded default only): after the ads seed and before the
 * offerwall and settlement seeders, which simulate and settle every ACTIVE ad's past fortnight from
 * its `ad_histories` — so every hub account sees a settled fortnight on first start:
 *  - the hub's prices: `hubadmin` sells to its clients 10 % above its own (catalog) price and
 *    `hubclient` to its own sub-account 5 % above that, so /sales shows a margin and a sub-margin
 *    (the second hub `hubadmin2`, when it exists, 8 % above);
 *  - HUB ads of the hub's client `hubclient` (registered in the hub console: hub `/`, `/sales`),
 *    NR ads of the reward members `hubclient`, `hubmember` and `hubadmin` (reward `/invoice`), and,
 *    when the second hub's admin `hubadmin2` exists, one HUB ad of its client (or of itself);
 *  - every ad's price chain, the ads seed's group ads included (they predate no chain otherwise, and
 *    /sales reads the hub's price from it).
 * Ads are written like the ads seed (campaign, line, hold, logs, 14 unsettled history days plus
 * today's partial count). Idempotent: an (owner, keyword) campaign already there is skipped.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { REWARD_PRODUCTS, holdWon, payoutTenthsOf, type AdChannel, type AdService } from '@nurly/contracts/schemas';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { adHistories, adLogs, ads, campaigns, pointHolds } from '../../db/schema/ads';
import { seoulDayOf, shiftDay } from '../../lib/clock';
import { daysBetween } from '../ads/holds';
import { effectivePriceTenths, snapshotPriceChain } from '../b2b/price-chain';
import { markedUp } from '../b2b/seed';
import { appendLocked, heldOf, lockAccount } from '../points/ledger';

/** What each hub account's children pay over its own price (tier_prices, every product). */
const HUB_MARKUPS: { username: string; markup: number }[] = [
  { username: 'hubadmin', markup: 0.1 },
  { username: 'hubclient', markup: 0.15 },
  { username: 'hubadmin2', markup: 0.08 },
];

interface HubDemoAd {
  owner: string;
  /** Who registered it (the hub admin for its client's HUB ads); the owner otherwise. */
  registeredBy?: string;
  service: AdService;
  channel: AdChannel;
  keyword: string;
  code: string;
  volume: number;
  mid?: string;
  storeName?: string;
  placeId?: string;
  placeName?: string;
  /** Days from today. */
  start: number;
  end: number;
}

export const hubDemoAds: HubDemoAd[] = [
  {
    owner: 'hubclient',
    registeredBy: 'hubadmin',
    service: 'HUB',
    channel: 'NAVER_SHOPPING',
    keyword: '강아지 간식',
    code: 'naverapp',
    volume: 150,
    mid: '86612340001',
    storeName: '멍멍 간식공방',
    start: -14,
    end: 16,
  },
  {
    owner: 'hubclient',
    registeredBy: 'hubadmin',
    service: 'HUB',
    channel: 'NAVER_SHOPPING',
    keyword: '강아지 간식 선물세트',
    code: 'naverapp-dib',
    volume: 40,
    mid: '86612340001',
    storeName: '멍멍 간식공방',
    start: -10,
    end: 20,
  },
  {
    owner: 'hubclient',
    registeredBy: 'hubadmin',
    service: 'HUB',
    channel: 'NAVER_PLACE',
    keyword: '성수 카페',
    code: 'naverplace-traffic',
    volume: 90,
    placeId: '1209348756',
    placeName: '성수 로스터리 카페',
    start: -14,
    end: 9,
  },
  {
    owner: 'hubclient',
    service: 'NR',
    channel: 'NAVER_SHOPPING',
    keyword: '수제 캔들',
    code: 'naverapp',
    volume: 60,
    mid: '86655550002',
    storeName: '은지네 캔들',
    start: -14,
    end: 16,
  },
  {
    owner: 'hubmember',
    service: 'NR',
    channel: 'NAVER_PLACE',
    keyword: '연남 베이커리',
    code: 'naverplace-save',
    volume: 45,
    placeId: '1288776655',
    placeName: '연남 소금빵 베이커리',
    start: -14,
    end: 16,
  },
  {
    owner: 'hubmember',
    service: 'NR',
    channel: 'NAVER_SHOPPING',
    keyword: '캠핑 랜턴',
    code: 'naverapp',
    volume: 70,
    mid: '86655550003',
    storeName: '다은 캠핑샵',
    start: -7,
    end: 23,
  },
  {
    owner: 'hubadmin',
    service: 'NR',
    channel: 'NAVER_SHOPPING',
    keyword: '무선 청소기',
    code: 'naverapp',
    volume: 80,
    mid: '86655550004',
    storeName: '허브 가전몰',
    start: -14,
    end: 16,
  },
];

/** The second hub (another engineer's `hubadmin2`): one HUB ad of its first client, else of itself. */
const secondHubAd: Omit<HubDemoAd, 'owner'> = {
  registeredBy: 'hubadmin2',
  service: 'HUB',
  channel: 'NAVER_SHOPPING',
  keyword: '제주 감귤',
  code: 'naverapp',
  volume: 60,
  mid: '86699990001',
  storeName: '제주 감귤농장',
  start: -14,
  end: 16,
};

const HISTORY_DAYS = 14;

/** A completion curve: slow start, near target after a week, a little daily noise (deterministic). */
function completionsOn(index: number, volume: number, seed: number): number {
  const ramp = Math.min(1, 0.5 + index * 0.06);
  const noise = ((seed * 7919 + index * 104_729) % 10_007) / 10_007;
  return Math.max(0, Math.min(volume, Math.round(volume * ramp * (0.88 + noise * 0.12))));
}

async function seedHubPrices(db: Db, accounts: Map<string, { id: number }>): Promise<void> {
  const rows = HUB_MARKUPS.flatMap(({ username, markup }) => {
    const account = accounts.get(username);
    return account
      ? REWARD_PRODUCTS.map((product) => ({
          account_id: account.id,
          product_code: product.code,
          unit_price_tenths: markedUp(product.priceTenths, markup),
        }))
      : [];
  });
  if (!rows.length) return;
  await db.execute(sql`
    insert into tier_prices (account_id, product_code, unit_price_tenths)
    select r.account_id, r.product_code, r.unit_price_tenths
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(account_id int, product_code text, unit_price_tenths int)
    on conflict (account_id, product_code) do nothing`);
}

async function seedAd(
  db: Db,
  today: string,
  owner: { id: number; groupId: number | null },
  registeredBy: number,
  spec: HubDemoAd,
  adminId: number | null,
) {
  const [existing] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.ownerId, owner.id), eq(campaigns.keyword, spec.keyword)))
    .limit(1);
  if (existing) return;
  await db.transaction(async (tx) => {
    let balance = await lockAccount(tx, owner.id);
    const price = (await effectivePriceTenths(tx, owner.id, spec.code))!;
    const start = shiftDay(today, spec.start);
    const end = shiftDay(today, spec.end);
    const hold = holdWon(spec.volume, price, daysBetween(today, end));
    const available = balance - (await heldOf(tx, owner.id));
    if (available < hold) {
      const topUp = Math.ceil((hold - available + 200_000) / 10_000) * 10_000;
      const { row } = await appendLocked(tx, balance, {
        accountId: owner.id,
        actorId: adminId,
        action: 'CHARGE',
        amount: topUp,
        actionName: '포인트 충전 (데모 광고 예치)',
        idempotencyKey: `seed:hub:${owner.id}:${spec.keyword}:topup`,
      });
      balance = Number(row.balanceAfter);
    }
    const groupId = spec.service === 'HUB' ? owner.groupId : null;
    const target = {
      keyword: spec.keyword,
      mid: spec.mid ?? null,
      url: null,
      storeName: spec.storeName ?? null,
      placeId: spec.placeId ?? null,
      placeName: spec.placeName ?? null,
    };
    const createdAt = new Date(`${shiftDay(start, -1)}T11:00:00+09:00`);
    const [campaign] = await tx
      .insert(campaigns)
      .values({
        ownerId: owner.id,
        service: spec.service,
        groupId,
        channel: spec.channel,
        ...target,
        startDate: start,
        endDate: end,
        createdBy: registeredBy,
        createdAt,
      })
      .returning({ id: campaigns.id });
    const [ad] = await tx
      .insert(ads)
      .values({
        campaignId: campaign.id,
        ownerId: owner.id,
        service: spec.service,
        groupId,
        channel: spec.channel,
        ...target,
        startDate: start,
        endDate: end,
        productCode: spec.code,
        dailyVolume: spec.volume,
        unitPriceTenths: price,
        payoutTenths: payoutTenthsOf(price),
        status: 'ACTIVE',
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: ads.id });
    await snapshotPriceChain(tx, ad.id);
    await tx.insert(pointHolds).values({ accountId: owner.id, adId: ad.id, amount: hold, heldThrough: hold > 0 ? end : null });
    await tx.insert(adLogs).values([
      { adId: ad.id, actorId: registeredBy, field: 'created', before: null, after: 'PENDING', createdAt },
      { adId: ad.id, actorId: registeredBy, field: 'hold', before: '0', after: String(holdWon(spec.volume, price, daysBetween(start, end))), createdAt },
      {
        adId: ad.id,
        actorId: adminId,
        field: 'status',
        before: 'PENDING',
        after: 'ACTIVE',
        createdAt: new Date(createdAt.getTime() + 3_600_000),
      },
    ]);
    // Past days: counters only (the offerwall seeder turns a share of them into completions and the
    // settlement seeder charges those), then today's partial count.
    const firstRun = shiftDay(today, -HISTORY_DAYS) > start ? shiftDay(today, -HISTORY_DAYS) : start;
    const history = Array.from({ length: daysBetween(firstRun, shiftDay(today, -1)) }, (_, index) => {
      const completions = completionsOn(index, spec.volume, ad.id);
      return {
        adId: ad.id,
        day: shiftDay(firstRun, index),
        targetVolume: spec.volume,
        clicks: Math.round(completions * 1.3) + 4,
        completions,
        rejections: Math.round(completions * 0.05),
      };
    });
    const todaySoFar = Math.round(spec.volume * 0.35);
    history.push({ adId: ad.id, day: today, targetVolume: spec.volume, clicks: todaySoFar + 6, completions: todaySoFar, rejections: 1 });
    await tx.insert(adHistories).values(history);
  });
}

export async function seedHubDemo(db: Db, today = seoulDayOf(new Date())): Promise<void> {
  const names = ['admin', 'hubadmin', 'hubclient', 'hubmember', 'hubadmin2'];
  const rows = await db
    .select({ id: users.id, username: users.username, groupId: users.groupId })
    .from(users)
    .where(inArray(users.username, names));
  const accounts = new Map(rows.map((row) => [row.username, row]));
  const hubAdmin = accounts.get('hubadmin');
  if (!hubAdmin) return;
  const adminId = accounts.get('admin')?.id ?? null;

  await seedHubPrices(db, accounts);
  // Chains of the hub accounts' ads created before this seeder (the ads seed's HUB ads).
  const hubAccountIds = rows.filter((row) => row.username !== 'admin').map((row) => row.id);
  const unchained = await db
    .select({ id: ads.id })
    .from(ads)
    .where(and(inArray(ads.ownerId, hubAccountIds), sql`not exists (select 1 from ad_price_chain c where c.ad_id = ${ads.id})`));
  for (const ad of unchained) await snapshotPriceChain(db, ad.id);

  for (const spec of hubDemoAds) {
    const owner = accounts.get(spec.owner);
    if (!owner) continue;
    await seedAd(db, today, owner, accounts.get(spec.registeredBy ?? spec.owner)?.id ?? owner.id, spec, adminId);
  }

  const second = accounts.get('hubadmin2');
  if (second) {
    const [client] = await db
      .select({ id: users.id, username: users.username, groupId: users.groupId })
      .from(users)
      .where(eq(users.parentId, second.id))
      .orderBy(users.id)
      .limit(1);
    const owner = client && client.groupId === second.groupId ? client : second;
    await seedAd(db, today, owner, second.id, { ...secondHubAd, owner: owner.username }, adminId);
  }
}
