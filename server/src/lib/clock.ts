/**
 * The app's one clock (decorated as `app.clock`): services read the time from it, never from
 * `new Date()`, so tests can move it (a withdrawal window closing, a new Asia/Seoul day) without
 * waiting. SQL `now()` stays the database's time: only decisions made in TypeScript use the clock.
 * Its days are the calendar days of @nurly/contracts (`seoulDayOf`, `shiftDay`, …).
 */
import { seoulDayOf } from '@nurly/contracts';

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

export function isMovableClock(clock: Clock): clock is MovableClock {
  return typeof (clock as Partial<MovableClock>).advance === 'function';
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
