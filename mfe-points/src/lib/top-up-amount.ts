/** Top-up amount rules (docs/decisions/product.md#validation, docs/decisions/product.md#constants). Amounts are whole won, VAT included. */
import { TOP_UP_MAX, TOP_UP_QUICK_AMOUNTS, TOP_UP_STEP } from '@nurly/contracts';

// The server's own limits (one definition in @nurly/contracts), under the names this form uses.
export const QUICK_AMOUNTS = TOP_UP_QUICK_AMOUNTS;
export const AMOUNT_STEP = TOP_UP_STEP;
export const MAX_AMOUNT = TOP_UP_MAX;

/**
 * The input strips non-digits and keeps what was typed (at most 10 digits, so a number stays exact);
 * an amount over the limit is refused with a message, never silently changed.
 */
export function sanitizeAmount(input: string): number {
  const digits = input.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (!digits) return 0;
  return Number(digits.slice(0, 10));
}

export type AmountProblem = 'required' | 'tooLarge';

/** Why an amount cannot be requested, or null when it can. */
export function amountProblem(amount: number): AmountProblem | null {
  if (amount <= 0) return 'required';
  if (amount > MAX_AMOUNT) return 'tooLarge';
  return null;
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
  return amountProblem(amount) === null;
}
