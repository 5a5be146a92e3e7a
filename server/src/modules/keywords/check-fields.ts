import {
  FAILED_TEXT,
  OUT_OF_RANGE_TEXT,
  FIRST_PAGE_OUT_TEXT,
  SITE_PAGE_SIZE,
  pageOf,
  pageRankOf,
  rankTextOf,
  type RankOutcome,
} from './rank';

/** The stored fields of one check. Never rank 0; a failure clears the rank instead of keeping yesterday's. */
export function checkFields(outcome: RankOutcome) {
  if (outcome.status === 'FOUND') {
    return {
      rank: outcome.rank,
      page: pageOf(outcome.rank),
      pageRank: pageRankOf(outcome.rank),
      rankText: rankTextOf(outcome.rank),
      status: 'FOUND' as const,
      error: null,
    };
  }
  if (outcome.status === 'OUT_OF_RANGE') {
    const text =
      outcome.searchedTo === SITE_PAGE_SIZE
        ? FIRST_PAGE_OUT_TEXT
        : outcome.searchedTo === 1000
          ? OUT_OF_RANGE_TEXT
          : `${outcome.searchedTo}위 밖`;
    return { rank: null, page: null, pageRank: null, rankText: text, status: 'OUT_OF_RANGE' as const, error: null };
  }
  return { rank: null, page: null, pageRank: null, rankText: FAILED_TEXT, status: 'FAILED' as const, error: outcome.message.slice(0, 500) };
}
