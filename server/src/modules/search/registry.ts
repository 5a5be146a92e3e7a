import type { GlobalSearchResult } from '../../../../shared/src/contracts/auth';
import type { Db } from '../../db/client';
import type { Principal } from '../../types';

/** A data source for global search; it returns only what the caller may open. */
export type SearchProvider = (input: { db: Db; principal: Principal; q: string; limit: number }) => Promise<GlobalSearchResult[]>;

export class SearchRegistry {
  private readonly providers: SearchProvider[] = [];

  register(provider: SearchProvider): void {
    this.providers.push(provider);
  }

  async search(db: Db, principal: Principal, q: string, limit = 10): Promise<GlobalSearchResult[]> {
    const batches = await Promise.all(this.providers.map((provider) => provider({ db, principal, q, limit })));
    return batches.flat().slice(0, limit * 2);
  }
}
