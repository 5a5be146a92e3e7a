/** An e-mail address as the product accepts it (a tax-invoice address, a top-up receipt): something@something, no spaces. */
export function isEmailAddress(text: string): boolean {
  return /^[^\s@]+@[^\s@]+$/.test(text);
}
