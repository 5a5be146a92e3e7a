import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lastRequest } from '@nurly/shared/testing';
import { filteredList, postbackAttempt, renderConsolePage } from '../../test/fixtures';
import PostbackAttemptsPage from './PostbackAttemptsPage';

jest.setTimeout(30_000);

const attempts = [
  postbackAttempt(3, {
    status_code: null,
    failure: 'TIMEOUT',
    result: 'FAILED',
    response_body: null,
    next_retry_at: '2026-12-02T05:15:10Z',
  }),
  postbackAttempt(2, { status_code: 500, result: 'FAILED', response_body: 'internal error' }),
  postbackAttempt(1, { postback_id: null, test: true, webhook_id: 'test_0000', attempt: 1 }),
];

const renderPage = (path = '/postback-attempts?app_id=1') =>
  renderConsolePage(<PostbackAttemptsPage />, 'OFFERWALL_CLIENT', path, [
    filteredList('offerwall/postback-attempts', attempts, 'status', 'result'),
  ]);

describe('postback delivery log (/postback-attempts)', () => {
  it('shows each attempt: time, transaction (test sends marked), number, status or failure, duration, URL, body and next retry', async () => {
    renderPage();
    expect(await screen.findByText('internal error')).toBeInTheDocument();
    expect(lastRequest('GET', 'offerwall/postback-attempts')?.query).toEqual({ page: '1', page_size: '25', app_id: '1' });
    const rows = screen.getAllByRole('row');
    expect(rows[1]).toHaveTextContent(
      /리워드 앱 1.*tx-00001.*3번째.*실패.*응답 시간 초과.*123ms.*https:\/\/publisher1\.example\/postback.*2026. 12. 2. 오후 2:15/,
    );
    expect(rows[2]).toHaveTextContent(/2번째.*실패.*HTTP 500.*internal error/);
    expect(rows[3]).toHaveTextContent(/test_0000.*테스트.*1번째.*성공.*HTTP 200/);
    expect(screen.getByTestId('attempt-test-1')).toHaveTextContent('테스트');
  });

  it('filters by result in the URL and the request', async () => {
    const user = userEvent.setup();
    const { location } = renderPage();
    await screen.findByText('internal error');
    await user.selectOptions(screen.getByTestId('filter-status'), 'SUCCEEDED');
    await waitFor(() =>
      expect(lastRequest('GET', 'offerwall/postback-attempts')?.query).toEqual({
        page: '1',
        page_size: '25',
        app_id: '1',
        status: 'SUCCEEDED',
      }),
    );
    await waitFor(() => expect(screen.queryByText('internal error')).not.toBeInTheDocument());
    expect(new URLSearchParams(location().search).get('status')).toBe('SUCCEEDED');
  });
});
