/**
 * Which remotes this page loads. The server answers /remotes.json for the request's Host
 * (docs/decisions/architecture.md#federation); when it cannot be fetched the shell still starts, deriving the variant from
 * the hostname and assuming each remote sits on this origin under /remotes/<key>/.
 */
import { detectVariant, federationName, variantRemotes, variants, type RemotesConfig, type Variant } from '@nurly/shared';
import { fetchJson, remotesConfigInit, takeEarly } from './earlyFetch';

export function fallbackRemotesConfig(hostname: string, origin: string): RemotesConfig {
  const variant = detectVariant(hostname);
  return {
    variant,
    remotes: variantRemotes[variant].map((key) => ({
      key,
      name: federationName(key),
      entry: `${origin}/remotes/${key}/mf-manifest.json`,
    })),
  };
}

function isVariant(value: unknown): value is Variant {
  return typeof value === 'string' && (variants as readonly string[]).includes(value);
}

/**
 * Keeps only the remotes the variant may load, whatever the config lists: a hub page must
 * never download the keywords remote even if a misconfigured server names it.
 */
export function restrictToVariant(config: RemotesConfig): RemotesConfig {
  const allowed = variantRemotes[config.variant];
  return { variant: config.variant, remotes: config.remotes.filter((r) => allowed.includes(r.key)) };
}

export async function fetchRemotesConfig(
  location: Pick<Location, 'hostname' | 'origin'>,
  fetchImpl: typeof fetch = fetch,
): Promise<RemotesConfig> {
  try {
    // The answer index.ts asked for at start, when there is one.
    const body = (await (takeEarly('/remotes.json') ?? fetchJson('/remotes.json', remotesConfigInit, fetchImpl))) as Partial<RemotesConfig>;
    if (!isVariant(body.variant) || !Array.isArray(body.remotes)) throw new Error('/remotes.json has an unexpected shape');
    return restrictToVariant({ variant: body.variant, remotes: body.remotes });
  } catch (error) {
    console.warn('[host-shell] /remotes.json unavailable, using the hostname rules', error);
    return fallbackRemotesConfig(location.hostname, location.origin);
  }
}
