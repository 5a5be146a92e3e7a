/** Keyword rank tracking: plain values shared by the browser and the server (the schemas in ../schemas/keywords.ts are built from them). */

export const KEYWORD_TYPES = ['shopping', 'place'] as const;

/** FOUND: rank known; OUT_OF_RANGE: not within the searched range; FAILED: the check itself failed. */
export const RANK_STATUSES = ['FOUND', 'OUT_OF_RANGE', 'FAILED'] as const;

export const KEYWORD_MAX_LENGTH = 100;

/** Keywords per lookup request. */
export const KEYWORDS_PER_LOOKUP_MAX = 50;

/** History dialog page size (docs/decisions/product.md#constants). */
export const RANK_HISTORY_PAGE_SIZE = 1000;
