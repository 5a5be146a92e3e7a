/** Change-password checks of spec §5, in the order the form reports them. */
export const PASSWORD_MIN_LENGTH = 4;

export const PASSWORD_MESSAGES = {
  mismatch: '새로운 비밀번호가 일치하지 않습니다.',
  sameAsOld: '기존 비밀번호와 동일한 새로운 비밀번호를 입력할 수 없습니다.',
  tooShort: '비밀번호는 최소 4자 이상 입력해주세요.',
} as const;
export type PasswordProblem = keyof typeof PASSWORD_MESSAGES;

export interface PasswordChangeForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The first problem of the form, or null when it may be sent. */
export function validatePasswordChange({ oldPassword, newPassword, confirmPassword }: PasswordChangeForm): PasswordProblem | null {
  if (newPassword !== confirmPassword) return 'mismatch';
  if (newPassword === oldPassword) return 'sameAsOld';
  if (newPassword.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  return null;
}
