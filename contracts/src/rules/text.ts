/**
 * Emoji in names and keywords: a business name or representative goes on tax invoices and a keyword
 * is searched on Naver, where neither can hold one. The server refuses them and the forms say so
 * before sending: one test for both sides.
 */
const emoji = /[\p{Extended_Pictographic}\p{Regional_Indicator}]/u;

export function hasEmoji(text: string): boolean {
  return emoji.test(text);
}
