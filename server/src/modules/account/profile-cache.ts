import type { AccountProfile, AccountProfileStatement } from './queries';

const requiredKinds = ['SERVICE', 'PRIVACY'] as const;

/**
 * `agrees` holds one flag per stored agreement (e.g. REWARD_SERVICE) plus the service code
 * itself (REWARD: true) once the required ones are agreed; absent means the dialog shows.
 */
export function agreesMap(rows: { service: string; kind: string; agreed: boolean }[]): Record<string, boolean> {
  const agrees: Record<string, boolean> = {};
  for (const row of rows) agrees[`${row.service}_${row.kind}`] = row.agreed;
  for (const service of ['THENURLY', 'REWARD']) {
    if (requiredKinds.every((kind) => agrees[`${service}_${kind}`] === true)) agrees[service] = true;
  }
  return agrees;
}

/**
 * Per-process cache of the slow-changing part of the user object, keyed by user and validated by
 * users.profile_version (bumped by database triggers), so it is never stale on any instance.
 */
export class AccountProfileCache {
  private readonly entries = new Map<number, AccountProfile>();
  constructor(
    private readonly select: AccountProfileStatement,
    private readonly maxEntries = 10_000,
  ) {}

  async get(userId: number, version: number): Promise<AccountProfile | null> {
    const hit = this.entries.get(userId);
    if (hit && hit.profileVersion === version) return hit;
    const [row] = await this.select.execute({ id: userId });
    if (!row) return null;
    const profile: AccountProfile = {
      profileVersion: row.profileVersion,
      roles: row.roles,
      apps: row.apps,
      agrees: agreesMap(row.agreements),
      services: row.services,
    };
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.delete(userId);
    this.entries.set(userId, profile);
    return profile;
  }
}
