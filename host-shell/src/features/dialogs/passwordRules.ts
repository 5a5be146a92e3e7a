/** Change-password checks of docs/decisions/product.md#validation, in the order the form reports them. */
import { PASSWORD_MIN_LENGTH } from '@nurly/contracts';

/** Each problem is a key under 'password.errors' in the shell namespace (docs/decisions/product.md#validation Korean text). */
export type PasswordProblem = 'oldRequired' | 'mismatch' | 'sameAsOld' | 'tooShort';

export interface PasswordChangeForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * The first problem of the form, or null when it may be sent. Empty fields come first: an empty
 * form is "enter the current password", never "the new one equals the old one".
 */
export function validatePasswordChange({ oldPassword, newPassword, confirmPassword }: PasswordChangeForm): PasswordProblem | null {
  if (!oldPassword) return 'oldRequired';
  if (!newPassword) return 'tooShort';
  if (newPassword !== confirmPassword) return 'mismatch';
  if (newPassword === oldPassword) return 'sameAsOld';
  if (newPassword.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  return null;
}
