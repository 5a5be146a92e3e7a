import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, lastRequest, makeUser, renderRemote, sentRequests } from '@nurly/shared/testing';
import { registerShellStrings } from '../../i18n';
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
const hubClient = makeUser(['HUB_CLIENT'], { agrees: { THENURLY: true } });

beforeAll(registerShellStrings);

describe('AgreementDialog', () => {
  it('agree-to-all sets and clears the three boxes; start follows the required two', async () => {
    const user = userEvent.setup();
    renderRemote(<AgreementDialog open onDone={() => undefined} />, { variant: 'reward', user: hubClient });
    const start = await screen.findByTestId('agreement-start');
    expect(start).toBeDisabled();

    await user.click(checkbox('agree-all'));
    for (const id of ['agree-REWARD_SERVICE', 'agree-REWARD_PRIVACY', 'agree-REWARD_SEND_MARKETING']) expect(checkbox(id)).toBeChecked();
    expect(start).toBeEnabled();

    await user.click(checkbox('agree-all'));
    for (const id of ['agree-REWARD_SERVICE', 'agree-REWARD_PRIVACY', 'agree-REWARD_SEND_MARKETING'])
      expect(checkbox(id)).not.toBeChecked();
    expect(start).toBeDisabled();

    await user.click(checkbox('agree-REWARD_SERVICE'));
    expect(start).toBeDisabled();
    await user.click(checkbox('agree-REWARD_PRIVACY'));
    expect(start).toBeEnabled();
    expect(checkbox('agree-all')).not.toBeChecked();
    // Ticking boxes sends nothing; only start does.
    expect(sentRequests('POST', 'agrees')).toHaveLength(0);
  });

  it('posts the three entries, closes, reloads the user and shows the server message', async () => {
    const user = userEvent.setup();
    const onDone = jest.fn();
    renderRemote(<AgreementDialog open onDone={onDone} />, {
      variant: 'reward',
      user: hubClient,
      handlers: [api.post('agrees', { message: '약관 동의가 완료되었습니다.' })],
    });
    await user.click(await screen.findByTestId('agree-REWARD_SERVICE').then(() => checkbox('agree-REWARD_SERVICE')));
    await user.click(checkbox('agree-REWARD_PRIVACY'));
    await user.click(screen.getByTestId('agreement-start'));
    await waitFor(() =>
      expect(lastRequest('POST', 'agrees')?.body).toEqual([
        { hasAgree: true, type: 'REWARD_SERVICE' },
        { hasAgree: true, type: 'REWARD_PRIVACY' },
        { hasAgree: false, type: 'REWARD_SEND_MARKETING' },
      ]),
    );
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    // The user (with the new agreement flags) is loaded again.
    expect(sentRequests('GET', 'user')).toHaveLength(1);
    expect(await screen.findByText('약관 동의가 완료되었습니다.')).toBeInTheDocument();
  });

  it('opens the read-only terms text from each box', async () => {
    const user = userEvent.setup();
    renderRemote(<AgreementDialog open onDone={() => undefined} />, { variant: 'reward', user: hubClient });
    await screen.findByTestId('agreement-dialog');
    await user.click(screen.getAllByRole('button', { name: '보기' })[0]);
    const terms = await screen.findByTestId('terms-dialog');
    expect(within(terms).getByText('서비스 이용약관')).toBeInTheDocument();
    expect(within(terms).getByText(/만 14세 이상/)).toBeInTheDocument();
  });
});
