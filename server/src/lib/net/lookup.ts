/**
 * Host name resolution as a dependency: the server resolves with the system resolver
 * (`dns.lookup`, every answer); tests pass a fixed table (test/helpers/app.ts) so they need no DNS.
 */
import dns from 'node:dns';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Every address a name resolves to; rejects when it resolves to none. */
export type HostLookup = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemLookup: HostLookup = async (hostname) => {
  const answers = await dns.promises.lookup(hostname, { all: true, order: 'verbatim' });
  return answers.map((answer) => ({ address: answer.address, family: answer.family === 6 ? 6 : 4 }));
};
