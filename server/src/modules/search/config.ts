/** The `search` section of the app config (src/config.ts): how often one account may search. */
import { Type, type Static } from 'typebox';
import { intFrom, type Env } from '../../lib/env';

export const SearchConfigSchema = Type.Object({
  /** Global searches one account may make per minute (RATE_LIMIT_SEARCH_MAX); more is a 429. */
  searchesPerMinute: Type.Integer({ minimum: 1, env: 'RATE_LIMIT_SEARCH_MAX' }),
});
export type SearchConfig = Static<typeof SearchConfigSchema>;

export function searchConfigFrom(env: Env = process.env): SearchConfig {
  // The search box asks once its typing pauses: 60 a minute is a person typing without rest.
  return { searchesPerMinute: intFrom(env, 'RATE_LIMIT_SEARCH_MAX', 60) };
}
