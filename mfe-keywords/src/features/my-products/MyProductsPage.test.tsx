import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MallList, MyProduct } from '@nurly/contracts/schemas';
import { api, apiError, keyword, lastRequest, pageOf, renderRemote, sentRequests } from '@nurly/shared/testing';
import definition from '../../routes';
import { refreshStatus } from './fixtures';
import MyProductsPage from './MyProductsPage';

jest.setTimeout(30_000);

const product = (id: number, title: string, mall = '누리몰'): MyProduct => {
  const { histories: _histories, ...main } = keyword({ id: id * 10, keyword: `${title} 키워드`, is_main: true });
  return {
    id,
    productId: `8450000000${id}`,
    type: 'shopping',
    title,
    url: null,
    malls: [mall],
    extended: false,
    main_keyword_id: main.id,
    main_keyword: main.keyword,
    keywords: [main],
    created_at: '2026-11-20T10:00:00+09:00',
  };
};

const products = [product(1, '캠핑 의자'), product(2, '캠핑 테이블', '캠핑샵'), product(3, '텀블러')];

/** GET naver/products as the server filters it: search in the title, mall. */
const productsHandler = api.get('naver/products', ({ query }) =>
  pageOf(
    products.filter(
      (p) => (!query.search || p.title!.includes(String(query.search))) && (!query.mall || p.malls.includes(String(query.mall))),
    ),
  ),
);
const handlers = [
  productsHandler,
  api.get<MallList>('naver/products/malls', {
    malls: [
      { name: '누리몰', products: 2 },
      { name: '캠핑샵', products: 1 },
    ],
  }),
  api.get('naver/keywords/refresh/status', refreshStatus({ budget: 25000, mine: { tracked: 3, checked_today: 0 } })),
];

const renderPage = (path = '/my-products', extra = handlers) =>
  renderRemote(<MyProductsPage />, { remote: definition, path, user: { id: 3, username: 'customer' }, handlers: extra });

describe('/my-products on the list blocks', () => {
  it('keeps search and mall in the URL and sends them (trimmed) to the server', async () => {
    const user = userEvent.setup();
    const { location } = renderPage('/my-products?mall=%EB%88%84%EB%A6%AC%EB%AA%B0');
    expect(await screen.findByText('캠핑 의자')).toBeInTheDocument();
    expect(screen.queryByText('캠핑 테이블')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '판매처' })).toHaveValue('누리몰');

    await user.type(screen.getByPlaceholderText('상품명, MID, 키워드'), '텀블 ');
    await waitFor(() =>
      expect(lastRequest('GET', 'naver/products')?.query).toEqual({ page: '1', page_size: '25', search: '텀블', mall: '누리몰' }),
    );
    expect(await screen.findByText('텀블러')).toBeInTheDocument();
    expect(screen.queryByText('캠핑 의자')).not.toBeInTheDocument();
    expect(new URLSearchParams(location().search).get('search')).toBe('텀블 ');
    // Typed letter by letter, sent once typing stopped.
    expect(
      sentRequests('GET', 'naver/products')
        .map((r) => r.query.search)
        .filter(Boolean),
    ).toEqual(['텀블']);
  });

  it('deletes the selected products in one call and reloads the list and the malls', async () => {
    const user = userEvent.setup();
    renderPage('/my-products', [
      ...handlers,
      api.post('naver/products/delete', ({ body }) => ({ message: '상품 2개가 내 상품에서 삭제되었습니다.', deleted: 2, body })),
    ]);
    expect(await screen.findByText('캠핑 의자')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '선택 삭제 (0)' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: '캠핑 의자 선택' }));
    await user.click(screen.getByRole('checkbox', { name: '텀블러 선택' }));
    expect(screen.getByRole('link', { name: '리포트 보기' })).toHaveAttribute('href', '/report?ids=1,3');

    const mallsBefore = sentRequests('GET', 'naver/products/malls').length;
    await user.click(screen.getByRole('button', { name: '선택 삭제 (2)' }));
    await user.click(within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: '확 인' }));
    expect(await screen.findByText('상품 2개가 내 상품에서 삭제되었습니다.')).toBeInTheDocument();
    expect(lastRequest('POST', 'naver/products/delete')?.body).toEqual({ ids: '1,3' });
    await waitFor(() => expect(sentRequests('GET', 'naver/products/malls').length).toBeGreaterThan(mallsBefore));
  });

  it('sends the report to a valid address only, and shows the server’s words', async () => {
    const user = userEvent.setup();
    renderPage('/my-products', [
      ...handlers,
      api.post('naver/products/reports/send', () => apiError(400, '리포트를 보낼 내 상품이 없습니다.'), { once: true }),
      api.post('naver/products/reports/send', {
        message: 'a@nuri.kr(으)로 순위 리포트를 발송했습니다.',
        transport: 'smtp',
        delivered: true,
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: '리포트 메일 발송' }));
    const email = await screen.findByLabelText('받는 사람 이메일');
    await user.type(email, 'not-an-email');
    await user.tab();
    expect(await screen.findByText('이메일 주소를 확인해주세요.')).toBeInTheDocument();

    await user.clear(email);
    await user.type(email, 'a@nuri.kr');
    await user.click(screen.getByRole('button', { name: '발송' }));
    expect(await screen.findByText('리포트를 보낼 내 상품이 없습니다.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '발송' }));
    expect(await screen.findByText('a@nuri.kr(으)로 순위 리포트를 발송했습니다.')).toBeInTheDocument();
    expect(lastRequest('POST', 'naver/products/reports/send')?.body).toEqual({ email: 'a@nuri.kr' });
    await waitFor(() => expect(screen.queryByLabelText('받는 사람 이메일')).not.toBeInTheDocument());
  });
});
