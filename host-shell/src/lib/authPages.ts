import type { Variant } from '@nurly/shared';

/** The host's auth pages per deployment (docs/decisions/product.md#screens-and-routes): the consoles have only /login. */
export const AUTH_PAGES_BY_VARIANT: Record<Variant, string[]> = {
  default: ['/login', '/auth', '/register', '/forgot-password'],
  reward: ['/login', '/auth', '/register'],
  hub: ['/login'],
  offerwall: ['/login'],
};
