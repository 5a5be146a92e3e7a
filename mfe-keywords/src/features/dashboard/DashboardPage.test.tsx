import type { RequestHandler } from 'msw';
import { screen, within } from '@testing-library/react';
import type { Campaign } from '@nurly/contracts/schemas';
import { api, keyword, keywordHistory, lastRequest, pageOf, renderRemote, sentRequests, type TestUser } from '@nurly/shared/testing';
import definition from '../../routes';
import DashboardPage from './DashboardPage';

const customer = { id: 3, username: 'customer', point: 150000, apps: [{ key: 'keywords', title: '키워드' }] };

/** The dashboard as `user` (the customer unless named) sees it, the API answered by `handlers`. */
const renderDashboard = (handlers: RequestHandler[] = [], user: TestUser = customer) =>
  renderRemote(<DashboardPage />, { remote: definition, user, handlers });

/** A running campaign as assistant/campaingns lists it (the fields the card reads). */
function running(
  id: number,
  keywordText: string,
  products: string[],
  today: { completions: number; target: number },
  spent: number,
): Campaign {
  return {
    id,
    owner: { id: 3, username: 'customer', name: null },
    service: 'NURLY',
    channel: 'NAVER_SHOPPING',
    keyword: keywordText,
    mid: '84500000001',
    url: null,
    store_name: null,
    place_id: null,
    place_name: null,
    start_date: '2026-11-20',
    end_date: '2026-12-20',
    status: 'ACTIVE',
    hold: 10_000,
    spent,
    today: { day: '2026-11-26', clicks: 0, rejections: 0, ...today },
    rank: null,
    refundable: false,
    memo: null,
    created_at: '2026-11-20T10:00:00+09:00',
    lines: products.map((product_name) => ({ product_name }) as Campaign['lines'][number]),
  };
}

describe('dashboard /', () => {
  it('greets the logged-in user and shows the balance from the shared session', async () => {
    renderDashboard([api.get('naver/keywords', pageOf([])), api.get('assistant/campaingns', pageOf([]))]);
    expect(await screen.findByRole('heading', { name: 'customer님, 안녕하세요.' })).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-balance')).toHaveTextContent('₩150,000');
    expect(await screen.findByText('진행 중인 캠페인이 없습니다.')).toBeInTheDocument();
  });

  it('lists the customer’s running campaigns with today’s progress, each linking to its detail', async () => {
    renderDashboard([
      api.get('naver/keywords', pageOf([])),
      api.get(
        'assistant/campaingns',
        pageOf(
          [
            running(4, '캠핑의자', ['쇼핑 트래픽', '쇼핑 찜'], { completions: 48, target: 120 }, 12_345),
            running(2, '강남 꽃집', ['플레이스 저장'], { completions: 0, target: 50 }, 0),
          ],
          6,
        ),
      ),
    ]);
    const list = await screen.findByTestId('running-campaigns');
    expect(lastRequest('GET', 'assistant/campaingns')?.query).toEqual({ status: 'ACTIVE', page: '1', page_size: '5' });
    expect(screen.getByRole('heading', { name: '진행 중인 캠페인 (6)' })).toBeInTheDocument();
    const first = within(list).getByTestId('running-campaign-4');
    expect(within(first).getByRole('link', { name: '캠핑의자' })).toHaveAttribute('href', '/campaign/4');
    expect(first).toHaveTextContent('쇼핑 트래픽, 쇼핑 찜');
    expect(first).toHaveTextContent('오늘 48 / 120 · 차감 ₩12,345');
    expect(within(list).getByRole('link', { name: '강남 꽃집' })).toHaveAttribute('href', '/campaign/2');
    expect(screen.queryByText('진행 중인 캠페인이 없습니다.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '전체 캠페인' })).toHaveAttribute('href', '/campaign/list');
  });

  it('shows my products’ rank movement, main keywords first', async () => {
    renderDashboard([
      api.get('assistant/campaingns', pageOf([])),
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
    ]);
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
    renderDashboard([], 'anonymous');
    expect(await screen.findByText('게스트 모드로 이용 중입니다. 회원가입하면 모든 기능을 이용할 수 있습니다.')).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-balance')).toHaveTextContent('₩0');
    expect(sentRequests('GET', 'naver/keywords')).toHaveLength(0);
    expect(sentRequests('GET', 'assistant/campaingns')).toHaveLength(0);
  });
});
