/**
 * Money rules shared by the browser and the server (money-loop §8). Prices are integers in tenths of
 * a won; charges are whole won.
 */

/** Whole won one ad-day is charged: round(completions × unit price in tenths / 10), rounded once (money-loop §8). */
export function chargeWon(completions: number, unitPriceTenths: number): number {
  return Math.round((completions * unitPriceTenths) / 10);
}
