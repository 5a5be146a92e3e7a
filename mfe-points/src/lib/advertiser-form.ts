/** Registration dialog rules (docs/decisions/product.md#validation). */
import { REGISTRATION_NUMBER_FORMAT_ERROR, normalizeRegistrationNumber } from '@nurly/shared';
import { advertiserMessages, hasEmoji } from '@nurly/contracts';
import type { Advertiser, AdvertiserInput, RegistrationParse } from '@nurly/contracts/schemas';
import { businessFieldsInput, businessFieldsOf, type BusinessFields } from '@nurly/domain-ui';

/** The business's text fields, its e-mail and depositor lists (the first entry always there) and documents. */
export interface AdvertiserForm extends BusinessFields {
  emails: string[];
  deposit_names: string[];
  files: number[];
}

export type FormErrors = Partial<Record<'name' | 'registration_number' | 'representative' | 'address' | 'email' | 'deposit_name', string>>;

export const emptyForm = (): AdvertiserForm => formFromAdvertiser(null);

export function formFromAdvertiser(advertiser: Advertiser | null): AdvertiserForm {
  return {
    ...businessFieldsOf(advertiser),
    emails: advertiser?.emails.length ? [...advertiser.emails] : [''],
    deposit_names: advertiser?.deposit_names.length ? [...advertiser.deposit_names] : [''],
    files: advertiser ? [...advertiser.files] : [],
  };
}

/** Spaces and hyphens removed; 10 digits become 000-00-00000, anything else stays as typed. */
export function normalizeNumberInput(value: string): string {
  const result = normalizeRegistrationNumber(value);
  return result.ok ? result.value : value;
}

/** Required fields and formats; keys are Korean messages from the i18n namespace 'points'. */
export function validateForm(form: AdvertiserForm, messages: Record<keyof FormErrors, string>): FormErrors {
  const errors: FormErrors = {};
  if (!form.name.trim()) errors.name = messages.name;
  else if (hasEmoji(form.name)) errors.name = advertiserMessages.nameEmoji;
  if (!normalizeRegistrationNumber(form.registration_number).ok) errors.registration_number = REGISTRATION_NUMBER_FORMAT_ERROR;
  if (!form.representative.trim()) errors.representative = messages.representative;
  else if (hasEmoji(form.representative)) errors.representative = advertiserMessages.representativeEmoji;
  if (!form.address.trim()) errors.address = messages.address;
  if (!form.emails[0]?.includes('@')) errors.email = messages.email;
  if (!form.deposit_names[0]?.trim()) errors.deposit_name = messages.deposit_name;
  return errors;
}

export function toInput(form: AdvertiserForm): AdvertiserInput {
  return {
    ...businessFieldsInput(form),
    emails: form.emails.map((e) => e.trim()).filter((e, i) => i === 0 || e),
    deposit_names: form.deposit_names.map((d) => d.trim()).filter((d, i) => i === 0 || d),
    files: form.files,
  };
}

/** Auto-fill from a parsed certificate: parsed values replace, missing ones keep what was typed. */
export function applyParse(form: AdvertiserForm, parsed: RegistrationParse): AdvertiserForm {
  return {
    ...form,
    name: parsed.name ?? form.name,
    registration_number: parsed.registration_number ?? form.registration_number,
    representative: parsed.representative ?? form.representative,
    address: parsed.address ?? form.address,
    business_type: parsed.business_types.length ? parsed.business_types.join(', ') : form.business_type,
    business_category: parsed.business_categories.length ? parsed.business_categories.join(', ') : form.business_category,
  };
}

/** The first entry of a list can never be removed; others can. */
export function removeAt(list: string[], index: number): string[] {
  if (index === 0) return list;
  return list.filter((_, i) => i !== index);
}
