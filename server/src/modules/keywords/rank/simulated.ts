import { createHash } from 'node:crypto';
import type { RankOutcome, RankProvider, RankQuery } from './provider';

/** A uniform number in [0, 1) from the text (sha256): the same input gives the same number on every machine. */
export function unitHash(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0) / 2 ** 32;
}

/**
 * The rank the simulated provider reports for (keyword, mid) on `day`: a base position per pair
 * (skewed towards the first pages) moving a little from day to day; above `ceiling` means not
 * found. Offline and deterministic, so demos and tests see stable, plausible movement.
 */
export function simulatedRank(keyword: string, mid: string, day: string, ceiling: number): number {
  const base = 1 + Math.floor(unitHash(`${keyword}|${mid}`) ** 2 * ceiling * 1.1);
  const swing = Math.max(3, Math.round(base * 0.15));
  const offset = Math.round((unitHash(`${keyword}|${mid}|${day}`) * 2 - 1) * swing);
  return Math.max(1, base + offset);
}

/**
 * Demo-data provider (the embedded default): no network, no API calls. Shopping ranks run to
 * 1000 like the real search; place ranks to 300 (a place list is shorter).
 */
export function simulatedProvider(): RankProvider {
  async function check(query: RankQuery): Promise<RankOutcome> {
    const ceiling = query.type === 'place' ? 300 : 1000;
    const rank = simulatedRank(query.keyword.trim(), query.mid, query.day, ceiling);
    if (rank > Math.min(ceiling, query.maxRank)) return { status: 'OUT_OF_RANGE', calls: 0, searchedTo: Math.min(ceiling, query.maxRank) };
    return { status: 'FOUND', rank, calls: 0, item: { title: null, mallName: null } };
  }
  return { name: 'simulated', demo: true, types: ['shopping', 'place'], check };
}
