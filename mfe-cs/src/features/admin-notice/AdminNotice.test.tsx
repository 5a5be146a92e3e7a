import type { ReactElement } from 'react';
import type { RequestHandler } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notice, SaveNoticeRequest } from '@nurly/contracts/schemas';
import { api, apiError, lastRequest, minutesAgo, notice, pageOf, renderRemote, sentRequests } from '@nurly/shared/testing';
import definition from '../../routes';
import AdminNoticeDetailPage from './AdminNoticeDetailPage';
import AdminNoticeListPage from './AdminNoticeListPage';

const maintenance = () =>
  notice({
    id: 3,
    title: '점검 안내',
    body: '<p>02:00부터 점검합니다.</p>',
    views: 5,
    created_at: minutesAgo(120),
    updated_at: minutesAgo(120),
  });

/** The notice endpoints over an in-memory list: GET list/one, POST creates as id 10, PUT replaces, DELETE removes. */
function noticeServer(initial: Notice[]) {
  let list = [...initial];
  return [
    api.get('cs/notice', () => pageOf(list)),
    api.get(
      'cs/notice/:id',
      ({ params }) => list.find((item) => item.id === Number(params.id)) ?? apiError(404, '공지사항을 찾을 수 없습니다.'),
    ),
    api.post<Notice, SaveNoticeRequest>('cs/notice', ({ body }) => {
      const created = notice({ ...body, id: 10 });
      list = [created, ...list];
      return created;
    }),
    api.put<Notice, SaveNoticeRequest>('cs/notice/:id', ({ params, body }) => {
      const updated = notice({ ...list.find((item) => item.id === Number(params.id)), ...body });
      list = list.map((item) => (item.id === updated.id ? updated : item));
      return updated;
    }),
    api.delete('cs/notice/:id', ({ params }) => {
      list = list.filter((item) => item.id !== Number(params.id));
      return { message: '공지사항이 삭제되었습니다.' };
    }),
  ];
}

const admin = 'NURLY_ADMIN' as const;

/** A notice admin page as the admin sees it at `path` (`routePath` for one notice's), answered by `handlers`. */
const renderAsAdmin = (ui: ReactElement, path: string, handlers: RequestHandler[], routePath?: string) =>
  renderRemote(ui, { remote: definition, user: admin, path, handlers, routePath });

describe('AdminNoticeListPage', () => {
  it('pins a notice and deletes one only after confirming', async () => {
    const user = userEvent.setup();
    renderAsAdmin(<AdminNoticeListPage />, '/admin/notice', noticeServer([maintenance()]));
    const row = (await screen.findByText('점검 안내')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '상단 고정' }));
    await waitFor(() =>
      expect(lastRequest('PUT', 'cs/notice/3')?.body).toEqual({ title: '점검 안내', body: '<p>02:00부터 점검합니다.</p>', pinned: true }),
    );
    // The refreshed list shows the notice pinned: the action now unpins.
    const pinnedRow = (await screen.findByRole('button', { name: '고정 해제' })).closest('tr')!;

    await user.click(within(pinnedRow).getByRole('button', { name: '삭제' }));
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(confirm).toHaveTextContent('공지사항을 삭제하시겠습니까?');
    await user.click(within(confirm).getByRole('button', { name: '확 인' }));
    await waitFor(() => expect(sentRequests('DELETE', 'cs/notice/3')).toHaveLength(1));
    expect(await screen.findByText('데이터가 없습니다.')).toBeInTheDocument();
  });

  it('links to the editor for a new notice', async () => {
    renderAsAdmin(<AdminNoticeListPage />, '/admin/notice', noticeServer([]));
    expect(await screen.findByRole('link', { name: /공지 작성/ })).toHaveAttribute('href', '/admin/notice/new');
  });
});

describe('AdminNoticeDetailPage', () => {
  it('creates a notice: required fields, live sanitised preview, pin, then POST', async () => {
    const user = userEvent.setup();
    const view = renderAsAdmin(<AdminNoticeDetailPage />, '/admin/notice/new', noticeServer([]), '/admin/notice/:id');
    await user.click(await screen.findByRole('button', { name: '저장' }));
    expect(screen.getByText('제목을 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByText('내용을 입력해주세요.')).toBeInTheDocument();
    // 'new' is not a notice id: nothing was fetched or sent.
    expect(sentRequests(undefined, /^cs\/notice/)).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /제목/ }), '새 공지');
    await user.click(screen.getByRole('textbox', { name: /본문/ }));
    await user.paste('<p>안내<img src=x onerror="window.hacked=1"></p>');
    expect(screen.getByTestId('notice-preview').innerHTML).not.toMatch(/onerror/);
    expect(screen.getByTestId('notice-preview')).toHaveTextContent('안내');
    await user.click(screen.getByRole('checkbox', { name: '목록 상단에 고정' }));
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(lastRequest('POST', 'cs/notice')?.body).toEqual({
        title: '새 공지',
        body: '<p>안내<img src=x onerror="window.hacked=1"></p>',
        pinned: true,
      }),
    );
    // The editor moves to the saved notice's own URL.
    await waitFor(() => expect(view.location().pathname).toBe('/admin/notice/10'));
  });

  it('edits an existing notice with PUT and deletes it after confirming', async () => {
    const user = userEvent.setup();
    renderAsAdmin(<AdminNoticeDetailPage />, '/admin/notice/3', noticeServer([maintenance()]), '/admin/notice/:id');
    const title = await screen.findByDisplayValue('점검 안내');
    await user.type(title, ' (변경)');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(lastRequest('PUT', 'cs/notice/3')?.body).toEqual({
        title: '점검 안내 (변경)',
        body: '<p>02:00부터 점검합니다.</p>',
        pinned: false,
      }),
    );

    await user.click(screen.getByRole('button', { name: '삭제' }));
    await user.click(within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: '확 인' }));
    await waitFor(() => expect(sentRequests('DELETE', 'cs/notice/3')).toHaveLength(1));
    expect(await screen.findByTestId('navigated-away')).toHaveTextContent('/admin/notice');
  });
});
