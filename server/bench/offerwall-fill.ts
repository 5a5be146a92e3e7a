/**
 * The data of `bench:offerwall` (offerwall.ts), filled the same way into the bench's database and
 * into the pgbench floor's copy (offerwall-floor.ts): one advertiser whose balance covers every ad's
 * hold, one publisher app with the bench key and a postback URL (so every completion queues a
 * postback row, as the floor does), `ads` running ads with a daily volume each, and `clicks` open
 * clicks made a minute ago.
 *
 * Click g: user b % users on an ad drawn with a skew towards the first ads (some ads get far more
 * clicks than their volume, others fewer), b = g except every 20th click, which repeats the previous
 * one (b = g − 1: the same user and ad again, a duplicate to refuse). With `hot` > 0 that share of
 * the clicks goes to the first ad (the hot ad), each from a user of its own (the 20th repeats
 * included), and the hot ad's daily volume is `hotVolume`.
 */
import { holdWon, shiftDay } from '@nurly/contracts/schemas';

type Sql = <Row = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<Row[]>;

export interface FillOptions {
  ads: number;
  volume: number;
  clicks: number;
  users: number;
  key: string;
  secret: string;
  today: string;
  priceTenths: number;
  hot: number;
  hotVolume: number;
}

export const BENCH_KEYWORD = '오퍼월벤치';
export const POSTBACK_URL = 'https://postback.bench.example/nurly';

export async function fillOfferwall(sql: Sql, o: FillOptions): Promise<void> {
  const holdPerAd = holdWon(o.volume, o.priceTenths, 3);
  const holdHot = o.hot > 0 ? holdWon(o.hotVolume, o.priceTenths, 3) : holdPerAd;
  await sql(`insert into users (username, password_hash, name, point) values ('bench-ow-owner', 'x', '벤치 광고주', $1::bigint)`, [
    holdPerAd * (o.ads - 1) + holdHot,
  ]);
  await sql(`insert into users (username, password_hash, name) values ('bench-ow-publisher', 'x', '벤치 매체')`);
  await sql(
    `insert into publisher_apps (owner_id, name, api_key, secret, postback_url) select id, '벤치 앱', $1, $2, $3 from users where username = 'bench-ow-publisher'`,
    [o.key, o.secret, POSTBACK_URL],
  );
  await sql(
    `insert into campaigns (owner_id, service, channel, keyword, mid, start_date, end_date)
     select (select id from users where username = 'bench-ow-owner'), 'NURLY', 'NAVER_SHOPPING', '${BENCH_KEYWORD} ' || g, (80000000000 + g)::text, $2::date, $3::date
     from generate_series(1, $1::int) g`,
    [o.ads, shiftDay(o.today, -1), shiftDay(o.today, 1)],
  );
  await sql(
    `insert into ads (campaign_id, owner_id, service, channel, keyword, mid, start_date, end_date, product_code, daily_volume,
                      unit_price_tenths, payout_tenths, status)
     select id, owner_id, service, channel, keyword, mid, start_date, end_date, 'naverapp',
            case when $3::float8 > 0 and keyword = '${BENCH_KEYWORD} 1' then $2::int else $1::int end, ${Math.trunc(o.priceTenths)}, 231, 'ACTIVE'
     from campaigns where keyword like '${BENCH_KEYWORD} %' order by id`,
    [o.volume, o.hotVolume, o.hot],
  );
  // Today and tomorrow held (yesterday is past): the hold covers today's whole volume.
  await sql(
    `insert into point_holds (account_id, ad_id, amount, held_through)
     select owner_id, id, case when $2::float8 > 0 and keyword = '${BENCH_KEYWORD} 1' then $3::bigint else $1::bigint end, end_date
     from ads where keyword like '${BENCH_KEYWORD} %'`,
    [holdPerAd, o.hot, holdHot],
  );
  await sql(
    `with a as (select array_agg(id order by id) ids from ads where keyword like '${BENCH_KEYWORD} %'),
          p as (select id from publisher_apps where api_key = $4),
          c as (select g, case when g % 20 = 0 then g - 1 else g end b from generate_series(1, $1::int) g),
          h as (select g, b, ((b::bigint * 104729) % 1000) < $6::float8 * 1000 as hot from c)
     insert into offerwall_clicks (app_id, ad_id, user_key, ip, day, status, created_at)
     select p.id,
            case when h.hot then a.ids[1] else a.ids[1 + floor($2::int * power(((h.b * 7919) % 10007) / 10007.0, 1.6))::int] end,
            case when h.hot then 'bench-hot-user-' || h.b else 'bench-user-' || (h.b % $3::int) end,
            '10.0.' || (h.g % 250) || '.' || (h.g % 200), $5::date, 'OPEN', now() - interval '60 seconds'
     from h, a, p`,
    [o.clicks, o.ads, o.users, o.key, o.today, o.hot],
  );
}
