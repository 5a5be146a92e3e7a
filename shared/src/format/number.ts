const thousands = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 });

/** Thousands separators (docs/decisions/product.md#validation). Non-finite or missing values show as '0'. */
export function formatNumber(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value.replace(/,/g, '')) : (value ?? 0);
  return Number.isFinite(n) ? thousands.format(n) : '0';
}

/** Won amounts: a won sign before the separated number; negatives keep their sign first. */
export function formatWon(value: number | string | null | undefined): string {
  const text = formatNumber(value);
  return text.startsWith('-') ? `-₩${text.slice(1)}` : `₩${text}`;
}

/** Digits of a typed amount (the top-up input strips non-digits, docs/decisions/product.md#validation). */
export function parseDigits(input: string): number {
  const digits = input.replace(/\D/g, '');
  return digits ? Number(digits) : 0;
}
