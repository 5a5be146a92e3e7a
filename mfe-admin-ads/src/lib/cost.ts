/**
 * Campaign money on the client (money-loop §2, §4): prices are integers in tenths of a won, every
 * other amount is whole won. The estimate is what the server holds, through the same rule
 * (`holdWon` of @nurly/contracts): each line's day rounded up to the won, times the days.
 */
import { AD_DAILY_VOLUME_MAX, AD_PERIOD_MAX_DAYS, holdWon } from '@nurly/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Milliseconds of a YYYY-MM-DD calendar day at UTC midnight; null when it is not a real date. */
function dayValue(day: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const value = Date.UTC(year, month - 1, date);
  const check = new Date(value);
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === date ? value : null;
}

/** Calendar days from start to end, both included (a one-day campaign is 1); null when a date is missing or end < start. */
export function periodDays(start: string, end: string): number | null {
  const from = dayValue(start);
  const to = dayValue(end);
  if (from === null || to === null || to < from) return null;
  return Math.round((to - from) / DAY_MS) + 1;
}

/** True when `day` is a real YYYY-MM-DD date. */
export function isDay(day: string): boolean {
  return dayValue(day) !== null;
}

/** Today's calendar day in Asia/Seoul (campaign dates are Seoul days whatever the browser's zone). */
export function seoulToday(now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** `day` moved by `count` days (YYYY-MM-DD). */
export function addDays(day: string, count: number): string {
  const value = dayValue(day);
  if (value === null) return day;
  return new Date(value + count * DAY_MS).toISOString().slice(0, 10);
}

export interface EstimateLine {
  code: string;
  dailyVolume: number;
  priceTenths: number;
}

export interface LineEstimate extends EstimateLine {
  perDay: number;
  total: number;
}

export interface CampaignEstimate {
  /** Days of the period, 0 while the dates are incomplete, reversed or longer than an ad may run. */
  days: number;
  lines: LineEstimate[];
  perDay: number;
  total: number;
}

/** A volume or price the server would take; anything else is the form's field error, and costs nothing here. */
const orderable = (line: EstimateLine) =>
  Number.isInteger(line.dailyVolume) && line.dailyVolume > 0 && line.dailyVolume <= AD_DAILY_VOLUME_MAX && Number.isSafeInteger(line.priceTenths) && line.priceTenths > 0;

/** The live estimate of a campaign: per line and in total, what the server holds for volume × days × price. */
export function estimateCampaign(lines: EstimateLine[], start: string, end: string): CampaignEstimate {
  const period = periodDays(start, end) ?? 0;
  const days = period <= AD_PERIOD_MAX_DAYS ? period : 0;
  const estimated = lines.map((line) =>
    orderable(line)
      ? { ...line, perDay: holdWon(line.dailyVolume, line.priceTenths), total: holdWon(line.dailyVolume, line.priceTenths, days) }
      : { ...line, perDay: 0, total: 0 },
  );
  return {
    days,
    lines: estimated,
    perDay: estimated.reduce((sum, line) => sum + line.perDay, 0),
    total: estimated.reduce((sum, line) => sum + line.total, 0),
  };
}
