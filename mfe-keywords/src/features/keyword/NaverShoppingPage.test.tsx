import { ApiError, guestUser, isUserLoggedInAtom, nurlyStore, userAtom } from '@nurly/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { keyword } from '../../test/fixtures';
import { renderKeywords } from '../../test/render';
import * as productApi from '../my-products/api';
import * as api from './api';
import NaverShoppingPage from './NaverShoppingPage';
import { VIEW_FORMAT_KEY } from './viewFormat';

jest.setTimeout(20_000);
jest.mock('./api');
jest.mock('../my-products/api');
const mocked = jest.mocked(api);
const mockedProducts = jest.mocked(productApi);

const mutate = jest.fn().mockResolvedValue(undefined);
function listReturns(rows: ReturnType<typeof keyword>[]) {
  mocked.useKeywords.mockReturnValue({ data: { count: rows.length, results: rows }, isLoading: false, mutate } as unknown as ReturnType<
    typeof api.useKeywords
  >);
}

beforeEach(() => {
  jest.clearAllMocks();
  window.localStorage.clear();
  mocked.useHistories.mockReturnValue({ data: undefined, isLoading: false } as unknown as ReturnType<typeof api.useHistories>);
  nurlyStore.set(isUserLoggedInAtom, true);
  nurlyStore.set(userAtom, { ...guestUser, id: 3, username: 'customer', is_guest: false });
});

describe('/keyword/naver-shopping', () => {
  it('looks up many keywords for a product and shows rank, page and position in the grid (the default view)', async () => {
    listReturns([keyword({ keyword: '캠핑의자', rank: 237, page: 6, pageRank: 37, rankText: '237위 (6페이지 37위)' })]);
    mocked.postRankLookup.mockResolvedValue({ results: [keyword()], provider: 'naver-openapi', demo: false, remaining: null });
    renderKeywords(<NaverShoppingPage />, '/keyword/naver-shopping');
    fireEvent.change(screen.getByLabelText(/상품 URL 또는 MID/), {
      target: { value: 'https://smartstore.naver.com/a/products/84512345678' },
    });
    fireEvent.change(screen.getByLabelText(/^키워드/), { target: { value: '캠핑의자, 접이식 캠핑의자' } });
    await userEvent.click(screen.getByRole('button', { name: '순위 조회' }));
    await waitFor(() =>
      expect(mocked.postRankLookup).toHaveBeenCalledWith({
        keywords: ['캠핑의자', '접이식 캠핑의자'],
        url: 'https://smartstore.naver.com/a/products/84512345678',
        type: 'shopping',
      }),
    );
    expect(mutate).toHaveBeenCalled();
    const card = screen.getByTestId('keyword-card');
    expect(within(card).getByTestId('keyword-rank')).toHaveTextContent('237위');
    expect(within(card).getByText('6페이지 37번째')).toBeInTheDocument();
    expect(screen.queryByTestId('demo-badge')).not.toBeInTheDocument();
  });

  it('remembers the list view in localStorage', async () => {
    listReturns([keyword()]);
    renderKeywords(<NaverShoppingPage />);
    expect(screen.getByTestId('keyword-grid')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '리스트' }));
    expect(window.localStorage.getItem(VIEW_FORMAT_KEY)).toBe('list-view');
    expect(screen.queryByTestId('keyword-grid')).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '페이지 내 순위' })).toBeInTheDocument();
  });

  it('labels simulated results as demo data and shows failures as failures', async () => {
    listReturns([
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
    ]);
    renderKeywords(<NaverShoppingPage />);
    expect(screen.getByTestId('demo-badge')).toHaveTextContent('데모 데이터');
    expect(screen.getByText('조회 실패')).toBeInTheDocument();
    expect(screen.getByText(/호출 한도를 초과/)).toBeInTheDocument();
  });

  it('adds to my products, and shows the refusal with the mid when it is already there', async () => {
    listReturns([keyword({ id: 7 })]);
    mocked.postAddToProduct.mockRejectedValueOnce(
      new ApiError({ status: 409, message: '이미 내 상품에 등록된 상품입니다. (MID: 84512345678)' }),
    );
    renderKeywords(<NaverShoppingPage />);
    await userEvent.click(screen.getByRole('checkbox', { name: '캠핑의자 내 상품 등록' }));
    expect(mocked.postAddToProduct).toHaveBeenCalledWith(7);
    expect(await screen.findByText('이미 내 상품에 등록된 상품입니다. (MID: 84512345678)')).toBeInTheDocument();
  });

  it('removes from my products when the toggle is switched off', async () => {
    listReturns([keyword({ id: 7, is_my_product: true, product_id: 4 })]);
    mockedProducts.deleteProduct.mockResolvedValue({ message: '내 상품에서 삭제되었습니다.' });
    renderKeywords(<NaverShoppingPage />);
    await userEvent.click(screen.getByRole('checkbox', { name: '캠핑의자 내 상품 등록' }));
    expect(mockedProducts.deleteProduct).toHaveBeenCalledWith(4);
    expect(await screen.findByText('내 상품에서 삭제되었습니다.')).toBeInTheDocument();
  });

  it('copies the keywords to the clipboard', async () => {
    listReturns([keyword({ id: 1, keyword: '캠핑의자' }), keyword({ id: 2, keyword: '텀블러' })]);
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    renderKeywords(<NaverShoppingPage />);
    await user.click(screen.getByRole('button', { name: '키워드 복사' }));
    expect(writeText).toHaveBeenCalledWith('캠핑의자, 텀블러');
    expect(await screen.findByText('키워드가 클립보드에 복사되었습니다.')).toBeInTheDocument();
  });

  it('invites a guest to register when the daily limit is reached', async () => {
    nurlyStore.set(userAtom, { ...guestUser, id: 9, username: 'guest-x', is_guest: true });
    listReturns([]);
    mocked.postRankLookup.mockRejectedValue(
      new ApiError({
        status: 429,
        code: 'GUEST_DAILY_LIMIT',
        message: '게스트는 하루 10개 키워드까지 순위를 조회할 수 있습니다. 회원가입하시면 …',
      }),
    );
    renderKeywords(<NaverShoppingPage />);
    fireEvent.change(screen.getByLabelText(/상품 URL 또는 MID/), { target: { value: '84512345678' } });
    fireEvent.change(screen.getByLabelText(/^키워드/), { target: { value: '캠핑의자' } });
    await userEvent.click(screen.getByRole('button', { name: '순위 조회' }));
    const alert = await screen.findByTestId('guest-limit');
    expect(alert).toHaveTextContent('게스트는 하루 10개 키워드까지');
    expect(within(alert).getByRole('link', { name: '회원가입' })).toHaveAttribute('href', '/register');
  });
});
