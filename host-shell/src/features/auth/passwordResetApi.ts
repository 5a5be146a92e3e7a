/** The forgotten-password calls: only /forgot-password makes them. */
import { apiClient } from '@nurly/shared';
import type { PasswordResetRequest, PasswordResetResponse, SendCodeResponse } from '@nurly/contracts/schemas';

export async function postPasswordResetCode(mobile: string): Promise<SendCodeResponse> {
  const { data } = await apiClient.post<SendCodeResponse>('password-reset/sendcode', { mobile });
  return data;
}

export async function postPasswordReset(body: PasswordResetRequest): Promise<PasswordResetResponse> {
  const { data } = await apiClient.post<PasswordResetResponse>('password-reset', body);
  return data;
}
