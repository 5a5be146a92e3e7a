import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { api, apiError, defaultRemotes, lastRequest, renderRemote } from '@nurly/shared/testing';
import { ShellContext } from '../../lib/ShellContext';
import { registerShellStrings } from '../../i18n';
import { ForgotPasswordPage } from './ForgotPasswordPage';

jest.setTimeout(20000);
beforeAll(registerShellStrings);

const Shell = ({ children }: { children: ReactNode }) => (
  <ShellContext.Provider value={{ variant: 'default', definitions: defaultRemotes, routes: [], failedRemotes: [] }}>
    {children}
  </ShellContext.Provider>
);

const handlers = [
  api.post('password-reset/sendcode', { message: '가입된 휴대폰 번호라면 인증번호가 발송됩니다.', expires_in: 180 }),
  api.post('password-reset', ({ body }) =>
    (body as { code: string }).code === '123456'
      ? { message: '비밀번호가 변경되었습니다. 새 비밀번호로 로그인해주세요.', username: 'customer' }
      : apiError(400, '인증번호가 올바르지 않습니다.', { field: 'code', code: 'CODE_MISMATCH' }),
  ),
];

const renderPage = () => renderRemote(<ForgotPasswordPage />, { path: '/forgot-password', user: 'anonymous', wrapper: Shell, handlers });

describe('/forgot-password', () => {
  it('phone → code → new password; a wrong code shows under the code field; then the account to log in with', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(screen.queryByTestId('mobile-error')).not.toBeInTheDocument();
    await user.click(await screen.findByTestId('reset-send-code'));
    expect(await screen.findByTestId('mobile-error')).toHaveTextContent('필수 입력 항목입니다.');

    await user.type(screen.getByTestId('reset-mobile'), '01012345678');
    await user.click(screen.getByTestId('reset-send-code'));
    expect(await screen.findByTestId('reset-code')).toBeInTheDocument();
    expect(lastRequest('POST', 'password-reset/sendcode')?.body).toEqual({ mobile: '01012345678' });
    expect(screen.getByText('가입된 휴대폰 번호라면 인증번호가 발송됩니다.')).toBeInTheDocument();

    await user.type(screen.getByTestId('reset-code'), '000000');
    await user.type(screen.getByTestId('reset-new-password'), 'abc');
    await user.type(screen.getByTestId('reset-confirm'), 'abd');
    await user.click(screen.getByTestId('reset-submit'));
    expect(await screen.findByTestId('new_password-error')).toHaveTextContent('비밀번호는 최소 4자 이상 입력해주세요.');
    expect(screen.getByTestId('confirm-error')).toHaveTextContent('새로운 비밀번호가 일치하지 않습니다.');
    expect(lastRequest('POST', 'password-reset')).toBeUndefined();

    await user.clear(screen.getByTestId('reset-new-password'));
    await user.type(screen.getByTestId('reset-new-password'), 'new-pass');
    await user.clear(screen.getByTestId('reset-confirm'));
    await user.type(screen.getByTestId('reset-confirm'), 'new-pass');
    await user.click(screen.getByTestId('reset-submit'));
    expect(await screen.findByTestId('code-error')).toHaveTextContent('인증번호가 올바르지 않습니다.');

    await user.clear(screen.getByTestId('reset-code'));
    await user.type(screen.getByTestId('reset-code'), '123456');
    await user.click(screen.getByTestId('reset-submit'));
    expect(await screen.findByTestId('reset-done')).toHaveTextContent('아이디: customer');
    expect(lastRequest('POST', 'password-reset')?.body).toEqual({ mobile: '01012345678', code: '123456', new_password: 'new-pass' });
  });
});
