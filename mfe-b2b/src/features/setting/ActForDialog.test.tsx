/**
 * 대리 접속 from the member list: a '대리 접속' button per row opens the dialog asking the reason
 * (required, 2–200 characters, Korean errors under the field, the server's too); starting keeps the
 * actor's tokens aside in sessionStorage, sets the act-for token (no refresh token) and opens '/'.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActForResponse } from '@nurly/contracts/schemas';
import { ACT_FOR_ASIDE_KEY, accessTokenAtom, nurlyStore, refreshTokenAtom } from '@nurly/shared';
import {
  TEST_ACCESS_TOKEN,
  TEST_REFRESH_TOKEN,
  api,
  apiError,
  lastRequest,
  makeUser,
  renderRemote,
  sentRequests,
} from '@nurly/shared/testing';
import definition from '../../routes';
import UsersListRoute from '../../app/UsersListRoute';
import { ActForDialog } from './ActForDialog';
import { b2bMember, memberPage } from './fixtures';

jest.setTimeout(30_000);

const seoulDist = makeUser([], { id: 2, username: 'seoul_dist', tier: 2 });
const advertiser = b2bMember({ id: 7, username: 'gangnam_shop', name: '한지호', tier: 4, role: 'advertiser', children: 0 });
const answer: ActForResponse = {
  access: 'act-for-access',
  expires_at: '2026-12-02T09:00:00.000Z',
  account: { id: 7, username: 'gangnam_shop', name: '한지호' },
  actor: { id: 2, username: 'seoul_dist', name: '이서연' },
};

function openDialog(handlers: ReturnType<typeof api.post>[] = [api.post('act-for', answer)]) {
  const leave = jest.fn();
  renderRemote(<ActForDialog state={{ member: advertiser }} onClose={jest.fn()} leave={leave} />, {
    remote: definition,
    user: seoulDist,
    handlers,
  });
  return leave;
}

describe('ActForDialog', () => {
  it('asks for the reason: required and at least 2 characters, in Korean under the field; nothing is sent', async () => {
    const user = userEvent.setup();
    openDialog();
    expect(await screen.findByRole('heading', { name: '한지호 계정으로 대리 접속' })).toBeInTheDocument();
    await user.click(screen.getByTestId('act-for-submit'));
    expect(await screen.findByText('필수 입력 항목입니다.')).toBeInTheDocument();
    await user.type(screen.getByTestId('act-for-reason'), '가');
    await user.click(screen.getByTestId('act-for-submit'));
    expect(await screen.findByText('2자 이상 입력해주세요.')).toBeInTheDocument();
    expect(sentRequests('POST', 'act-for')).toHaveLength(0);
  });

  it("shows the server's message under the reason", async () => {
    const user = userEvent.setup();
    const leave = openDialog([api.post('act-for', apiError(400, '대리 접속 사유를 2자 이상 입력해주세요.', 'reason'))]);
    await user.type(await screen.findByTestId('act-for-reason'), '가나');
    await user.click(screen.getByTestId('act-for-submit'));
    expect(await screen.findByText('대리 접속 사유를 2자 이상 입력해주세요.')).toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
    expect(nurlyStore.get(accessTokenAtom)).toBe(TEST_ACCESS_TOKEN);
  });

  it("starts: the actor's tokens go aside, the act-for token is set without a refresh token, / opens", async () => {
    const user = userEvent.setup();
    const leave = openDialog();
    await user.type(await screen.findByTestId('act-for-reason'), '  캠페인 등록 대행 ');
    await user.click(screen.getByTestId('act-for-submit'));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/'));
    expect(lastRequest('POST', 'act-for')?.body).toEqual({ account_id: 7, reason: '캠페인 등록 대행' });
    expect(JSON.parse(sessionStorage.getItem(ACT_FOR_ASIDE_KEY)!)).toEqual({ access: TEST_ACCESS_TOKEN, refresh: TEST_REFRESH_TOKEN });
    expect(nurlyStore.get(accessTokenAtom)).toBe('act-for-access');
    expect(nurlyStore.get(refreshTokenAtom)).toBeNull();
  });
});

describe('the member list', () => {
  it('has a 대리 접속 button per row that opens the dialog for that member', async () => {
    const user = userEvent.setup();
    renderRemote(<UsersListRoute />, {
      remote: definition,
      user: seoulDist,
      path: '/users/list',
      handlers: [api.get('admin/b2b/members', memberPage([b2bMember(), advertiser]))],
    });
    await user.click(await screen.findByTestId('act-for-7'));
    expect(await screen.findByTestId('act-for-dialog')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '한지호 계정으로 대리 접속' })).toBeInTheDocument();
    expect(screen.getByTestId('act-for-4')).toHaveTextContent('대리 접속');
  });
});
