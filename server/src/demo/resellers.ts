/**
 * The reseller channel's part of the demo fortnight (fortnight.ts; docs/decisions/resellers.md#resellers), through the real
 * services: on the first morning every tier price of the demo tree and the hubs is set with the b2b
 * service (`setPrices`, b2b/seed.ts `demoChildPrices`, top down) and seoul_dist funds its agencies by
 * transfer (points transfers); the nightly settlement credits the resellers' margins by itself; on a
 * later day seoul_dist asks for a payout of its credited margins and the staff desk pays it the next.
 */
import { REWARD_PRODUCTS } from '@nurly/contracts/schemas';
import { requireB2bScope } from '../access/scope';
import { demoChildPrices, demoMarginPayout, demoTransfers } from '../modules/b2b/seed';
import { listPayouts, payPayout, requestPayout } from '../modules/b2b/payouts';
import { setPrices } from '../modules/b2b/service';
import { hubChildPrices } from '../modules/hub/seed';
import { transfer } from '../modules/points/transfers';
import type { DemoStage, StampedTable } from './stage';

interface ResellerAgenda {
  minutes: number;
  run: () => Promise<unknown>;
  tables: readonly StampedTable[];
}

/** Minutes after midnight: prices before the deposit desk opens, transfers after it. */
const AT = { prices: 8 * 60 + 30, transfers: 9 * 60 + 40, payoutRequest: 15 * 60, payoutPaid: 11 * 60 };

/** The channel's agenda of each day of the story (`first`: its first day, days from today). */
export function resellerStory(stage: DemoStage, present: Set<string>, first: number): (offset: number) => ResellerAgenda[] {
  /** The payout asked for (its day comes before the day it is paid). */
  let payoutId: number | undefined;
  return (offset) => {
    const agenda: ResellerAgenda[] = [];
    if (offset === first) {
      const settings = [...demoChildPrices, ...hubChildPrices].filter((s) => present.has(s.account) && present.has(s.by));
      settings.forEach((setting, index) =>
        agenda.push({
          minutes: AT.prices + index,
          tables: ['tier_prices'],
          run: () => {
            const by = stage.as(setting.by);
            const body = {
              account_id: stage.as(setting.account).id,
              prices: REWARD_PRODUCTS.map((product) => ({ product_code: product.code, unit_price_tenths: setting.priceOf(product) })),
            };
            return setPrices(stage.b2b, by, requireB2bScope(by), body);
          },
        }),
      );
      demoTransfers
        .filter((move) => present.has(move.from) && present.has(move.to))
        .forEach((move, index) =>
          agenda.push({
            minutes: AT.transfers + index,
            tables: ['point_transactions'],
            run: () =>
              transfer(stage.points, stage.as(move.from), {
                user_id: stage.as(move.to).id,
                amount: move.amount,
                memo: move.memo,
                idempotency_key: `demo-${move.to}`,
              }),
          }),
        );
    }
    if (!present.has(demoMarginPayout.by)) return agenda;
    const earner = () => stage.as(demoMarginPayout.by);
    if (offset === demoMarginPayout.requested) {
      agenda.push({
        minutes: AT.payoutRequest,
        tables: ['margin_payouts'],
        run: async () => {
          // Everything credited so far: what its payouts page shows as 신청 가능.
          const { own } = await listPayouts(stage.payouts, earner(), {}, { limit: 1, offset: 0, orderBy: [], page: 1 });
          if (!own || own.requestable <= 0) return;
          payoutId = (await requestPayout(stage.payouts, earner(), { amount: own.requestable, memo: demoMarginPayout.memo })).payout.id;
        },
      });
    }
    if (offset === demoMarginPayout.paid) {
      agenda.push({
        minutes: AT.payoutPaid,
        tables: ['point_transactions'],
        run: async () => {
          if (payoutId === undefined) return;
          await payPayout(stage.payouts, stage.as('staff'), payoutId, {
            paid_on: stage.clock.seoulDay(),
            reference: demoMarginPayout.reference,
          });
        },
      });
    }
    return agenda;
  };
}
