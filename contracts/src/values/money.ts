/**
 * The money rules (docs/decisions/money-loop.md#prices, docs/decisions/money-loop.md#holds, docs/decisions/money-loop.md#settlement, docs/decisions/money-loop.md#one-source-of-truth), the one home of every won rounding and of the
 * tenths-of-a-won text, for the browser and the server alike. The server's SQL rounds through
 * server/src/db/money-sql.ts, and server/test/db/money-sql.test.ts proves both give the same won
 * on a table of edge cases.
 *
 * Units: unit prices and publisher payouts are integers in tenths of a won (38.5 → 385); balances,
 * holds, charges, credited payouts and margins in reports are whole won.
 *
 * - Hold, per ad and day: ceil(daily volume × unit tenths / 10). Rounded up, so a day's hold covers
 *   any charge of that day (completions never exceed the daily volume).
 * - Charge, per ad and day: round(completions × unit tenths / 10), once, by the midnight settlement.
 * - Payout: each completion keeps its payout in tenths; a publisher app's day is credited
 *   round(Σ payout tenths / 10), once, by the settlement. A sum of tenths a report shows in won
 *   (cost, margins) is rounded once per row and once for the total, the same way.
 * - round is half away from zero (PostgreSQL's round(numeric)): 0.5 → 1, −0.5 → −1.
 *
 * The arithmetic is exact: inputs are safe integers and the product must stay a safe integer
 * (≤ 2^53 − 1, far above any ad: 100,000 a day × 10,000,000 tenths is 10^12), else RangeError.
 */

/** Of a unit price, the publisher's share per completion (docs/decisions/money-loop.md#offerwall-api), as a percentage. */
export const PUBLISHER_PAYOUT_PERCENT = 60;

function checkedInteger(value: number, name: string): number {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be a safe integer, got ${value}`);
  return value;
}

function checkedProduct(a: number, b: number): number {
  const product = checkedInteger(a, 'amount') * checkedInteger(b, 'amount');
  if (!Number.isSafeInteger(product)) throw new RangeError(`${a} × ${b} is beyond exact integer arithmetic`);
  return product;
}

/** `n / 10` rounded half away from zero, in integers (n % 10 and (n − r) / 10 are exact). */
function roundTenth(n: number): number {
  const rest = n % 10;
  const whole = (n - rest) / 10;
  if (rest >= 5) return whole + 1;
  if (rest <= -5) return whole - 1;
  return whole;
}

/** `n / 10` rounded up (towards +∞), in integers. */
function ceilTenth(n: number): number {
  const rest = n % 10;
  return (n - rest) / 10 + (rest > 0 ? 1 : 0);
}

/** Whole won of an amount in tenths of a won, rounded once, half away from zero: 385 → 39, 384 → 38, −5 → −1. */
export function wonOfTenths(tenths: number): number {
  return roundTenth(checkedInteger(tenths, 'tenths'));
}

/**
 * Whole won a reseller is credited for one settled day (docs/decisions/resellers.md#margin-credits): its margin rows of the day
 * (tenths) summed, then rounded once (`wonOfTenths`). The company's margin takes the remainder.
 */
export function marginCreditWon(marginTenthsOfDay: number): number {
  return wonOfTenths(marginTenthsOfDay);
}

/**
 * Whole won an ad holds for `days` days of `dailyVolume` actions at `unitTenths`: each day rounded
 * up to the won, then times the days (10 × ₩38.5 → 385; 3 × ₩38.3 → 115 a day).
 */
export function holdWon(dailyVolume: number, unitTenths: number, days = 1): number {
  return checkedProduct(ceilTenth(checkedProduct(dailyVolume, unitTenths)), days);
}

/** Whole won one ad-day is charged: completions × unit price, rounded once, half up (3 × ₩38.5 → 116). */
export function chargeWon(completions: number, unitTenths: number): number {
  return roundTenth(checkedProduct(completions, unitTenths));
}

/** Whole won a publisher app is credited for a day: the day's payouts summed in tenths, rounded once. */
export function payoutWon(payoutTenthsOfDay: number): number {
  return wonOfTenths(payoutTenthsOfDay);
}

/** The payout per completion an ad snapshots at creation: its unit price's publisher share, rounded down to the tenth. */
export function payoutTenthsOf(unitTenths: number): number {
  const share = checkedProduct(unitTenths, PUBLISHER_PAYOUT_PERCENT);
  const rest = share % 100;
  return (share - rest) / 100 - (rest < 0 ? 1 : 0);
}

/**
 * An amount in tenths as a decimal number of won (385 → 38.5): the publisher API's and the CSV
 * exports' `payout` / `단가(원)` beside the exact integer. A unit conversion for output, never an
 * operand: sums and roundings work on the tenths.
 */
export function tenthsToWon(tenths: number): number {
  return checkedInteger(tenths, 'tenths') / 10;
}

const grouped = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 });

/**
 * Tenths of a won as money on screen and in messages, the way `formatWon` (@nurly/shared) writes
 * whole won: a won sign, thousands separators and the tenth only when there is one
 * (385 → '₩38.5', 660 → '₩66', 12345 → '₩1,234.5', −5 → '-₩0.5').
 */
export function formatTenthsWon(tenths: number): string {
  const abs = Math.abs(checkedInteger(tenths, 'tenths'));
  const tenth = abs % 10;
  return `${tenths < 0 ? '-' : ''}₩${grouped.format((abs - tenth) / 10)}${tenth ? `.${tenth}` : ''}`;
}

/** Tenths of a won as the text of an amount input, without sign or separators: 385 → '38.5', 400 → '40'. */
export function tenthsText(tenths: number): string {
  const abs = Math.abs(checkedInteger(tenths, 'tenths'));
  const tenth = abs % 10;
  return `${tenths < 0 ? '-' : ''}${(abs - tenth) / 10}${tenth ? `.${tenth}` : ''}`;
}

/** Longest whole part `parseTenths` reads: 9,999,999.9원, above every price and payout the API accepts. */
const TENTHS_INPUT = /^(\d{1,7}|\d{1,3},\d{3}|\d,\d{3},\d{3})(?:\.(\d))?$/;

/**
 * A typed amount of won with at most one decimal as tenths: '38.5' → 385, '40' → 400, '1,234.5' →
 * 12345; a leading '₩', a trailing '원' and surrounding spaces are allowed (what `formatTenthsWon`
 * writes reads back). Anything else is null: '', '1.55', '-1', '1e3', 'abc', '1,23', '.5'.
 * Zero reads as 0: a caller that needs a positive amount refuses it itself.
 */
export function parseTenths(input: string): number | null {
  const text = input
    .trim()
    .replace(/^₩\s*/, '')
    .replace(/\s*원$/, '');
  const match = TENTHS_INPUT.exec(text);
  if (!match) return null;
  return Number(match[1].replace(/,/g, '')) * 10 + Number(match[2] ?? 0);
}
