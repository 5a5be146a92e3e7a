/**
 * The test clock, registered only with NURLY_TEST_CLOCK=on (refused in
 * production by config.ts), so without it both routes are plain 404s:
 *  - GET  dev/clock   NURLY_ADMIN: the server's now, its Asia/Seoul day and the offset from real time
 *  - POST dev/clock   NURLY_ADMIN: `{ advance_days, advance_seconds }` moves it forward, then runs what
 *                     became due — the nightly close of ended ads, the settlement catch-up and the invoices
 *                     of a month that ended — so e2e can
 *                     play a whole day of the money loop without waiting for midnight.
 * With several instances on PostgreSQL the move reaches every instance (lib/shared-clock.ts).
 * The clock only moves forward: every date rule (ad periods, daily caps, the Seoul day, settlement)
 * assumes time does not go back.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DevClock, DevClockMoved, MoveDevClockRequest, offerwallMessages } from '@nurly/contracts/schemas';
import { guards } from '../../access/policy';
import type { Clock, MovableClock } from '../../lib/clock';
import type { SharedClockOffset } from '../../lib/shared-clock';
import { closeEndedAds, type AdsDeps } from '../ads';
import { runSettlement } from './runs';
import type { SettlementDeps } from './service';
import { moduleRoutes } from '../../lib/route';

const tags = ['dev'];

function describeClock(clock: Clock): DevClock {
  const now = clock.now();
  return { now: now.toISOString(), seoul_day: clock.seoulDay(now), offset_seconds: Math.round((now.getTime() - Date.now()) / 1000) };
}

/** `shared`: several instances on PostgreSQL, the offset kept in the database (lib/shared-clock.ts). */
export function devClockRoutes(
  clock: MovableClock,
  shared: SharedClockOffset | null,
  adsDeps: () => AdsDeps,
  settlementDeps: () => SettlementDeps,
): FastifyPluginAsyncTypebox {
  return async (app) => {
    const route = moduleRoutes(app, tags);

    route.get('/dev/clock', { access: guards.nurlyAdmin, summary: '테스트 시계: 서버의 현재 시각', response: DevClock }, async () =>
      describeClock(clock),
    );

    route.post(
      '/dev/clock',
      {
        access: guards.nurlyAdmin,
        summary: '테스트 시계를 앞으로 옮기고 그동안 도래한 작업(광고 종료, 정산)을 실행합니다',
        body: MoveDevClockRequest,
        response: DevClockMoved,
      },
      async (request) => {
        const { advance_days: days = 0, advance_seconds: seconds = 0 } = request.body;
        const fromDay = clock.seoulDay();
        const ms = (days * 86_400 + seconds) * 1000;
        if (shared) await shared.advance(ms);
        else clock.advance(ms);
        // What the 00:01 and 00:05 crons would have done by now (both catch up, so running them is safe).
        const closedAds = await closeEndedAds(adsDeps(), clock.seoulDay());
        const settlement = await runSettlement(settlementDeps(), 'CLOCK');
        // And the 00:30 invoices of the 1st for every month that ended meanwhile (invoices module, when registered).
        await app.invoicesForMonthsEnded?.(fromDay, clock.seoulDay());
        return { message: offerwallMessages.clockMoved, clock: describeClock(clock), closed_ads: closedAds, settlement };
      },
    );
  };
}
