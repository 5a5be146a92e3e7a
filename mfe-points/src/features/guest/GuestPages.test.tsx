import { act, screen } from '@testing-library/react';
import { renderRemote, sentRequests } from '@nurly/shared/testing';
import definition from '../../routes';

jest.setTimeout(20000);

const routeOf = (name: string) => definition.routes.find((route) => route.name === name)!;

// A guest has no balance, business or ledger: both points pages explain that signing up unlocks
// points and link to /register, instead of waiting forever for a business that cannot exist.
describe.each(['point-buy', 'point-list'])('%s for a guest', (name) => {
  it('explains that points need a member account and links to sign-up, without a spinner', async () => {
    renderRemote(routeOf(name), { remote: definition, user: 'guest' });
    const notice = await screen.findByTestId('guest-points-notice');
    expect(notice).toHaveTextContent('포인트 충전과 내역은 회원 전용입니다');
    expect(screen.getByRole('link', { name: '회원가입하고 포인트 충전하기' })).toHaveAttribute('href', '/register');
    await act(async () => undefined);
    expect(screen.queryByText('불러오는 중…')).toBeNull();
    expect(screen.queryByTestId('balance-area')).toBeNull();
    expect(sentRequests('GET', /^admin\/advertisers/)).toHaveLength(0);
  });
});
