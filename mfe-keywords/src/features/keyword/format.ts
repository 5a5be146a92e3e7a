/** Keywords typed one per line or separated by commas; trimmed and de-duplicated in order. */
export function splitKeywords(text: string): string[] {
  const seen = new Set<string>();
  for (const part of text.split(/[,\n]/)) {
    const keyword = part.replace(/\s+/g, ' ').trim();
    if (keyword) seen.add(keyword);
  }
  return [...seen];
}
