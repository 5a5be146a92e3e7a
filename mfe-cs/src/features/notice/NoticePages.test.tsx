import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addRemoteResources, ApiError } from '@nurly/shared';
import type { Notice } from '@nurly/contracts/schemas';
import definition from '../../routes';
import { minutesAgo, renderPage, signIn } from '../../testing';
import * as api from './api';
import NoticeDetailPage from './NoticeDetailPage';
import NoticeListPage from './NoticeListPage';

jest.mock('./api');
const mocked = jest.mocked(api);

beforeAll(() => addRemoteResources(definition.i18n.namespace, definition.i18n.resources));
beforeEach(() => {
  jest.resetAllMocks();
  signIn({ id: 20, username: 'hubclient', is_staff: true, roles: [{ name: 'HUB_CLIENT' }] });
});

const notice = (overrides: Partial<Notice>): Notice => ({
  id: 1,
  title: '점검 안내',
  body: '<p>본문</p>',
  pinned: false,
  views: 3,
  author: '관리자',
  created_at: minutesAgo(60 * 24 * 2),
  updated_at: minutesAgo(60 * 24 * 2),
  ...overrides,
});

describe('NoticeListPage', () => {
  it('shows pinned notices first with a badge, pages on the server and opens a notice', async () => {
    const user = userEvent.setup();
    mocked.getNotices.mockResolvedValue({
      count: 2,
      results: [notice({ id: 4, title: '[필독] 환불 정책', pinned: true }), notice({ id: 2, title: '점검 안내' })],
    });
    renderPage(<NoticeListPage />, { path: '/notice', variant: 'reward' });
    await screen.findByText('[필독] 환불 정책');
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(within(screen.getAllByRole('row')[1]).getByText('공지')).toBeInTheDocument();
    expect(within(screen.getAllByRole('row')[1]).getByText('[필독] 환불 정책')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox'), '25');
    await waitFor(() => expect(mocked.getNotices).toHaveBeenLastCalledWith({ page: 1, page_size: 25 }));
    expect([...screen.getByRole('combobox').querySelectorAll('option')].map((o) => o.textContent)).toEqual(['10', '25', '50', '100']);

    await user.click(screen.getByText('점검 안내'));
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
  });

  it('shows the shared empty text', async () => {
    mocked.getNotices.mockResolvedValue({ count: 0, results: [] });
    renderPage(<NoticeListPage />, { path: '/notice', variant: 'reward' });
    expect(await screen.findByText('데이터가 없습니다.')).toBeInTheDocument();
  });
});

describe('NoticeDetailPage', () => {
  it('renders the body as sanitised HTML with a way back to the list', async () => {
    mocked.getNotice.mockResolvedValue(
      notice({
        id: 7,
        title: '신규 상품 안내',
        body: '<p><strong>저장</strong> 상품<img src="x" onerror="window.hacked=1"><script>window.hacked=1</script></p>',
        views: 12,
      }),
    );
    renderPage(<NoticeDetailPage />, { path: '/notice/:id', url: '/notice/7', variant: 'reward' });
    expect(await screen.findByTestId('notice-title')).toHaveTextContent('신규 상품 안내');
    expect(mocked.getNotice).toHaveBeenCalledWith(7);
    const body = screen.getByTestId('notice-body');
    expect(body.querySelector('strong')).toHaveTextContent('저장');
    expect(body.innerHTML).not.toMatch(/script|onerror/);
    expect(screen.getByText('조회 12')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /목록으로/ })).toHaveAttribute('href', '/notice');
  });

  it('shows the server message when the notice is gone', async () => {
    mocked.getNotice.mockRejectedValue(new ApiError({ status: 404, message: '공지사항을 찾을 수 없습니다.' }));
    renderPage(<NoticeDetailPage />, { path: '/notice/:id', url: '/notice/99', variant: 'reward' });
    expect(await screen.findByText('공지사항을 찾을 수 없습니다.')).toBeInTheDocument();
  });
});
