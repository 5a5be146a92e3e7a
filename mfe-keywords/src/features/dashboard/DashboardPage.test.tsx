import { addRemoteResources, balanceAtom, guestUser, isUserLoggedInAtom, nurlyStore, NurlyProvider, userAtom } from '@nurly/shared';
import type { User } from '@nurly/shared/contracts';
import { render, screen } from '@testing-library/react';
import { i18n } from '../../i18n';
import DashboardPage from './DashboardPage';

const customer: User = {
  ...guestUser,
  id: 3,
  username: 'customer',
  is_guest: false,
  point: 150000,
  apps: [{ key: 'keywords', title: '키워드' }],
};

function renderDashboard() {
  return render(
    <NurlyProvider variant="default">
      <DashboardPage />
    </NurlyProvider>,
  );
}

beforeAll(() => addRemoteResources(i18n.namespace, i18n.resources));

describe('dashboard /', () => {
  it('greets the logged-in user and shows the balance from the shared session', async () => {
    nurlyStore.set(isUserLoggedInAtom, true);
    nurlyStore.set(userAtom, customer);
    nurlyStore.set(balanceAtom, 150000);
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'customer님, 안녕하세요.' })).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-balance')).toHaveTextContent('₩150,000');
  });

  it('tells a visitor who is not logged in that it is guest mode', async () => {
    nurlyStore.set(isUserLoggedInAtom, false);
    nurlyStore.set(userAtom, null);
    nurlyStore.set(balanceAtom, 0);
    renderDashboard();
    expect(await screen.findByText('게스트 모드로 이용 중입니다. 회원가입하면 모든 기능을 이용할 수 있습니다.')).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-balance')).toHaveTextContent('₩0');
  });
});
