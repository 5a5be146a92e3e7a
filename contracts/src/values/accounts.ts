/** Accounts (docs/decisions/product.md#who-and-terms, docs/decisions/product.md#validation): plain values shared by the browser and the server. */

/** Members must be at least this old to sign up (docs/decisions/product.md#validation). */
export const MIN_AGE = 14;
/** Shortest password accepted anywhere (signup, change, staff reset; docs/decisions/product.md#validation). */
export const PASSWORD_MIN_LENGTH = 4;
export const PASSWORD_MAX_LENGTH = 200;
export const USERNAME_MIN_LENGTH = 4;
export const USERNAME_MAX_LENGTH = 30;
/** Letters, digits and _ . - (the server's schema pattern and the signup form's check). */
export const USERNAME_PATTERN = '^[A-Za-z0-9_.-]+$';

export const memberTypes = ['INDIVIDUAL', 'BUSINESS', 'CORPORATION'] as const;
export type MemberType = (typeof memberTypes)[number];

export const agreementTypes = [
  'REWARD_SERVICE',
  'REWARD_PRIVACY',
  'REWARD_SEND_MARKETING',
  'THENURLY_SERVICE',
  'THENURLY_PRIVACY',
  'THENURLY_SEND_MARKETING',
] as const;
export type AgreementTypeName = (typeof agreementTypes)[number];
