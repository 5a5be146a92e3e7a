import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import useSWR from 'swr';
import { apiClient } from '../api/client';
import { api, apiError, lastRequest, pageOf, renderRemote, sentRequests } from '../testing';
import { removeAllToasts } from '../ui/toast';
import { matchesKey, useAction } from './useAction';
import { usePagedQuery } from './usePagedQuery';

const approve = async (id: number) => (await apiClient.post<{ message?: string }>(`requests/${id}/approve`, {})).data;

function Desk({ success }: { success?: string | false }) {
  const list = usePagedQuery<{ id: number }>('requests');
  const other = useSWR('profile');
  const [outcome, setOutcome] = useState('');
  const run = useAction(approve, { revalidate: ['requests'], success });
  return (
    <>
      <output data-testid="count">{list.count}</output>
      <output data-testid="profile">{other.data ? 'loaded' : ''}</output>
      <output data-testid="outcome">{outcome}</output>
      <button type="button" disabled={run.isRunning} onClick={() => void run(5).then((result) => setOutcome(result ? 'ok' : 'failed'))}>
        승인
      </button>
    </>
  );
}

afterEach(() => act(() => removeAllToasts()));

describe('matchesKey', () => {
  it('matches a path, every [path, params] key of it, a RegExp or a function', () => {
    expect(matchesKey('point/withdrawals', 'point/withdrawals')).toBe(true);
    expect(matchesKey('point/withdrawals', ['point/withdrawals', { page: 2 }])).toBe(true);
    expect(matchesKey('point/withdrawals', ['point/withdrawals/5'])).toBe(false);
    expect(matchesKey(/^cs\//, ['cs/faq', {}])).toBe(true);
    expect(matchesKey((key) => key === 'user', 'user')).toBe(true);
    expect(matchesKey('user', null)).toBe(false);
  });
});

describe('useAction', () => {
  const handlers = [api.get('requests', pageOf([{ id: 5 }])), api.get('profile', { name: '나' })];

  it('toasts the server message and revalidates only the named lists', async () => {
    const user = userEvent.setup();
    let listed = 0;
    renderRemote(<Desk success="승인했습니다." />, {
      handlers: [
        api.get('profile', { name: '나' }),
        api.get('requests', () => {
          listed += 1;
          return pageOf([{ id: 5 }], listed);
        }),
        api.post('requests/:id/approve', { message: '5번 요청을 승인했습니다.' }),
      ],
    });
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('1'));
    await waitFor(() => expect(screen.getByTestId('profile')).toHaveTextContent('loaded'));
    await user.click(screen.getByRole('button', { name: '승인' }));
    expect(await screen.findByText('5번 요청을 승인했습니다.')).toBeInTheDocument();
    expect(screen.queryByText('승인했습니다.')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('2'));
    expect(screen.getByTestId('outcome')).toHaveTextContent('ok');
    expect(sentRequests('GET', 'profile')).toHaveLength(1);
    expect(lastRequest('POST', 'requests/5/approve')).toBeDefined();
  });

  it('falls back to the page’s success text when the server sends no message', async () => {
    const user = userEvent.setup();
    renderRemote(<Desk success="승인했습니다." />, { handlers: [...handlers, api.post('requests/:id/approve', {})] });
    await user.click(screen.getByRole('button', { name: '승인' }));
    expect(await screen.findByText('승인했습니다.')).toBeInTheDocument();
  });

  it('toasts the server’s error, resolves to undefined and is running only meanwhile', async () => {
    const user = userEvent.setup();
    let answer: (() => void) | undefined;
    renderRemote(<Desk />, {
      handlers: [
        ...handlers,
        api.post('requests/:id/approve', async () => {
          await new Promise<void>((resolve) => {
            answer = resolve;
          });
          return apiError(409, '이미 처리된 요청입니다.');
        }),
      ],
    });
    await user.click(screen.getByRole('button', { name: '승인' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '승인' })).toBeDisabled());
    await waitFor(() => expect(answer).toBeDefined());
    act(() => answer!());
    expect(await screen.findByText('이미 처리된 요청입니다.')).toBeInTheDocument();
    expect(screen.getByTestId('outcome')).toHaveTextContent('failed');
    expect(screen.getByRole('button', { name: '승인' })).toBeEnabled();
  });
});
