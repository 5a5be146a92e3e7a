/**
 * Campaign money on the client (docs/decisions/money-loop.md#prices, docs/decisions/money-loop.md#holds): prices are integers in tenths of a won, every
 * other amount is whole won. The estimate is what the server holds, through the same rule
 * (`holdWon` of @nurly/contracts): each line's day rounded up to the won, times the days.
 */
import { AD_DAILY_VOLUME_MAX, AD_PERIOD_MAX_DAYS, daysBetween, holdWon, isCalendarDay } from '@nurly/contracts';

/** Calendar days from start to end, both included (a one-day campaign is 1); null when a date is missing or end < start. */
export function periodDays(start: string, end: string): number | null {
  if (!isCalendarDay(start) || !isCalendarDay(end) || end < start) return null;
  return daysBetween(start, end);
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
  Number.isInteger(line.dailyVolume) &&
  line.dailyVolume > 0 &&
  line.dailyVolume <= AD_DAILY_VOLUME_MAX &&
  Number.isSafeInteger(line.priceTenths) &&
  line.priceTenths > 0;

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
