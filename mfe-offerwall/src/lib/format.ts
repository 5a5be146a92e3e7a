/**
 * Offerwall amounts and days. Payouts travel in tenths of a won (money-loop §2: 38.5 → 385) and are
 * shown with their one decimal; days are Asia/Seoul calendar days ('YYYY-MM-DD'), the day the
 * server settles by, whatever the browser's zone.
 */
import { formatDate, formatNumber } from '@nurly/shared';

/** 385 → '₩38.5', 200 → '₩20' (integer arithmetic: no float drift). */
export function formatTenthsWon(tenths: number): string {
  const whole = Math.trunc(tenths / 10);
  const tenth = Math.abs(tenths % 10);
  const sign = tenths < 0 ? '-' : '';
  return `${sign}₩${formatNumber(Math.abs(whole))}${tenth ? `.${tenth}` : ''}`;
}

/** '38.5' → 385; '' → null; anything but a non-negative amount with at most one decimal → NaN. */
export function parseWonToTenths(input: string): number | null {
  const text = input.trim().replace(/,/g, '');
  if (!text) return null;
  const match = /^(\d{1,7})(?:\.(\d))?$/.exec(text);
  if (!match) return Number.NaN;
  return Number(match[1]) * 10 + Number(match[2] ?? 0);
}

/** 385 → '38.5', 200 → '20' (the text a payout input starts with). */
export function tenthsToWonText(tenths: number): string {
  return tenths % 10 ? `${Math.trunc(tenths / 10)}.${tenths % 10}` : String(tenths / 10);
}

/** Today's Seoul calendar day. */
export function seoulToday(now: Date = new Date()): string {
  return formatDate(now);
}

/** A calendar day moved by `days` ('2026-12-01', -1 → '2026-11-30'). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
