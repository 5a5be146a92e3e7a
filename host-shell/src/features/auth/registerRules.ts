/** Client-side signup checks (docs/decisions/product.md#who-and-terms, docs/decisions/product.md#validation); the server checks again. */
import { fullYearsOn, MIN_AGE, PASSWORD_MIN_LENGTH, seoulDayOf, type MemberType } from '@nurly/contracts';

export interface RegisterForm {
  username: string;
  password: string;
  passwordConfirm: string;
  mobile: string;
  code: string;
  birthDate: string;
  memberType: MemberType;
  agreeTerms: boolean;
}

/** Values are keys under 'register.errors' in the shell namespace (or already translated server text). */
export type RegisterErrors = Partial<Record<keyof RegisterForm, string>>;

/** Full years between `birthDate` (YYYY-MM-DD) and the Korea day of `today`, as the server counts them; null when it is not YYYY-MM-DD. */
export function ageOn(birthDate: string, today: Date): number | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(birthDate) ? fullYearsOn(birthDate, seoulDayOf(today)) : null;
}

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

export function validateRegister(form: RegisterForm, today = new Date()): RegisterErrors {
  const errors: RegisterErrors = {};
  if (!/^[A-Za-z0-9_.-]{4,30}$/.test(form.username)) errors.username = 'username';
  if (form.password.length < PASSWORD_MIN_LENGTH) errors.password = 'password';
  else if (form.password !== form.passwordConfirm) errors.passwordConfirm = 'passwordConfirm';
  const mobile = digitsOnly(form.mobile);
  if (!/^01\d{8,9}$/.test(mobile)) errors.mobile = 'mobile';
  if (!/^\d{4,8}$/.test(form.code)) errors.code = 'code';
  const age = ageOn(form.birthDate, today);
  if (age === null) errors.birthDate = 'birthDate';
  else if (age < MIN_AGE) errors.birthDate = 'underAge';
  if (!form.agreeTerms) errors.agreeTerms = 'agreeTerms';
  return errors;
}
