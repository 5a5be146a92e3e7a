/**
 * The demo fortnight (embedded default only): the last 15 Asia/Seoul days played through the real
 * services on a movable clock, so every figure a newcomer sees comes from the paths the API runs and
 * adds up — no ledger row, counter or settlement is written beside them.
 *
 * Day by day, from 15 days ago to today: at 00:01 the nightly close of ended ads, at 00:05 the
 * settlement catch-up of the days before (crediting the resellers' margins), at 00:30 on the 1st the
 * invoices of the month that ended (what the crons do); then the day's agenda — on the first morning
 * the reseller channel's tier prices and seoul_dist's transfers to its agencies, later its margin
 * payout asked and paid (resellers.ts) — the deposit desk confirming top-ups (points service),
 * campaigns registered by their owners or their hub (ads and hub services, holding points), reviewed
 * by staff, cancelled, paused and reported — and the demo publisher's waves of clicks and answers
 * (traffic.ts). Today only the part of the day already past is played: its completions wait for
 * tonight's settlement, like any live day.
 *
 * The story: ads-, hub-, b2b- and points-seed data (`demoCampaigns`, `hubDemoCampaigns`, `hubChildPrices`,
 * `demoChildPrices`, `demoTransfers`, `demoMarginPayout`, `customerTopUps`, db/seed.ts `deposit`). Deterministic: a seeded PRNG; times are relative to today. Idempotent: skipped
 * once the demo `customer` has a campaign.
 */
import { eq } from 'drizzle-orm';
import { monthOf, seoulDayOf, seoulMidnight, shiftDay } from '@nurly/contracts';
import { movableClock } from '../lib/clock';
import { demoCampaigns, type DemoCampaign } from '../modules/ads/seed';
import { postReport } from '../modules/ads/options';
import { closeEndedAds, createCampaign, updateAd } from '../modules/ads/service';
import { createAd as createHubAd } from '../modules/hub/ads-service';
import { createHubRepository } from '../modules/hub/repository';
import { hubDemoCampaigns } from '../modules/hub/seed';
import { generateMonth } from '../modules/invoices/service';
import { pruneSeenSignatures } from '../modules/offerwall/queries';
import { DEMO_PUBLISHER_KEY, recordDemoPostbacks } from '../modules/offerwall/seed';
import { customerDepositEvidence, customerTopUps } from '../modules/points/seed';
import { addBalance, grantReward, requestTopUp } from '../modules/points/service';
import { settleAndRecord } from '../modules/settlement/runs';
import type { Db } from '../db/client';
import { campaigns, users } from '../db/schema';
import { publisherApps } from '../db/schema/offerwall';
import { demoAccounts, demoDeposits, demoMembers } from '../db/seed';
import { resellerStory } from './resellers';
import { createStage, seoulAt, step, type DemoStage, type StampedTable } from './stage';
import { publisherOf, publisherWaves, type Publisher } from './traffic';

/** The first day of the story, days from today (the campaigns that run longest start the day after). */
export const FORTNIGHT_START = -15;

/** Minutes after midnight: the desk's and the advertisers' hours, and the publisher's waves. */
const AT = {
  deposit: 9 * 60,
  request: 9 * 60 + 10,
  confirm: 10 * 60 + 20,
  register: 10 * 60 + 40,
  cancel: 11 * 60 + 50,
  review: 13 * 60 + 30,
  report: 16 * 60 + 10,
  pause: 21 * 60 + 30,
};
const WAVES = [9 * 60 + 30, 11 * 60 + 30, 14 * 60 + 30, 17 * 60, 20 * 60 + 30];
/** What the agenda's steps stamp with now(): ledger rows; an ad's row, its logs and its hold. */
const LEDGER: StampedTable[] = ['point_transactions'];
const AD: StampedTable[] = ['ads', 'ad_logs', 'point_holds'];
/** Today so far: this share of a day's completion curve. */
const TODAY_SHARE = 0.35;

interface Agenda {
  minutes: number;
  run: () => Promise<unknown>;
  /** The tables whose rows it stamps with the database's now() (stage.ts `step`). */
  tables: readonly StampedTable[];
}

export async function seedDemoFortnight(db: Db, realNow = new Date()): Promise<void> {
  const [customer] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'customer')).limit(1);
  if (!customer) return;
  const [existing] = await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.ownerId, customer.id)).limit(1);
  if (existing) return;

  const everyone = [...demoAccounts, ...demoMembers].map((u) => u.username);
  const clock = movableClock();
  const stage = await createStage(db, clock, everyone);
  const present = new Set((await db.select({ username: users.username }).from(users)).map((row) => row.username));
  const story = [...demoCampaigns, ...hubDemoCampaigns].filter((c) => present.has(c.owner) && present.has(c.registeredBy ?? c.owner));
  const [app] = await db.select().from(publisherApps).where(eq(publisherApps.apiKey, DEMO_PUBLISHER_KEY));
  const publisher = app ? publisherOf(stage, app) : null;
  const lines = new Map<DemoCampaign, number[]>();
  const resellers = resellerStory(stage, present, FORTNIGHT_START);

  const today = seoulDayOf(realNow);
  // Today is played in the part of it already past (at least 40 minutes, so a seed run just after
  // midnight still has its morning), scaled from a whole day's hours.
  const todaySpan = Math.max(realNow.getTime() - seoulMidnight(today).getTime() - 60_000, 40 * 60_000);
  const instant = (offset: number, minutes: number) =>
    offset < 0 ? seoulAt(shiftDay(today, offset), minutes) : seoulAt(today, (minutes / 1440) * (todaySpan / 60_000));

  clock.set(instant(FORTNIGHT_START, 0));
  for (let offset = FORTNIGHT_START; offset <= 0; offset += 1) {
    const day = shiftDay(today, offset);
    if (offset > FORTNIGHT_START) {
      await step(stage, instant(offset, 1), ['ads', 'ad_logs'], () => closeEndedAds(stage.ads, day));
      // The ledger, settlement, history and hold-log rows are booked at the clock's now (`bookedAt`);
      // the run is recorded as the cron's (settlement_runs: yesterday of the clock's day, app-clock times).
      await step(stage, instant(offset, 5), ['point_holds', 'daily_publisher_settlements'], () =>
        settleAndRecord(stage.settlement, 'SCHEDULE'),
      );
      if (day.endsWith('-01')) await step(stage, instant(offset, 30), [], () => generateMonth(stage.invoices, monthOf(day, -1)));
    }
    const agenda = [...resellers(offset), ...accountsAgenda(stage, present, offset), ...campaignAgenda(stage, story, lines, offset)];
    if (publisher) agenda.push(...(await trafficAgenda(stage, publisher, day, offset, instant)));
    agenda.sort((a, b) => a.minutes - b.minutes);
    for (const item of agenda) await step(stage, instant(offset, item.minutes), item.tables, item.run);
  }

  if (app) {
    await recordDemoPostbacks(db, app.id, today);
    await pruneSeenSignatures(db, realNow);
  }
}

/** The deposit desk's day: every opening deposit on the first day; the customer's own top-ups. */
function accountsAgenda(stage: DemoStage, present: Set<string>, offset: number): Agenda[] {
  const staff = stage.as('staff');
  const agenda: Agenda[] = [];
  if (offset === FORTNIGHT_START) {
    for (const [index, { username, amount }] of demoDeposits()
      .filter((deposit) => present.has(deposit.username))
      .entries()) {
      agenda.push({
        minutes: AT.deposit + index,
        tables: LEDGER,
        run: () =>
          addBalance(stage.points, staff, { user_id: stage.as(username).id, amount, action: 'CHARGE', memo: '입금 확인 (기초 잔액)' }),
      });
    }
  }
  const customer = stage.as('customer');
  for (const topUp of customerTopUps.filter((t) => t.on === offset)) {
    let requestId: number | undefined;
    agenda.push({
      minutes: AT.request,
      tables: LEDGER,
      run: async () => {
        requestId = (await requestTopUp(stage.points, customer, { amount: topUp.amount, ...customerDepositEvidence })).request.id;
      },
    });
    if (!topUp.confirmed) continue;
    agenda.push({
      minutes: AT.confirm,
      tables: LEDGER,
      run: async () => {
        await addBalance(stage.points, staff, { request_id: requestId });
        if (topUp.bonus) await grantReward(stage.points, staff, customer.id, { amount: topUp.bonus.amount, memo: topUp.bonus.memo });
      },
    });
  }
  return agenda;
}

/** What happens to the story's campaigns on this day (registration, review, cancel, pause, reports). */
function campaignAgenda(stage: DemoStage, story: DemoCampaign[], lines: Map<DemoCampaign, number[]>, offset: number): Agenda[] {
  const agenda: Agenda[] = [];
  const staff = stage.as('staff');
  const eachLine = (campaign: DemoCampaign, act: (id: number) => Promise<unknown>) => async () => {
    for (const id of lines.get(campaign) ?? []) await act(id);
  };
  story.forEach((campaign, index) => {
    if ((campaign.registered ?? campaign.start - 1) === offset)
      agenda.push({
        minutes: AT.register + index * 3,
        tables: [...AD, 'campaigns'],
        run: async () => lines.set(campaign, await register(stage, campaign, offset)),
      });
    if (campaign.cancel?.on === offset) {
      const { reason } = campaign.cancel;
      agenda.push({
        minutes: AT.cancel + index,
        tables: AD,
        run: eachLine(campaign, (id) => updateAd(stage.ads, stage.as(campaign.owner), id, { action: 'cancel', reason })),
      });
    }
    if (campaign.review?.on === offset) {
      const reject = campaign.review.reject;
      agenda.push({
        minutes: AT.review + index * 2,
        tables: AD,
        run: eachLine(campaign, (id) =>
          updateAd(stage.ads, staff, id, reject ? { action: 'reject', reason: reject } : { action: 'approve' }),
        ),
      });
    }
    for (const report of campaign.reports?.filter((r) => r.on === offset) ?? []) {
      agenda.push({
        minutes: AT.report + index,
        tables: ['ad_reports'],
        run: () => postReport(stage.ads, stage.as(report.by), lines.get(campaign)![0], report.type, { memo: report.memo }),
      });
    }
    if (campaign.pause?.on === offset) {
      const { reason } = campaign.pause;
      agenda.push({
        minutes: AT.pause + index,
        tables: AD,
        run: eachLine(campaign, (id) => updateAd(stage.ads, stage.as(campaign.owner), id, { action: 'pause', reason })),
      });
    }
  });
  return agenda;
}

/** Registers a campaign the way its owner (or its hub) would, and answers its line ids. */
async function register(stage: DemoStage, campaign: DemoCampaign, offset: number): Promise<number[]> {
  const today = stage.clock.seoulDay();
  const target = {
    channel: campaign.channel,
    keyword: campaign.keyword,
    mid: campaign.mid,
    url: campaign.url,
    store_name: campaign.storeName,
    place_id: campaign.placeId,
    place_name: campaign.placeName,
    start_date: shiftDay(today, campaign.start - offset),
    end_date: shiftDay(today, campaign.end - offset),
    question: campaign.question,
    answers: campaign.answers,
  };
  if (campaign.service === 'NURLY') {
    const body = { ...target, rewards: campaign.lines.map((line) => ({ product_code: line.code, daily_volume: line.volume })) };
    const { campaign: created } = await createCampaign(stage.ads, stage.as(campaign.owner), body, { variant: 'default' });
    return created.lines.map((line) => line.id);
  }
  // The hub console (HUB, for its client) and the reward site (NR, the owner's own) register one line per request.
  const hubDeps = { ...stage.ads, hubRepo: createHubRepository(stage.db) };
  const ids: number[] = [];
  for (const line of campaign.lines) {
    const body = { ...target, product_code: line.code, daily_volume: line.volume };
    const { campaign: created } =
      campaign.service === 'HUB'
        ? await createHubAd(hubDeps, stage.as(campaign.registeredBy ?? campaign.owner), 'hub', {
            ...body,
            client_id: stage.as(campaign.owner).id,
          })
        : await createHubAd(hubDeps, stage.as(campaign.owner), 'reward', body);
    ids.push(...created.lines.map((created) => created.id));
  }
  return ids;
}

/** The publisher's waves of the day (today: in the part of it already past). */
async function trafficAgenda(
  stage: DemoStage,
  publisher: Publisher,
  day: string,
  offset: number,
  instant: (offset: number, minutes: number) => Date,
): Promise<Agenda[]> {
  if (offset === FORTNIGHT_START) return [];
  const waves = await publisherWaves(stage, publisher, {
    day,
    offset,
    waves: WAVES.map((minutes) => instant(offset, minutes)),
    share: offset === 0 ? TODAY_SHARE : 1,
  });
  // A wave stamps only its flags with now(); its clicks, answers and postbacks take the clock's time.
  return waves.map((run, index) => ({ minutes: WAVES[index], tables: ['offerwall_flags'], run }));
}
