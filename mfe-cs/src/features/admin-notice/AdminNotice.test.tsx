import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addRemoteResources } from '@nurly/shared';
import type { Notice } from '@nurly/contracts/schemas';
import definition from '../../routes';
import { minutesAgo, renderPage, signIn } from '../../testing';
import * as api from '../notice/api';
import AdminNoticeDetailPage from './AdminNoticeDetailPage';
import AdminNoticeListPage from './AdminNoticeListPage';

jest.mock('../notice/api');
const mocked = jest.mocked(api);

beforeAll(() => addRemoteResources(definition.i18n.namespace, definition.i18n.resources));
beforeEach(() => {
  jest.resetAllMocks();
  signIn({ id: 1, username: 'admin', is_staff: true, is_superuser: true, roles: [{ name: 'NURLY_ADMIN' }] });
});

const notice = (overrides: Partial<Notice> = {}): Notice => ({
  id: 3,
  title: '점검 안내',
  body: '<p>02:00부터 점검합니다.</p>',
  pinned: false,
  views: 5,
  author: '관리자',
  created_at: minutesAgo(120),
  updated_at: minutesAgo(120),
  ...overrides,
});

describe('AdminNoticeListPage', () => {
  it('pins a notice and deletes one only after confirming', async () => {
    const user = userEvent.setup();
    const item = notice();
    mocked.getNotices.mockResolvedValue({ count: 1, results: [item] });
    mocked.putNotice.mockResolvedValue({ ...item, pinned: true });
    mocked.deleteNotice.mockResolvedValue({ message: '공지사항이 삭제되었습니다.' });
    renderPage(<AdminNoticeListPage />, { path: '/admin/notice' });
    const row = (await screen.findByText('점검 안내')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '상단 고정' }));
    await waitFor(() =>
      expect(mocked.putNotice).toHaveBeenCalledWith(3, { title: '점검 안내', body: '<p>02:00부터 점검합니다.</p>', pinned: true }),
    );

    await user.click(within(row).getByRole('button', { name: '삭제' }));
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(confirm).toHaveTextContent('공지사항을 삭제하시겠습니까?');
    await user.click(within(confirm).getByRole('button', { name: '확 인' }));
    await waitFor(() => expect(mocked.deleteNotice).toHaveBeenCalledWith(3));
  });

  it('links to the editor for a new notice', async () => {
    mocked.getNotices.mockResolvedValue({ count: 0, results: [] });
    renderPage(<AdminNoticeListPage />, { path: '/admin/notice' });
    expect(await screen.findByRole('link', { name: /공지 작성/ })).toHaveAttribute('href', '/admin/notice/new');
  });
});

describe('AdminNoticeDetailPage', () => {
  it('creates a notice: required fields, live sanitised preview, pin, then POST', async () => {
    const user = userEvent.setup();
    mocked.postNotice.mockResolvedValue(notice({ id: 10, title: '새 공지', pinned: true }));
    mocked.getNotice.mockResolvedValue(notice({ id: 10, title: '새 공지', pinned: true }));
    renderPage(<AdminNoticeDetailPage />, { path: '/admin/notice/:id', url: '/admin/notice/new' });
    expect(mocked.getNotice).not.toHaveBeenCalled();
    await user.click(await screen.findByRole('button', { name: '저장' }));
    expect(screen.getByText('제목을 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByText('내용을 입력해주세요.')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /제목/ }), '새 공지');
    await user.click(screen.getByRole('textbox', { name: /본문/ }));
    await user.paste('<p>안내<img src=x onerror="window.hacked=1"></p>');
    expect(screen.getByTestId('notice-preview').innerHTML).not.toMatch(/onerror/);
    expect(screen.getByTestId('notice-preview')).toHaveTextContent('안내');
    await user.click(screen.getByRole('checkbox', { name: '목록 상단에 고정' }));
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(mocked.postNotice).toHaveBeenCalledWith({
        title: '새 공지',
        body: '<p>안내<img src=x onerror="window.hacked=1"></p>',
        pinned: true,
      }),
    );
  });

  it('edits an existing notice with PUT and deletes it after confirming', async () => {
    const user = userEvent.setup();
    mocked.getNotice.mockResolvedValue(notice());
    mocked.putNotice.mockResolvedValue(notice({ title: '점검 안내 (변경)' }));
    mocked.deleteNotice.mockResolvedValue({ message: '공지사항이 삭제되었습니다.' });
    renderPage(<AdminNoticeDetailPage />, { path: '/admin/notice/:id', url: '/admin/notice/3' });
    const title = await screen.findByDisplayValue('점검 안내');
    await user.type(title, ' (변경)');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(mocked.putNotice).toHaveBeenCalledWith(3, { title: '점검 안내 (변경)', body: '<p>02:00부터 점검합니다.</p>', pinned: false }),
    );

    await user.click(screen.getByRole('button', { name: '삭제' }));
    await user.click(within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: '확 인' }));
    await waitFor(() => expect(mocked.deleteNotice).toHaveBeenCalledWith(3));
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
  });
});
