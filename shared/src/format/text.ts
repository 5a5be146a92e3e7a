/** Cuts text to `max` characters with an ellipsis (custom site titles: 30, docs/decisions/product.md#validation). */
export function truncate(text: string | null | undefined, max = 30): string {
  const value = text ?? '';
  const chars = Array.from(value);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : value;
}
