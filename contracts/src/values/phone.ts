/**
 * Korean phone numbers shown as digit groups (docs/decisions/product.md#validation: 3-4-4 for mobiles), the one rule for every screen
 * and for the texts the server writes (a search result's subtitle). Seoul numbers start with the
 * two-digit area code 02; other 10-digit numbers are 3-3-4.
 */
export function formatPhone(input: string | null | undefined): string {
  const digits = (input ?? '').replace(/\D/g, '');
  if (!digits) return '';
  if (digits.startsWith('02')) {
    if (digits.length === 9) return `${digits.slice(0, 2)}-${digits.slice(2, 5)}-${digits.slice(5)}`;
    if (digits.length === 10) return `${digits.slice(0, 2)}-${digits.slice(2, 6)}-${digits.slice(6)}`;
    return digits;
  }
  // Nationwide representative numbers (15xx, 16xx, 18xx): 4-4.
  if (digits.length === 8 && /^1[5-9]/.test(digits)) return `${digits.slice(0, 4)}-${digits.slice(4)}`;
  if (digits.length === 11) return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
  if (digits.length === 10) return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  return digits;
}
