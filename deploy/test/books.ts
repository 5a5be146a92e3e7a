/** The deployment test's books, read from the database after the run (parametrised SQL only). */
import type { Database } from '../../server/src/db/client';

export interface Books {
  completed: number;
  perAd: { adId: number; completed: number }[];
  /** COMPLETED twice for one user, ad and day. */
  doubled: number;
  /** Clicks with more than one completion row. */
  clicksTwice: number;
  postbacks: number;
  delivered: number;
  pendingPostbacks: number;
  failedPostbacks: number;
  /** Per ad and booked day: settlement rows and AD_DEDUCT ledger rows. */
  charges: { adId: number; day: string; settlements: number; ledgerRows: number }[];
}

export async function books(
  database: Database,
  apiKey: string,
  day: string,
  adIds: number[],
  ledgerKey: (adId: number, day: string) => string,
): Promise<Books> {
  const sql = <Row>(text: string, params: unknown[]) => database.rawQuery<Row>(text, params);
  const [app] = await sql<{ id: number }>('select id from publisher_apps where api_key = $1', [apiKey]);
  const perAd = await sql<{ ad_id: number; completed: number }>(
    `select a.id ad_id, (select count(*) from offerwall_completions c where c.ad_id = a.id and c.app_id = $1 and c.status = 'COMPLETED' and c.day = $2::date)::int completed
     from ads a where a.id = any($3::int[]) order by a.id`,
    [app.id, day, adIds],
  );
  const [counts] = await sql<Omit<Books, 'perAd' | 'charges'>>(
    `select (select count(*) from offerwall_completions where app_id = $1 and status = 'COMPLETED')::int completed,
            (select count(*) from (select 1 from offerwall_completions where app_id = $1 and status = 'COMPLETED'
                                   group by user_key, ad_id, day having count(*) > 1) d)::int "doubled",
            (select count(*) from (select 1 from offerwall_completions where app_id = $1 group by click_id having count(*) > 1) d)::int "clicksTwice",
            (select count(*) from offerwall_postbacks where app_id = $1)::int postbacks,
            (select count(*) from offerwall_postbacks where app_id = $1 and status = 'DELIVERED')::int delivered,
            (select count(*) from offerwall_postbacks where app_id = $1 and status = 'PENDING')::int "pendingPostbacks",
            (select count(*) from offerwall_postbacks where app_id = $1 and status in ('FAILED', 'STOPPED'))::int "failedPostbacks"`,
    [app.id],
  );
  const charges = [];
  for (const adId of adIds) {
    const [row] = await sql<{ settlements: number; ledger_rows: number }>(
      `select (select count(*) from daily_ad_settlements where ad_id = $1 and day = $2::date)::int settlements,
              (select count(*) from point_transactions where action = 'AD_DEDUCT' and idempotency_key = $3)::int ledger_rows`,
      [adId, day, ledgerKey(adId, day)],
    );
    charges.push({ adId, day, settlements: row.settlements, ledgerRows: row.ledger_rows });
  }
  return { ...counts, perAd: perAd.map((row) => ({ adId: row.ad_id, completed: row.completed })), charges };
}
