import { screen, within } from '@testing-library/react';
import { api, keyword, keywordHistory, lastRequest, pageOf, renderRemote, sentRequests } from '@nurly/shared/testing';
import definition from '../../routes';
import DashboardPage from './DashboardPage';

const customer = { id: 3, username: 'customer', point: 150000, apps: [{ key: 'keywords', title: '키워드' }] };

describe('dashboard /', () => {
  it('greets the logged-in user and shows the balance from the shared session', async () => {
    renderRemote(<DashboardPage />, { remote: definition, user: customer, handlers: [api.get('naver/keywords', pageOf([]))] });
    expect(await screen.findByRole('heading', { name: 'customer님, 안녕하세요.' })).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-balance')).toHaveTextContent('₩150,000');
    expect(screen.getByText('진행 중인 캠페인이 없습니다.')).toBeInTheDocument();
  });

  it('shows my products’ rank movement, main keywords first', async () => {
    renderRemote(<DashboardPage />, {
      remote: definition,
      user: customer,
      handlers: [
        api.get(
          'naver/keywords',
          pageOf([
            keyword({
              id: 1,
              keyword: '텀블러',
              rank: 40,
              is_my_product: true,
              histories: [keywordHistory({ date: '2026-11-22', rank: 40 }), keywordHistory({ date: '2026-11-21', rank: 30 })],
            }),
            keyword({
              id: 2,
              keyword: '캠핑의자',
              rank: 5,
              is_main: true,
              is_my_product: true,
              demo: true,
              histories: [keywordHistory({ date: '2026-11-22', rank: 5 }), keywordHistory({ date: '2026-11-21', rank: 9 })],
            }),
          ]),
        ),
      ],
    });
    const movement = await screen.findByTestId('rank-movement');
    expect(lastRequest('GET', 'naver/keywords')?.query).toEqual({ page: '1', page_size: '100', is_my_product: 'true' });
    expect(movement).toHaveTextContent('전일 대비 상승 1 · 하락 1 · 유지 0');
    const lines = within(movement).getAllByText(/캠핑의자|텀블러/);
    expect(lines[0]).toHaveTextContent('★ 캠핑의자');
    expect(within(movement).getByLabelText('4계단 상승')).toBeInTheDocument();
    expect(within(movement).getByLabelText('10계단 하락')).toBeInTheDocument();
    expect(screen.getByText('데모 데이터')).toBeInTheDocument();
  });

  it('tells a visitor who is not logged in that it is guest mode', async () => {
    renderRemote(<DashboardPage />, { remote: definition, user: 'anonymous' });
    expect(await screen.findByText('게스트 모드로 이용 중입니다. 회원가입하면 모든 기능을 이용할 수 있습니다.')).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-balance')).toHaveTextContent('₩0');
    expect(sentRequests('GET', 'naver/keywords')).toHaveLength(0);
  });
});
