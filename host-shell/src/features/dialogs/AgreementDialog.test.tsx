import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, renderShell } from '../../test/fixtures';
import { AgreementDialog } from './AgreementDialog';
import { canStart, noChecks, setAll, shouldShowAgreement } from './agreementRules';

jest.setTimeout(20000);

describe('agreement rules', () => {
  it('shows only on the reward site, at / or /place, for a known user without the REWARD flag', () => {
    const user = makeUser(['HUB_CLIENT'], { agrees: { THENURLY: true } });
    expect(shouldShowAgreement(user, 'reward', '/')).toBe(true);
    expect(shouldShowAgreement(user, 'reward', '/place')).toBe(true);
    expect(shouldShowAgreement(user, 'reward', '/invoice')).toBe(false);
    expect(shouldShowAgreement(user, 'default', '/')).toBe(false);
    expect(shouldShowAgreement({ ...user, agrees: { REWARD: false } }, 'reward', '/')).toBe(false);
    expect(shouldShowAgreement(null, 'reward', '/')).toBe(false);
  });

  it('enables start only with the two required boxes', () => {
    expect(canStart(noChecks())).toBe(false);
    expect(canStart({ ...noChecks(), REWARD_SERVICE: true })).toBe(false);
    expect(canStart({ ...noChecks(), REWARD_SERVICE: true, REWARD_PRIVACY: true })).toBe(true);
    expect(canStart({ ...noChecks(), REWARD_SEND_MARKETING: true })).toBe(false);
    expect(canStart(setAll(true))).toBe(true);
  });
});

const checkbox = (testId: string) => within(screen.getByTestId(testId)).getByRole('checkbox');

describe('AgreementDialog', () => {
  it('agree-to-all sets and clears the three boxes; start follows the required two', async () => {
    const user = userEvent.setup();
    renderShell(<AgreementDialog open onDone={() => undefined} submit={jest.fn()} reloadUser={jest.fn()} />, { variant: 'reward' });
    const start = await screen.findByTestId('agreement-start');
    expect(start).toBeDisabled();

    await user.click(checkbox('agree-all'));
    for (const id of ['agree-REWARD_SERVICE', 'agree-REWARD_PRIVACY', 'agree-REWARD_SEND_MARKETING']) expect(checkbox(id)).toBeChecked();
    expect(start).toBeEnabled();

    await user.click(checkbox('agree-all'));
    for (const id of ['agree-REWARD_SERVICE', 'agree-REWARD_PRIVACY', 'agree-REWARD_SEND_MARKETING']) expect(checkbox(id)).not.toBeChecked();
    expect(start).toBeDisabled();

    await user.click(checkbox('agree-REWARD_SERVICE'));
    expect(start).toBeDisabled();
    await user.click(checkbox('agree-REWARD_PRIVACY'));
    expect(start).toBeEnabled();
    expect(checkbox('agree-all')).not.toBeChecked();
  });

  it('posts the three entries, closes, reloads the user and shows the server message', async () => {
    const user = userEvent.setup();
    const submit = jest.fn().mockResolvedValue({ message: '약관 동의가 완료되었습니다.' });
    const reloadUser = jest.fn().mockResolvedValue(undefined);
    const onDone = jest.fn();
    renderShell(<AgreementDialog open onDone={onDone} submit={submit} reloadUser={reloadUser} />, { variant: 'reward' });
    await user.click(await screen.findByTestId('agree-REWARD_SERVICE').then(() => checkbox('agree-REWARD_SERVICE')));
    await user.click(checkbox('agree-REWARD_PRIVACY'));
    await user.click(screen.getByTestId('agreement-start'));
    expect(submit).toHaveBeenCalledWith([
      { hasAgree: true, type: 'REWARD_SERVICE' },
      { hasAgree: true, type: 'REWARD_PRIVACY' },
      { hasAgree: false, type: 'REWARD_SEND_MARKETING' },
    ]);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(reloadUser).toHaveBeenCalled();
    expect(await screen.findByText('약관 동의가 완료되었습니다.')).toBeInTheDocument();
  });

  it('opens the read-only terms text from each box', async () => {
    const user = userEvent.setup();
    renderShell(<AgreementDialog open onDone={() => undefined} submit={jest.fn()} reloadUser={jest.fn()} />, { variant: 'reward' });
    await screen.findByTestId('agreement-dialog');
    await user.click(screen.getAllByRole('button', { name: '보기' })[0]);
    const terms = await screen.findByTestId('terms-dialog');
    expect(within(terms).getByText('서비스 이용약관')).toBeInTheDocument();
    expect(within(terms).getByText(/만 14세 이상/)).toBeInTheDocument();
  });
});
