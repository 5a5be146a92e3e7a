/**
 * The harness itself: MSW answers the shared axios client (XHR adapter in jsdom) with the
 * interceptors running, the session is the one asked for, the SWR cache is fresh per render,
 * and navigation away from the page is visible.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { apiClient } from '../api/client';
import { useAuth } from '../auth/hooks';
import { errorMessage } from '../api/errors';
import { api, apiError, apiUrl, pageOf } from './api';
import { renderRemote } from './renderRemote';
import { lastRequest, sentRequests, server } from './server';
import { TEST_ACCESS_TOKEN } from './session';

function Greeting() {
  const { user, isLoggedIn } = useAuth();
  return <p>{isLoggedIn ? `${user.username} (${user.roles.map((r) => r.name).join(',') || '-'})` : '로그인 안 됨'}</p>;
}

function FaqCount() {
  const { data, error } = useSWR(['cs/faq', { page: 1 }]);
  if (error) return <p role="alert">{errorMessage(error)}</p>;
  return <p>{data ? `FAQ ${(data as { count: number }).count}건` : '불러오는 중'}</p>;
}

function NoticeId() {
  const { id } = useParams();
  return (
    <>
      <p>공지 {id}</p>
      <Link to="/notice">목록</Link>
    </>
  );
}

describe('renderRemote', () => {
  it('answers the axios client through MSW with the bearer token and the qs query string', async () => {
    server.use(api.get('cs/faq', ({ query }) => pageOf([], query.page === '1' ? 3 : 0)));
    renderRemote(<FaqCount />, { user: 'NURLY_STAFF' });
    expect(await screen.findByText('FAQ 3건')).toBeInTheDocument();
    const request = lastRequest('GET', 'cs/faq');
    expect(request?.query).toEqual({ page: '1' });
    expect(request?.headers.get('authorization')).toBe(`Bearer ${TEST_ACCESS_TOKEN}`);
  });

  it('starts each render with an empty SWR cache', async () => {
    renderRemote(<FaqCount />, { handlers: [api.get('cs/faq', pageOf([], 5))] });
    expect(await screen.findByText('FAQ 5건')).toBeInTheDocument();
    expect(sentRequests('GET', 'cs/faq')).toHaveLength(1);
  });

  it("surfaces the server's Korean message of an error answer", async () => {
    renderRemote(<FaqCount />, { handlers: [api.get('cs/faq', apiError(403, '권한이 없습니다.'))] });
    expect(await screen.findByRole('alert')).toHaveTextContent('권한이 없습니다.');
  });

  it('logs in the user of the requested role, or nobody', async () => {
    const { user, unmount } = renderRemote(<Greeting />, { user: 'NURLY_ADMIN' });
    expect(user).toMatchObject({ is_staff: true, is_superuser: true, roles: [{ name: 'NURLY_ADMIN' }] });
    expect(await screen.findByText('admin (NURLY_ADMIN)')).toBeInTheDocument();
    unmount();

    renderRemote(<Greeting />, { user: 'anonymous' });
    expect(await screen.findByText('로그인 안 됨')).toBeInTheDocument();
  });

  it('answers GET user with the session user by default', async () => {
    renderRemote(<Greeting />, { user: 'HUB_CLIENT' });
    expect(await screen.findByText('hubclient (HUB_CLIENT)')).toBeInTheDocument();
    const { data } = await apiClient.get<{ username: string; is_staff: boolean }>('user');
    expect(data).toMatchObject({ username: 'hubclient', is_staff: true });
  });

  it('sends the POST body as JSON and records it', async () => {
    renderRemote(<Greeting />, { handlers: [api.post('cs/questions', ({ body }) => ({ id: 9, ...(body as object) }))] });
    expect(await screen.findByText('customer (-)')).toBeInTheDocument();
    const { data } = await apiClient.post('cs/questions', { title: '새 문의', category: 'POINT' });
    expect(data).toEqual({ id: 9, title: '새 문의', category: 'POINT' });
    await waitFor(() => expect(lastRequest('POST', 'cs/questions')?.body).toEqual({ title: '새 문의', category: 'POINT' }));
  });

  it('mounts the element at its route pattern and shows where a link leads', async () => {
    const view = renderRemote(<NoticeId />, { path: '/notice/7', routePath: '/notice/:id' });
    expect(screen.getByText('공지 7')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: '목록' }));
    expect(await screen.findByTestId('navigated-away')).toHaveTextContent('/notice');
    expect(view.location().pathname).toBe('/notice');
  });

  it('fails a call no handler answers instead of reaching a network, and says which one', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await expect(apiClient.get('nothing/here')).rejects.toMatchObject({ name: 'ApiError', status: 0 });
      expect(consoleError.mock.calls.flat().join(' ')).toMatch(/GET .*\/api\/nothing\/here/);
    } finally {
      consoleError.mockRestore();
    }
  });

  it('builds handler URLs on the API base', () => {
    expect(apiUrl('cs/faq/:id')).toBe('http://localhost/api/cs/faq/:id');
  });
});
