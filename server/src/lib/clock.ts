/**
 * The app's one clock (decorated as `app.clock`): services read the time from it, never from
 * `new Date()`, so tests can move it (a withdrawal window closing, a new Asia/Seoul day) without
 * waiting. SQL `now()` stays the database's time: only decisions made in TypeScript use the clock.
 */
export interface Clock {
  now(): Date;
  /** The Asia/Seoul calendar day (YYYY-MM-DD) of `at`, default now. */
  seoulDay(at?: Date): string;
}

/** A clock tests can move: starts at real time and follows it, shifted by whatever was set. */
export interface MovableClock extends Clock {
  /** Jumps to `at` (time keeps running from there). */
  set(at: Date | string): void;
  /** Moves by `ms` (negative goes back). */
  advance(ms: number): void;
  /** Back to real time. */
  reset(): void;
}

const seoulDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Asia/Seoul calendar day of an instant, YYYY-MM-DD. */
export function seoulDayOf(at: Date): string {
  return seoulDayFormat.format(at);
}

/** YYYY-MM-DD shifted by whole days. */
export function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function systemClock(): Clock {
  return { now: () => new Date(), seoulDay: (at = new Date()) => seoulDayOf(at) };
}

export function movableClock(): MovableClock {
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);
  return {
    now,
    seoulDay: (at = now()) => seoulDayOf(at),
    set(at) {
      offsetMs = new Date(at).getTime() - Date.now();
    },
    advance(ms) {
      offsetMs += ms;
    },
    reset() {
      offsetMs = 0;
    },
  };
}
