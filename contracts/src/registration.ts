/** Business registration numbers (docs/decisions/product.md#validation): 10 digits shown as 000-00-00000 (max length 12). */
export const REGISTRATION_NUMBER_MAX_LENGTH = 12;
export const REGISTRATION_NUMBER_FORMAT_ERROR = '사업자등록번호를 000-00-00000 형식으로 입력해주세요.';

export type RegistrationNumberResult = { ok: true; value: string } | { ok: false; error: string };

/** Spaces and hyphens are removed; anything but exactly 10 digits is refused. */
export function normalizeRegistrationNumber(input: string | null | undefined): RegistrationNumberResult {
  const compact = (input ?? '').replace(/[\s-]/g, '');
  if (!/^\d{10}$/.test(compact)) return { ok: false, error: REGISTRATION_NUMBER_FORMAT_ERROR };
  return { ok: true, value: `${compact.slice(0, 3)}-${compact.slice(3, 5)}-${compact.slice(5)}` };
}

/** Display form: normalised when valid, the input unchanged otherwise. */
export function formatRegistrationNumber(input: string | null | undefined): string {
  const result = normalizeRegistrationNumber(input);
  return result.ok ? result.value : (input ?? '');
}
