/**
 * Act-for (대리 접속, docs/decisions/resellers.md#act-for) in the browser: staff or a reseller open a descendant's console
 * with a 30-minute access token (POST act-for) that has no refresh token. The actor's own tokens
 * are kept aside in sessionStorage (this tab only) and put back when the act-for session ends.
 */
import type { ActForResponse } from '@nurly/contracts/schemas';
import { postActForEnd } from '../api/auth';
import { accessTokenAtom, advertiserAtom, clearSession, nurlyStore, refreshTokenAtom, setTokens, userAtom, type Tokens } from './store';

export const ACT_FOR_ASIDE_KEY = 'nurly.actForAside';

/** The actor's own tokens kept aside while it acts for someone, if any. */
export function actorTokensAside(): Tokens | null {
  if (typeof sessionStorage === 'undefined') return null;
  try {
    const stored = JSON.parse(sessionStorage.getItem(ACT_FOR_ASIDE_KEY) ?? 'null') as Tokens | null;
    return stored && typeof stored.access === 'string' ? stored : null;
  } catch {
    return null;
  }
}

/**
 * Switches the tab to the act-for token: the actor's tokens go aside (never an act-for token's),
 * the user and advertiser of the actor are forgotten.
 */
export function startActingFor(answer: Pick<ActForResponse, 'access'>, store = nurlyStore): void {
  const access = store.get(accessTokenAtom);
  // Acting for someone already (its user names an actor), the aside holds the actor's own tokens.
  if (access && !store.get(userAtom)?.actor) {
    sessionStorage.setItem(ACT_FOR_ASIDE_KEY, JSON.stringify({ access, refresh: store.get(refreshTokenAtom) } satisfies Tokens));
  }
  store.set(userAtom, null);
  store.set(advertiserAtom, null);
  setTokens({ access: answer.access, refresh: null }, store);
}

/**
 * Ends the act-for session (best effort: it may have run out) and puts the actor's own tokens back;
 * without them the tab is logged out.
 */
export async function endActingFor(store = nurlyStore): Promise<void> {
  try {
    await postActForEnd();
  } catch {
    // Over already (30 minutes, or ended elsewhere): the tab returns to the actor regardless.
  }
  const aside = actorTokensAside();
  sessionStorage.removeItem(ACT_FOR_ASIDE_KEY);
  store.set(userAtom, null);
  store.set(advertiserAtom, null);
  if (aside) setTokens(aside, store);
  else clearSession(store);
}
