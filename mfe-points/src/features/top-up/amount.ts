/** Top-up amount rules (spec §5, §9). Amounts are whole won, VAT included. */
export const QUICK_AMOUNTS = [100_000, 300_000, 500_000, 1_000_000] as const;
export const AMOUNT_STEP = 100_000;
export const MAX_AMOUNT = 100_000_000;

/** The input strips non-digits; the result is capped so a typing slip cannot overflow. */
export function sanitizeAmount(input: string): number {
  const digits = input.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (!digits) return 0;
  return Math.min(Number(digits.slice(0, 10)), MAX_AMOUNT);
}

/** Quick amounts add to the current amount. */
export function addQuickAmount(current: number, quick: number): number {
  return Math.min(current + quick, MAX_AMOUNT);
}

/** Arrow keys move by the step, never below zero. */
export function stepAmount(current: number, direction: 1 | -1): number {
  return Math.min(Math.max(0, current + direction * AMOUNT_STEP), MAX_AMOUNT);
}

export function canRequest(amount: number): boolean {
  return amount > 0;
}
