import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@nurly/shared/testing';
import { registerShellStrings } from '../../i18n';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { accountKo } from '../../i18n/account';
import { validatePasswordChange } from './passwordRules';

describe('validatePasswordChange', () => {
  it('reports the three docs/decisions/product.md#validation messages', () => {
    expect(validatePasswordChange({ oldPassword: 'old1', newPassword: 'abcd', confirmPassword: 'abce' })).toBe('mismatch');
    expect(validatePasswordChange({ oldPassword: 'same', newPassword: 'same', confirmPassword: 'same' })).toBe('sameAsOld');
    expect(validatePasswordChange({ oldPassword: 'old1', newPassword: 'abc', confirmPassword: 'abc' })).toBe('tooShort');
    expect(validatePasswordChange({ oldPassword: 'old1', newPassword: 'abcd', confirmPassword: 'abcd' })).toBeNull();
    // An empty form asks for the current password, never says the new one equals it.
    expect(validatePasswordChange({ oldPassword: '', newPassword: '', confirmPassword: '' })).toBe('oldRequired');
    expect(validatePasswordChange({ oldPassword: 'old1', newPassword: '', confirmPassword: '' })).toBe('tooShort');
    expect(accountKo.password.errors).toEqual({
      oldRequired: '기존 비밀번호를 입력해주세요.',
      mismatch: '새로운 비밀번호가 일치하지 않습니다.',
      sameAsOld: '기존 비밀번호와 동일한 새로운 비밀번호를 입력할 수 없습니다.',
      tooShort: '비밀번호는 최소 4자 이상 입력해주세요.',
    });
  });
});

async function fill(user: ReturnType<typeof userEvent.setup>, oldPassword: string, next: string, confirm: string) {
  const [oldInput, newInput, confirmInput] = screen.getAllByDisplayValue('') as HTMLInputElement[];
  await user.clear(oldInput);
  await user.type(oldInput, oldPassword);
  await user.type(newInput, next);
  await user.type(confirmInput, confirm);
  await user.click(screen.getByRole('button', { name: '변경' }));
}

jest.setTimeout(20000);
beforeAll(registerShellStrings);

describe('ChangePasswordDialog', () => {
  it('shows the client-side messages and sends nothing while invalid', async () => {
    const user = userEvent.setup();
    const submit = jest.fn();
    renderRemote(<ChangePasswordDialog open onClose={() => undefined} onLoggedOut={() => undefined} submit={submit} />);
    await screen.findByTestId('change-password-dialog');
    await fill(user, 'old1', 'abcd', 'abcx');
    expect(await screen.findByTestId('password-error')).toHaveTextContent('새로운 비밀번호가 일치하지 않습니다.');
    expect(submit).not.toHaveBeenCalled();
  });

  it('submitted empty, it asks for the current password (not "the same as the old one")', async () => {
    const user = userEvent.setup();
    const submit = jest.fn();
    renderRemote(<ChangePasswordDialog open onClose={() => undefined} onLoggedOut={() => undefined} submit={submit} />);
    await screen.findByTestId('change-password-dialog');
    expect(screen.queryByTestId('password-error')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '변경' }));
    expect(await screen.findByTestId('password-error')).toHaveTextContent('기존 비밀번호를 입력해주세요.');
    expect(submit).not.toHaveBeenCalled();
  });

  it('rejects a new password equal to the old one and one shorter than 4', async () => {
    const user = userEvent.setup();
    const submit = jest.fn();
    const { unmount } = renderRemote(<ChangePasswordDialog open onClose={() => undefined} onLoggedOut={() => undefined} submit={submit} />);
    await fill(user, 'same', 'same', 'same');
    expect(await screen.findByTestId('password-error')).toHaveTextContent('기존 비밀번호와 동일한 새로운 비밀번호를 입력할 수 없습니다.');
    unmount();
    renderRemote(<ChangePasswordDialog open onClose={() => undefined} onLoggedOut={() => undefined} submit={submit} />);
    await fill(user, 'old1', 'abc', 'abc');
    expect(await screen.findByTestId('password-error')).toHaveTextContent('비밀번호는 최소 4자 이상 입력해주세요.');
    expect(submit).not.toHaveBeenCalled();
  });

  it('shows the server message on failure', async () => {
    const user = userEvent.setup();
    const { ApiError } = await import('@nurly/shared');
    const submit = jest.fn().mockRejectedValue(new ApiError({ status: 400, message: '기존 비밀번호가 올바르지 않습니다.' }));
    renderRemote(<ChangePasswordDialog open onClose={() => undefined} onLoggedOut={() => undefined} submit={submit} />);
    await fill(user, 'wrong', 'abcd', 'abcd');
    expect(await screen.findByTestId('password-error')).toHaveTextContent('기존 비밀번호가 올바르지 않습니다.');
  });

  it('on success shows the message, then logs out after 3000 ms', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const submit = jest.fn().mockResolvedValue({ message: 'ok' });
      const onLoggedOut = jest.fn();
      renderRemote(<ChangePasswordDialog open onClose={() => undefined} onLoggedOut={onLoggedOut} submit={submit} />);
      await fill(user, 'old1', 'abcd', 'abcd');
      expect(submit).toHaveBeenCalledWith({ oldPassword: 'old1', newPassword: 'abcd' });
      expect(await screen.findByTestId('password-success')).toHaveTextContent(
        '비밀번호가 변경되었습니다. 잠시 후 로그인 페이지로 이동합니다.',
      );
      act(() => jest.advanceTimersByTime(2900));
      expect(onLoggedOut).not.toHaveBeenCalled();
      await act(async () => {
        jest.advanceTimersByTime(200);
      });
      await waitFor(() => expect(onLoggedOut).toHaveBeenCalled());
    } finally {
      jest.useRealTimers();
    }
  });
});
