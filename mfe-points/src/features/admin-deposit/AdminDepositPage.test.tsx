import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TopUpRequestItem } from '@nurly/contracts/schemas';
import { api, apiError, lastRequest, pageOf, renderRemote, sentRequests } from '@nurly/shared/testing';
import definition from '../../routes';
import AdminDepositPage from './AdminDepositPage';

jest.setTimeout(30000);

const request = (id: number, status: TopUpRequestItem['status'] = 'PENDING'): TopUpRequestItem => ({
  id,
  created_at: '2026-11-20T10:00:00+09:00',
  user_id: 7,
  username: `customer${id}`,
  advertiser_name: '현우네 꽃집',
  amount: 100_000 * id,
  evidence: { deposit_name: '조현우', email: 'tax@flower.kr' },
  status,
  resolved_at: null,
  reject_reason: status === 'REJECTED' ? '입금 확인 불가' : null,
});

/** The desk's list as the server answers it: by status, with the given rows. */
function requestsHandler(rows: TopUpRequestItem[]) {
  return api.get('admin/b2b/balance/requests', ({ query }) => pageOf(rows.filter((row) => !query.status || row.status === query.status)));
}

const renderDesk = (path = '/admin/deposit', handlers = [requestsHandler([request(1), request(2), request(3, 'REJECTED')])]) =>
  renderRemote(<AdminDepositPage />, { remote: definition, user: 'NURLY_ADMIN', path, handlers });

describe('deposit desk (RequestDesk on usePagedQuery)', () => {
  it('lists pending requests first, filters by status in the URL and sorts on the server', async () => {
    const user = userEvent.setup();
    const { location } = renderDesk();
    expect(await screen.findByText('customer1')).toBeInTheDocument();
    expect(screen.queryByText('customer3')).not.toBeInTheDocument();
    expect(lastRequest('GET', 'admin/b2b/balance/requests')?.query).toEqual({ page: '1', page_size: '25', status: 'PENDING' });

    await user.selectOptions(screen.getByTestId('deposit-status-filter'), '');
    expect(await screen.findByText('customer3')).toBeInTheDocument();
    expect(location().search).toBe('?status=');
    expect(lastRequest('GET', 'admin/b2b/balance/requests')?.query).toEqual({ page: '1', page_size: '25' });

    await user.click(within(screen.getByRole('columnheader', { name: /금액/ })).getByRole('button'));
    await waitFor(() => expect(lastRequest('GET', 'admin/b2b/balance/requests')?.query.ordering).toBe('amount'));
    expect(location().search).toBe('?ordering=amount&status=');
  });

  it('opens a linked list state: status and page from the URL', async () => {
    renderDesk('/admin/deposit?status=REJECTED&page_size=50');
    expect(await screen.findByText('customer3')).toBeInTheDocument();
    expect(screen.getByTestId('deposit-status-filter')).toHaveValue('REJECTED');
    expect(lastRequest('GET', 'admin/b2b/balance/requests')?.query).toEqual({ page: '1', page_size: '50', status: 'REJECTED' });
  });

  it('confirms a deposit after the dialog, toasts the server message and reloads the list', async () => {
    const user = userEvent.setup();
    let confirmed = false;
    renderDesk('/admin/deposit', [
      api.get('admin/b2b/balance/requests', () => pageOf(confirmed ? [request(2)] : [request(1), request(2)])),
      api.post('admin/b2b/balance', ({ body }) => {
        confirmed = true;
        return { message: '입금이 확인되어 포인트가 충전되었습니다.', balance: 100_000, body };
      }),
    ]);
    await user.click(await screen.findByTestId('deposit-confirm-1'));
    const dialog = await screen.findByTestId('confirm-dialog');
    await user.click(within(dialog).getAllByRole('button').at(-1)!);
    expect(await screen.findByText('입금이 확인되어 포인트가 충전되었습니다.')).toBeInTheDocument();
    expect(lastRequest('POST', 'admin/b2b/balance')?.body).toEqual({ request_id: 1 });
    await waitFor(() => expect(screen.queryByText('customer1')).not.toBeInTheDocument());
    expect(sentRequests('GET', 'admin/b2b/balance/requests').length).toBeGreaterThanOrEqual(2);
  });

  it('rejects with a required reason; a refusal keeps the dialog open with the server message', async () => {
    const user = userEvent.setup();
    renderDesk('/admin/deposit', [
      requestsHandler([request(1)]),
      api.post('admin/b2b/balance/request/reject', () => apiError(409, '이미 처리된 요청입니다.'), { once: true }),
      api.post('admin/b2b/balance/request/reject', { message: '충전 요청이 반려되었습니다.', balance: 0 }),
    ]);
    await user.click(await screen.findByTestId('deposit-reject-1'));
    const dialog = await screen.findByTestId('reason-dialog');
    await user.click(within(dialog).getByTestId('reason-submit'));
    expect(await within(dialog).findByText('반려 사유를 입력해주세요.')).toBeInTheDocument();
    expect(sentRequests('POST', 'admin/b2b/balance/request/reject')).toHaveLength(0);

    await user.type(within(dialog).getByTestId('reason-input'), '  입금자명 불일치 ');
    await user.click(within(dialog).getByTestId('reason-submit'));
    expect(await screen.findByText('이미 처리된 요청입니다.')).toBeInTheDocument();
    expect(screen.getByTestId('reason-dialog')).toBeInTheDocument();

    await user.click(within(screen.getByTestId('reason-dialog')).getByTestId('reason-submit'));
    expect(await screen.findByText('충전 요청이 반려되었습니다.')).toBeInTheDocument();
    expect(lastRequest('POST', 'admin/b2b/balance/request/reject')?.body).toEqual({ id: 1, reason: '입금자명 불일치' });
    await waitFor(() => expect(screen.queryByTestId('reason-dialog')).not.toBeInTheDocument());
  });
});
