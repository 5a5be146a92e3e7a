import type { MenuStatus } from '@nurly/contracts/schemas';
import type { Db } from '../../db/client';

export type MenuStatusEntry = MenuStatus[string];

/** Computes one menu's counts from real rows; modules register theirs at start-up. */
export type MenuStatusProvider = (db: Db) => Promise<MenuStatusEntry>;

export class MenuStatusRegistry {
  private readonly providers = new Map<string, MenuStatusProvider>();

  register(menuKey: string, provider: MenuStatusProvider): void {
    if (this.providers.has(menuKey)) throw new Error(`Menu status provider "${menuKey}" registered twice`);
    this.providers.set(menuKey, provider);
  }

  keys(): string[] {
    return [...this.providers.keys()];
  }

  /** Unknown keys are left out of the map (the client shows no badge for them). */
  async compute(db: Db, menuKeys: string[] = this.keys()): Promise<MenuStatus> {
    const wanted = menuKeys.filter((key) => this.providers.has(key));
    const entries = await Promise.all(wanted.map(async (key) => [key, await this.providers.get(key)!(db)] as const));
    return Object.fromEntries(entries);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    menuStatus: MenuStatusRegistry;
  }
}
