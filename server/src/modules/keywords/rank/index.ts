/**
 * Rank providers chosen by env (docs/decisions/architecture.md#server):
 * - NURLY_RANK_PROVIDER=naver-openapi: shopping ranks from the Naver Shopping search API
 *   (NAVER_CLIENT_ID / NAVER_CLIENT_SECRET, NAVER_API_BASE default https://openapi.naver.com).
 * - NURLY_RANK_PROVIDER=simulated (default when no Naver key is set): deterministic demo data.
 *
 * Place rank (type 'place'): Naver has no public place-rank API, so place checks always go to
 * the simulated provider. The adapter slot for a real one is `placeProvider` below: any object
 * implementing RankProvider for type 'place' (e.g. a licensed data vendor's HTTP API) can be
 * returned there, selected by a NURLY_PLACE_RANK_PROVIDER value, without touching the service.
 */
import { rankConfigFrom, type RankConfig } from '../config';
import { naverOpenApiProvider } from './naver-openapi';
import type { RankProvider } from './provider';
import { simulatedProvider } from './simulated';

export * from './provider';
export * from './maths';
export { naverOpenApiProvider } from './naver-openapi';
export { simulatedProvider, simulatedRank } from './simulated';

export interface RankProviders {
  shopping: RankProvider;
  place: RankProvider;
}

type Env = Record<string, string | undefined>;

/** The providers of the keywords config section (`config.keywords.rank`). */
export function rankProvidersFrom(config: RankConfig): RankProviders {
  const simulated = simulatedProvider();
  let shopping: RankProvider;
  if (config.provider === 'naver-openapi') {
    if (!config.naverClientId || !config.naverClientSecret)
      throw new Error('NURLY_RANK_PROVIDER=naver-openapi needs NAVER_CLIENT_ID and NAVER_CLIENT_SECRET');
    shopping = naverOpenApiProvider({
      clientId: config.naverClientId,
      clientSecret: config.naverClientSecret,
      baseUrl: config.naverApiBase,
    });
  } else if (config.provider === 'simulated') {
    shopping = simulated;
  } else {
    throw new Error(`Unknown NURLY_RANK_PROVIDER "${String(config.provider)}" (naver-openapi or simulated)`);
  }
  return { shopping, place: placeProvider(config, simulated) };
}

export function rankProvidersFromEnv(env: Env = process.env): RankProviders {
  return rankProvidersFrom(rankConfigFrom(env));
}

/** The place-rank adapter slot: simulated until a real source exists (see the module comment). */
function placeProvider(config: RankConfig, simulated: RankProvider): RankProvider {
  if (config.placeProvider !== 'simulated')
    throw new Error(`Unknown NURLY_PLACE_RANK_PROVIDER "${String(config.placeProvider)}" (only simulated exists; see rank/index.ts)`);
  return simulated;
}
