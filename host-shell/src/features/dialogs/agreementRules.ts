/**
 * Reward agreement dialog rules (docs/decisions/product.md#shared-screens item 9, docs/decisions/product.md#states, docs/decisions/product.md#validation): when it shows, what 'agree to all'
 * does, and when the start button is enabled.
 */
import type { AgreesRequest, User } from '@nurly/contracts/schemas';
import type { Variant } from '@nurly/shared';
import type { TermsKind } from '../../ui/terms';

export const AGREEMENT_ITEMS = [
  { type: 'REWARD_SERVICE', required: true, terms: 'service' },
  { type: 'REWARD_PRIVACY', required: true, terms: 'privacy' },
  { type: 'REWARD_SEND_MARKETING', required: false, terms: 'marketing' },
] as const satisfies readonly { type: string; required: boolean; terms: TermsKind }[];
export type AgreementType = (typeof AGREEMENT_ITEMS)[number]['type'];
export type AgreementChecks = Record<AgreementType, boolean>;

/** The reward agreement flag in user.agrees (absent = not yet agreed). */
export const REWARD_AGREEMENT_FLAG = 'REWARD';
export const AGREEMENT_PATHS = ['/', '/place'];

export const noChecks = (): AgreementChecks => ({ REWARD_SERVICE: false, REWARD_PRIVACY: false, REWARD_SEND_MARKETING: false });

export function shouldShowAgreement(user: Pick<User, 'agrees'> | null | undefined, variant: Variant, pathname: string): boolean {
  if (!user || !user.agrees || typeof user.agrees !== 'object') return false;
  if (variant !== 'reward') return false;
  if (REWARD_AGREEMENT_FLAG in user.agrees) return false;
  return AGREEMENT_PATHS.includes(pathname);
}

/** 'Agree to all' is checked when all three are; toggling it sets or clears all three. */
export function allChecked(checks: AgreementChecks): boolean {
  return AGREEMENT_ITEMS.every((item) => checks[item.type]);
}
export function setAll(value: boolean): AgreementChecks {
  return { REWARD_SERVICE: value, REWARD_PRIVACY: value, REWARD_SEND_MARKETING: value };
}

/** Start needs the service-terms and privacy boxes; marketing is optional. */
export function canStart(checks: AgreementChecks): boolean {
  return AGREEMENT_ITEMS.filter((item) => item.required).every((item) => checks[item.type]);
}

export function agreesBody(checks: AgreementChecks): AgreesRequest {
  return AGREEMENT_ITEMS.map((item) => ({ hasAgree: checks[item.type], type: item.type }));
}
