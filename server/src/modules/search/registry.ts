import type { GlobalSearchResult } from '@nurly/contracts/schemas';
import type { Variant } from '@nurly/contracts';
import type { Db } from '../../db/client';
import type { Principal } from '../../access/principal';

export interface SearchInput {
  db: Db;
  principal: Principal;
  q: string;
  limit: number;
  /** The deployment the request came from (Host header): results link only to pages that exist there. */
  variant: Variant;
}

/** A data source for global search; it returns only what the caller may open on the caller's deployment. */
export type SearchProvider = (input: SearchInput) => Promise<GlobalSearchResult[]>;

export class SearchRegistry {
  private readonly providers: SearchProvider[] = [];

  register(provider: SearchProvider): void {
    this.providers.push(provider);
  }

  async search(input: { db: Db; principal: Principal; q: string; variant: Variant; limit?: number }): Promise<GlobalSearchResult[]> {
    const limit = input.limit ?? 10;
    const batches = await Promise.all(this.providers.map((provider) => provider({ ...input, limit })));
    return batches.flat().slice(0, limit * 2);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    globalSearch: SearchRegistry;
  }
}
