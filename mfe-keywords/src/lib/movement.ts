/** A keyword's rank movement between its two latest checks (lower rank is better). */
import type { KeywordHistory } from '@nurly/contracts/schemas';

export type Movement = { kind: 'up' | 'down' | 'same'; delta: number } | { kind: 'unknown'; delta: 0 };

/** Change from the previous rank: 'up' when the rank number got smaller (better). */
export function movementOf(current: number | null, previous: number | null): Movement {
  if (current === null || previous === null) return { kind: 'unknown', delta: 0 };
  if (current === previous) return { kind: 'same', delta: 0 };
  return current < previous ? { kind: 'up', delta: previous - current } : { kind: 'down', delta: current - previous };
}

/** The latest ranked day and the ranked day before it, from histories in any order. */
export function latestMovement(histories: Pick<KeywordHistory, 'date' | 'rank' | 'status'>[]): Movement {
  const ranked = histories.filter((h) => h.status !== 'FAILED').sort((a, b) => b.date.localeCompare(a.date));
  if (ranked.length < 2) return { kind: 'unknown', delta: 0 };
  return movementOf(ranked[0].rank, ranked[1].rank);
}
