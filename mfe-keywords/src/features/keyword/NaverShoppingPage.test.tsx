import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Keyword, RankLookupRequest, RankLookupResponse } from '@nurly/contracts/schemas';
import { api, apiError, keyword, lastRequest, pageOf, renderRemote, sentRequests, type TestUser } from '@nurly/shared/testing';
import type { RequestHandler } from 'msw';
import definition from '../../routes';
import NaverShoppingPage from './NaverShoppingPage';
import { VIEW_FORMAT_KEY } from './viewFormat';

jest.setTimeout(20_000);

/** GET naver/keywords answering the given rows (the page asks for its first 100 shopping keywords). */
function keywordList(rows: Keyword[]) {
  return api.get('naver/keywords', pageOf(rows));
}

function renderPage(handlers: RequestHandler[], user: TestUser = { id: 3, username: 'customer' }) {
  return renderRemote(<NaverShoppingPage />, { remote: definition, path: '/keyword/naver-shopping', user, handlers });
}

beforeEach(() => window.localStorage.clear());

describe('/keyword/naver-shopping', () => {
  it('looks up many keywords for a product and shows rank, page and position in the grid (the default view)', async () => {
    const rows: Keyword[] = [];
    renderPage([
      api.get('naver/keywords', () => pageOf(rows)),
      api.post<RankLookupResponse, RankLookupRequest>('naver/keywords/rank', () => {
        rows.push(keyword({ keyword: '캠핑의자', rank: 237, page: 6, pageRank: 37, rankText: '237위 (6페이지 37위)' }));
        return { results: rows, provider: 'naver-openapi', demo: false, remaining: null };
      }),
    ]);
    await waitFor(() => expect(lastRequest('GET', 'naver/keywords')?.query).toEqual({ page: '1', page_size: '100', type: 'shopping' }));
    fireEvent.change(screen.getByLabelText(/상품 URL 또는 MID/), {
      target: { value: 'https://smartstore.naver.com/a/products/84512345678' },
    });
    fireEvent.change(screen.getByLabelText(/^키워드/), { target: { value: '캠핑의자, 접이식 캠핑의자' } });
    await userEvent.click(screen.getByRole('button', { name: '순위 조회' }));
    await waitFor(() =>
      expect(lastRequest('POST', 'naver/keywords/rank')?.body).toEqual({
        keywords: ['캠핑의자', '접이식 캠핑의자'],
        url: 'https://smartstore.naver.com/a/products/84512345678',
        type: 'shopping',
      }),
    );
    // The list is fetched again and shows the looked-up keyword.
    const card = await screen.findByTestId('keyword-card');
    expect(sentRequests('GET', 'naver/keywords')).toHaveLength(2);
    expect(within(card).getByTestId('keyword-rank')).toHaveTextContent('237위');
    expect(within(card).getByText('6페이지 37번째')).toBeInTheDocument();
    expect(screen.queryByTestId('demo-badge')).not.toBeInTheDocument();
  });

  it('remembers the list view in localStorage', async () => {
    renderPage([keywordList([keyword()])]);
    expect(await screen.findByTestId('keyword-grid')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '리스트' }));
    expect(window.localStorage.getItem(VIEW_FORMAT_KEY)).toBe('list-view');
    expect(screen.queryByTestId('keyword-grid')).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '페이지 내 순위' })).toBeInTheDocument();
  });

  it('labels simulated results as demo data and shows failures as failures', async () => {
    renderPage([
      keywordList([
        keyword({ id: 1, demo: true, provider: 'simulated' }),
        keyword({
          id: 2,
          keyword: '텀블러',
          status: 'FAILED',
          rank: null,
          page: null,
          pageRank: null,
          rankText: '조회 실패',
          error: '네이버 검색 API 호출 한도를 초과했습니다(429).',
        }),
      ]),
    ]);
    expect(await screen.findByTestId('demo-badge')).toHaveTextContent('데모 데이터');
    expect(screen.getByText('조회 실패')).toBeInTheDocument();
    expect(screen.getByText(/호출 한도를 초과/)).toBeInTheDocument();
  });

  it('adds to my products, and shows the refusal with the mid when it is already there', async () => {
    renderPage([
      keywordList([keyword({ id: 7 })]),
      api.post('naver/keywords/:id/add-to-product', () => apiError(409, '이미 내 상품에 등록된 상품입니다. (MID: 84512345678)')),
    ]);
    await userEvent.click(await screen.findByRole('checkbox', { name: '캠핑의자 내 상품 등록' }));
    expect(await screen.findByText('이미 내 상품에 등록된 상품입니다. (MID: 84512345678)')).toBeInTheDocument();
    expect(sentRequests('POST', 'naver/keywords/7/add-to-product')).toHaveLength(1);
  });

  it('switching one keyword off untracks that keyword only, never deleting the product', async () => {
    renderPage([
      keywordList([keyword({ id: 7, is_my_product: true, product_id: 4 })]),
      api.post('naver/keywords/:id/remove-from-product', {
        is_my_product: false,
        mid: '84512345678',
        product_id: 4,
        message: '이 키워드의 순위 추적을 해제했습니다.',
      }),
    ]);
    await userEvent.click(await screen.findByRole('checkbox', { name: '캠핑의자 내 상품 등록' }));
    expect(await screen.findByText('이 키워드의 순위 추적을 해제했습니다.')).toBeInTheDocument();
    expect(sentRequests('POST', 'naver/keywords/7/remove-from-product')).toHaveLength(1);
    expect(sentRequests('DELETE', /^naver\/products/)).toHaveLength(0);
    expect(sentRequests('POST', 'naver/products/delete')).toHaveLength(0);
  });

  it('the "내 상품" text next to the switch is its label: clicking it toggles the switch', async () => {
    renderPage([
      keywordList([keyword({ id: 7 })]),
      api.post('naver/keywords/:id/add-to-product', {
        is_my_product: true,
        mid: '84512345678',
        product_id: 4,
        message: '내 상품으로 등록되었습니다.',
      }),
    ]);
    const card = (await screen.findAllByTestId('keyword-card'))[0];
    await userEvent.click(within(card).getByText('내 상품'));
    await waitFor(() => expect(sentRequests('POST', 'naver/keywords/7/add-to-product')).toHaveLength(1));
  });

  it('copies the keywords to the clipboard', async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    renderPage([keywordList([keyword({ id: 1, keyword: '캠핑의자' }), keyword({ id: 2, keyword: '텀블러' })])]);
    await screen.findAllByTestId('keyword-card');
    await user.click(screen.getByRole('button', { name: '키워드 복사' }));
    expect(writeText).toHaveBeenCalledWith('캠핑의자, 텀블러');
    expect(await screen.findByText('키워드가 클립보드에 복사되었습니다.')).toBeInTheDocument();
  });

  it('invites a guest to register when the daily limit is reached', async () => {
    renderPage(
      [
        keywordList([]),
        api.post(
          'naver/keywords/rank',
          apiError(429, '게스트는 하루 10개 키워드까지 순위를 조회할 수 있습니다. 회원가입하시면 …', { code: 'GUEST_DAILY_LIMIT' }),
        ),
      ],
      'guest',
    );
    fireEvent.change(await screen.findByLabelText(/상품 URL 또는 MID/), { target: { value: '84512345678' } });
    fireEvent.change(screen.getByLabelText(/^키워드/), { target: { value: '캠핑의자' } });
    await userEvent.click(screen.getByRole('button', { name: '순위 조회' }));
    const alert = await screen.findByTestId('guest-limit');
    expect(alert).toHaveTextContent('게스트는 하루 10개 키워드까지');
    expect(within(alert).getByRole('link', { name: '회원가입' })).toHaveAttribute('href', '/register');
  });

  it('refuses a keyword with an emoji under the field before sending, as the server would', async () => {
    renderPage([
      keywordList([]),
      api.post('naver/keywords/rank', { results: [], provider: 'naver-openapi', demo: false, remaining: null }),
    ]);
    fireEvent.change(await screen.findByLabelText(/상품 URL 또는 MID/), { target: { value: '84512345678' } });
    fireEvent.change(screen.getByLabelText(/^키워드/), { target: { value: '캠핑의자\n캠핑의자 🏕️' } });
    await userEvent.click(screen.getByRole('button', { name: '순위 조회' }));
    expect(await screen.findByText('키워드에는 이모지를 입력할 수 없습니다.')).toBeInTheDocument();
    expect(sentRequests('POST', 'naver/keywords/rank')).toHaveLength(0);
    expect(screen.getByLabelText(/^키워드/)).toHaveValue('캠핑의자\n캠핑의자 🏕️');
  });
});
