/** Keywords typed one per line or separated by commas; trimmed and de-duplicated in order. */
export function splitKeywords(text: string): string[] {
  const seen = new Set<string>();
  for (const part of text.split(/[,\n]/)) {
    const keyword = part.replace(/\s+/g, ' ').trim();
    if (keyword) seen.add(keyword);
  }
  return [...seen];
}

const dateTimeFormat = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** '2026. 11. 22. 15:04' in Seoul time; '-' before the first check. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '-';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '-' : dateTimeFormat.format(date);
}
