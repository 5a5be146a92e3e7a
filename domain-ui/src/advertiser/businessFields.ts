/**
 * The text fields of a business (docs/decisions/product.md#validation advertiser) as a form edits them, '' for none: the staff
 * edit dialog (mfe-b2b) and the member's registration dialog (mfe-points) start from these and send
 * them the same way (trimmed, the registration number as 000-00-00000, empty optional fields null).
 * Each adds its own e-mail and depositor lists and documents.
 */
import { normalizeRegistrationNumber } from '@nurly/contracts';
import type { Advertiser, AdvertiserInput } from '@nurly/contracts/schemas';

export type BusinessFieldName =
  'name' | 'registration_number' | 'representative' | 'address' | 'phone_number' | 'business_type' | 'business_category';

export type BusinessFields = Record<BusinessFieldName, string>;

/** A business's text fields (a new business: all empty). */
export function businessFieldsOf(advertiser: Advertiser | null): BusinessFields {
  return {
    name: advertiser?.name ?? '',
    registration_number: advertiser?.registration_number ?? '',
    representative: advertiser?.representative ?? '',
    address: advertiser?.address ?? '',
    phone_number: advertiser?.phone_number ?? '',
    business_type: advertiser?.business_type ?? '',
    business_category: advertiser?.business_category ?? '',
  };
}

/** The text fields as the request sends them. */
export function businessFieldsInput(values: BusinessFields): Pick<AdvertiserInput, BusinessFieldName> {
  const number = normalizeRegistrationNumber(values.registration_number);
  return {
    name: values.name.trim(),
    registration_number: number.ok ? number.value : values.registration_number.trim(),
    representative: values.representative.trim(),
    address: values.address.trim(),
    phone_number: values.phone_number.trim() || null,
    business_type: values.business_type.trim() || null,
    business_category: values.business_category.trim() || null,
  };
}
