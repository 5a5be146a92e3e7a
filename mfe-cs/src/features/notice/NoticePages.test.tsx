import type { RequestHandler } from 'msw';
import type { ReactElement } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, apiError, lastRequest, notice, pageOf, renderRemote } from '@nurly/shared/testing';
import definition from '../../routes';
import NoticeDetailPage from './NoticeDetailPage';
import NoticeListPage from './NoticeListPage';

const hubClient = { id: 20, username: 'hubclient', is_staff: true, roles: [{ name: 'HUB_CLIENT' as const }] };

/** A notice page on the reward site, as the hub client sees it at `path` (`routePath` for a notice's own). */
const renderNotice = (ui: ReactElement, path: string, handlers: RequestHandler[], routePath?: string) =>
  renderRemote(ui, { remote: definition, variant: 'reward', user: hubClient, path, handlers, routePath });

describe('NoticeListPage', () => {
  it('shows pinned notices first with a badge, pages on the server and opens a notice', async () => {
    const user = userEvent.setup();
    const view = renderNotice(<NoticeListPage />, '/notice', [
      api.get('cs/notice', pageOf([notice({ id: 4, title: '[필독] 환불 정책', pinned: true }), notice({ id: 2, title: '점검 안내' })])),
    ]);
    await screen.findByText('[필독] 환불 정책');
    expect(lastRequest('GET', 'cs/notice')?.query).toEqual({ page: '1', page_size: '10' });
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(within(screen.getAllByRole('row')[1]).getByText('공지')).toBeInTheDocument();
    expect(within(screen.getAllByRole('row')[1]).getByText('[필독] 환불 정책')).toBeInTheDocument();
    expect(within(screen.getAllByRole('row')[2]).queryByText('공지')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox'), '25');
    await waitFor(() => expect(lastRequest('GET', 'cs/notice')?.query).toEqual({ page: '1', page_size: '25' }));
    expect([...screen.getByRole('combobox').querySelectorAll('option')].map((o) => o.textContent)).toEqual(['10', '25', '50', '100']);

    await user.click(screen.getByText('점검 안내'));
    expect(await screen.findByTestId('navigated-away')).toHaveTextContent('/notice/2');
    expect(view.location().pathname).toBe('/notice/2');
  });

  it('shows the shared empty text', async () => {
    renderNotice(<NoticeListPage />, '/notice', [api.get('cs/notice', pageOf([]))]);
    expect(await screen.findByText('데이터가 없습니다.')).toBeInTheDocument();
  });
});

describe('NoticeDetailPage', () => {
  it('renders the body as sanitised HTML with a way back to the list', async () => {
    renderNotice(
      <NoticeDetailPage />,
      '/notice/7',
      [
        api.get('cs/notice/:id', ({ params }) =>
          notice({
            id: Number(params.id),
            title: '신규 상품 안내',
            body: '<p><strong>저장</strong> 상품<img src="x" onerror="window.hacked=1"><script>window.hacked=1</script></p>',
            views: 12,
          }),
        ),
      ],
      '/notice/:id',
    );
    expect(await screen.findByTestId('notice-title')).toHaveTextContent('신규 상품 안내');
    expect(lastRequest('GET', 'cs/notice/7')).toBeDefined();
    const body = screen.getByTestId('notice-body');
    expect(body.querySelector('strong')).toHaveTextContent('저장');
    expect(body.innerHTML).not.toMatch(/script|onerror/);
    expect(screen.getByText('조회 12')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /목록으로/ })).toHaveAttribute('href', '/notice');
  });

  it('shows the server message when the notice is gone', async () => {
    renderNotice(
      <NoticeDetailPage />,
      '/notice/99',
      [api.get('cs/notice/:id', () => apiError(404, '공지사항을 찾을 수 없습니다.'))],
      '/notice/:id',
    );
    expect(await screen.findByText('공지사항을 찾을 수 없습니다.')).toBeInTheDocument();
    expect(lastRequest('GET', 'cs/notice/99')).toBeDefined();
  });
});
