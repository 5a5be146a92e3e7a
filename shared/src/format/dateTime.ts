/**
 * Dates and times as the service shows them everywhere: Korea time whatever the browser's zone, in the
 * reader's language — Korean '2026. 11. 26. 오후 6:09' (date '2026. 11. 26.', time of day '오후 6:09'),
 * English 'Nov 26, 2026, 6:09 PM'. One formatter per concept; no page formats dates itself. The calendar
 * day is `seoulDayOf` of @nurly/contracts, the rule the server applies. The strings are built from the
 * Seoul clock fields here rather than by the browser's locale data, so every browser prints the same.
 * Exports (CSV, Excel) are written by the server in a machine-sortable form and do not use these.
 */
import { SEOUL_UTC_OFFSET_MS, koreanDate, koreanMonth } from '@nurly/contracts';
import { i18n } from '../i18n';

export type DateLanguage = 'ko' | 'en';

type DateInput = string | Date | null | undefined;

const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

interface SeoulClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function instantOf(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  // A bare 'YYYY-MM-DD' is a Seoul calendar day, not UTC midnight of it.
  const date = value instanceof Date ? value : new Date(DAY_ONLY.test(value) ? `${value}T00:00:00+09:00` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The Seoul wall clock of an instant (Korea is UTC+9 all year). */
function seoulClock(date: Date): SeoulClock {
  const seoul = new Date(date.getTime() + SEOUL_UTC_OFFSET_MS);
  return {
    year: seoul.getUTCFullYear(),
    month: seoul.getUTCMonth() + 1,
    day: seoul.getUTCDate(),
    hour: seoul.getUTCHours(),
    minute: seoul.getUTCMinutes(),
  };
}

/** The language dates are written in: the given one, else the page's (Korean unless English is chosen). */
function languageOf(lang?: DateLanguage): DateLanguage {
  if (lang) return lang;
  return i18n.language?.startsWith('en') ? 'en' : 'ko';
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const hour12 = (hour: number) => hour % 12 || 12;

function dateText(c: SeoulClock, lang: DateLanguage): string {
  return lang === 'en' ? `${EN_MONTHS[c.month - 1]} ${c.day}, ${c.year}` : koreanDate(c.year, c.month, c.day);
}

function timeText(c: SeoulClock, lang: DateLanguage): string {
  if (lang === 'en') return `${hour12(c.hour)}:${pad2(c.minute)} ${c.hour < 12 ? 'AM' : 'PM'}`;
  return `${c.hour < 12 ? '오전' : '오후'} ${hour12(c.hour)}:${pad2(c.minute)}`;
}

/** '2026. 11. 22. 오후 3:04' (Korea time; 'Nov 22, 2026, 3:04 PM' in English); `empty` (default '-') when there is no valid value. */
export function formatDateTime(value: DateInput, empty = '-', lang?: DateLanguage): string {
  const date = instantOf(value);
  if (!date) return empty;
  const clock = seoulClock(date);
  const language = languageOf(lang);
  return `${dateText(clock, language)}${language === 'en' ? ',' : ''} ${timeText(clock, language)}`;
}

/** '2026. 11. 22.' (the Korea calendar day; 'Nov 22, 2026' in English); `empty` (default '-') when there is no valid value. A 'YYYY-MM-DD' day is that day. */
export function formatDate(value: DateInput, empty = '-', lang?: DateLanguage): string {
  const date = instantOf(value);
  return date ? dateText(seoulClock(date), languageOf(lang)) : empty;
}

/** '오후 3:04' (the Korea time of day; '3:04 PM' in English); `empty` (default '-') when there is no valid value. */
export function formatTimeOfDay(value: DateInput, empty = '-', lang?: DateLanguage): string {
  const date = instantOf(value);
  return date ? timeText(seoulClock(date), languageOf(lang)) : empty;
}

const MONTH_ONLY = /^(\d{4})-(\d{2})$/;

/** A 'YYYY-MM' month: '2026. 11.' ('Nov 2026' in English); anything else is returned as it is. */
export function formatMonth(value: string, lang?: DateLanguage): string {
  const match = MONTH_ONLY.exec(value);
  if (!match) return value;
  return languageOf(lang) === 'en' ? `${EN_MONTHS[Number(match[2]) - 1]} ${match[1]}` : koreanMonth(value);
}

/** A report's period cell: a 'YYYY-MM-DD' day as `formatDate`, a 'YYYY-MM' month as `formatMonth`, any other text (a total's label) as it is. */
export function formatDayOrMonth(value: string, lang?: DateLanguage): string {
  return DAY_ONLY.test(value) ? formatDate(value, value, lang) : formatMonth(value, lang);
}

/** A period of days: '2026. 11. 22. ~ 2026. 11. 30.'; an open end is left empty. */
export function formatDateRange(from: DateInput, to: DateInput, lang?: DateLanguage): string {
  return `${formatDate(from, '', lang)} ~ ${formatDate(to, '', lang)}`.trim();
}
