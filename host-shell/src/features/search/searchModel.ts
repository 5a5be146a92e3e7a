/**
 * Global search data (docs/decisions/product.md#shared-screens item 4): page matches from the composed routes the user may
 * open, plus the server's GET global-search results; recent searches kept in localStorage.
 */
export interface SearchEntry {
  /** Stable key: the target path. */
  key: string;
  title: string;
  subtitle?: string;
  icon?: string;
  to: string;
  source: 'page' | 'server';
}

export interface SearchablePage {
  path: string;
  /** Already translated title. */
  title: string;
}

export const RECENT_SEARCHES_KEY = 'nurly.recentSearches';
export const RECENT_SEARCHES_MAX = 5;

export function matchPages(pages: readonly SearchablePage[], query: string): SearchEntry[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  return pages
    .filter((p) => p.title.toLowerCase().includes(q) || p.path.toLowerCase().includes(q))
    .map((p) => ({ key: p.path, title: p.title, subtitle: p.path, icon: 'mdi-file-document', to: p.path, source: 'page' as const }));
}

/** Page matches first, then server results not already listed (deduplicated by target). */
export function mergeResults(pages: readonly SearchEntry[], server: readonly SearchEntry[]): SearchEntry[] {
  const seen = new Set(pages.map((p) => p.to));
  return [...pages, ...server.filter((s) => !seen.has(s.to))];
}

export function readRecentSearches(storage: Storage | undefined = safeLocalStorage()): SearchEntry[] {
  try {
    const raw = storage?.getItem(RECENT_SEARCHES_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter(isEntry).slice(0, RECENT_SEARCHES_MAX) : [];
  } catch {
    return [];
  }
}

/** Puts `entry` first, without duplicates, keeping the latest few. */
export function rememberSearch(entry: SearchEntry, storage: Storage | undefined = safeLocalStorage()): SearchEntry[] {
  const next = [entry, ...readRecentSearches(storage).filter((e) => e.to !== entry.to)].slice(0, RECENT_SEARCHES_MAX);
  try {
    storage?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(next));
  } catch {
    // Not remembered; the search itself worked.
  }
  return next;
}

/** Next highlighted index for an arrow key, wrapping around. */
export function moveIndex(current: number, count: number, direction: 1 | -1): number {
  if (count === 0) return -1;
  if (current < 0) return direction === 1 ? 0 : count - 1;
  return (current + direction + count) % count;
}

function isEntry(value: unknown): value is SearchEntry {
  const e = value as SearchEntry | null;
  return !!e && typeof e.to === 'string' && typeof e.title === 'string';
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
