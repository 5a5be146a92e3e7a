import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { offerwallMessages } from '@nurly/contracts';
import { api, lastRequest, sentRequests } from '@nurly/shared/testing';
import { filteredList, postbackAttempt, renderConsolePage } from '../../test/fixtures';
import { missionLog } from './fixtures';
import MissionLogsPage from './MissionLogsPage';

jest.setTimeout(30_000);

const logs = [
  missionLog(1),
  missionLog(2, {
    status: 'REJECTED',
    reason: 'WRONG_ANSWER',
    payout_tenths: null,
    postback: null,
  }),
  missionLog(3, {
    payout_tenths: 385,
    postback: { id: 903, status: 'FAILED', attempts: 10, last_status_code: 500, last_error: 'HTTP_5XX' },
  }),
  missionLog(4, { postback: { id: 904, status: 'STOPPED', attempts: 1, last_status_code: 410, last_error: null } }),
  missionLog(5, { postback: { id: 905, status: 'PENDING', attempts: 2, last_status_code: null, last_error: 'TIMEOUT' } }),
  missionLog(6, { postback: { id: 906, status: 'FAILED', attempts: 1, last_status_code: null, last_error: 'BLOCKED' } }),
];

const renderPage = (path = '/mission-logs') =>
  renderConsolePage(<MissionLogsPage />, 'OFFERWALL_CLIENT', path, [
    filteredList('offerwall/mission-logs', logs, 'status', 'status'),
    api.post('offerwall/postbacks/:id/resend', { message: offerwallMessages.postbackResent }),
    api.get('offerwall/postbacks/:id/attempts', ({ params }) => ({
      results:
        params.id === '905'
          ? [
              postbackAttempt(1, {
                postback_id: 905,
                webhook_id: 'tx-00005',
                status_code: 502,
                result: 'FAILED',
                response_body: 'bad gateway',
                next_retry_at: '2026-12-02T05:05:20Z',
              }),
              postbackAttempt(2, {
                postback_id: 905,
                webhook_id: 'tx-00005',
                status_code: null,
                failure: 'TIMEOUT',
                result: 'FAILED',
                response_body: null,
                next_retry_at: '2026-12-02T05:06:20Z',
              }),
            ]
          : [],
    })),
  ]);

describe('mission logs (/mission-logs)', () => {
  it('shows each attempt with its Korean status and reason, payout, user key, transaction and postback state', async () => {
    renderPage();
    expect(await screen.findByText('캠핑 의자 2')).toBeInTheDocument();
    expect(lastRequest('GET', 'offerwall/mission-logs')?.query).toEqual({ page: '1', page_size: '25', ordering: '-created_at' });
    // Newest first by default, shown on the 일시 header.
    expect(screen.getByRole('columnheader', { name: /일시/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByTestId('status-1')).toHaveTextContent('완료');
    expect(screen.getByTestId('status-2')).toHaveTextContent('거절');
    expect(screen.getByTestId('reason-2')).toHaveTextContent('정답 불일치');
    const rows = screen.getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/리워드 앱 1.*캠핑 의자 1.*광고 #301 · 쇼핑 트래픽 플러스/);
    expect(rows[1]).toHaveTextContent(/user-1.*완료.*클릭 후 42초.*₩20\.5.*tx-00001.*전송 완료.*1회 시도 · HTTP 200/);
    expect(rows[3]).toHaveTextContent(/₩38\.5.*전송 실패.*10회 시도 · HTTP 500/);
    // A refused attempt pays the publisher nothing: no payout is shown for it.
    expect(screen.getByTestId('payout-2')).toHaveTextContent(/^-$/);
    expect(rows[2]).not.toHaveTextContent('₩');
    expect(screen.getByTestId('payout-1')).toHaveTextContent('₩20.5');
    expect(screen.getByTestId('postback-4')).toHaveTextContent('전송 중단');
    // Without an answer the class says why (the receiver's text is never shown).
    expect(rows[5]).toHaveTextContent(/전송 대기.*2회 시도 · 응답 시간 초과/);
    expect(rows[6]).toHaveTextContent(/전송 실패.*1회 시도 · 허용되지 않는 주소\(전송 안 함\)/);
    // Only a failed or stopped postback can be sent again.
    expect(screen.getByTestId('resend-903')).toBeInTheDocument();
    expect(screen.getByTestId('resend-904')).toBeInTheDocument();
    expect(screen.queryByTestId('resend-901')).not.toBeInTheDocument();
  });

  it('resends a failed postback and reloads the list', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByTestId('resend-903'));
    expect(await screen.findByText(offerwallMessages.postbackResent)).toBeInTheDocument();
    expect(sentRequests('POST', /offerwall\/postbacks/).map((request) => request.path)).toEqual(['offerwall/postbacks/903/resend']);
    await waitFor(() => expect(sentRequests('GET', 'offerwall/mission-logs').length).toBeGreaterThan(1));
  });

  it('puts the status, app, dates and search in the URL and the request', async () => {
    const user = userEvent.setup();
    const { location } = renderPage('/mission-logs?date_from=2026-12-01');
    await screen.findByText('캠핑 의자 1');
    expect(lastRequest('GET', 'offerwall/mission-logs')?.query).toEqual({
      page: '1',
      page_size: '25',
      ordering: '-created_at',
      date_from: '2026-12-01',
    });
    await user.selectOptions(screen.getByTestId('filter-status'), 'REJECTED');
    await waitFor(() => expect(lastRequest('GET', 'offerwall/mission-logs')?.query.status).toBe('REJECTED'));
    await waitFor(() => expect(screen.queryByText('캠핑 의자 1')).not.toBeInTheDocument());
    await within(screen.getByTestId('filter-app')).findByRole('option', { name: '리워드 앱 1' });
    await user.selectOptions(screen.getByTestId('filter-app'), '1');
    await user.type(screen.getByTestId('filter-search'), 'tx-00002');
    await waitFor(() =>
      expect(lastRequest('GET', 'offerwall/mission-logs')?.query).toEqual({
        page: '1',
        page_size: '25',
        ordering: '-created_at',
        status: 'REJECTED',
        app_id: '1',
        date_from: '2026-12-01',
        search: 'tx-00002',
      }),
    );
    const url = new URLSearchParams(location().search);
    expect([url.get('status'), url.get('app_id'), url.get('date_from'), url.get('search')]).toEqual([
      'REJECTED',
      '1',
      '2026-12-01',
      'tx-00002',
    ]);
  });

  it("opens one transaction's delivery log: every attempt with its status or failure, body and next retry", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByTestId('history-905'));
    const dialog = await screen.findByTestId('postback-history');
    expect(dialog).toHaveTextContent('전송 기록 · tx-00005');
    expect(await within(dialog).findByText('bad gateway')).toBeInTheDocument();
    const rows = within(dialog).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/1번째.*실패.*HTTP 502.*bad gateway.*2026. 12. 2. 오후 2:05/);
    expect(rows[2]).toHaveTextContent(/2번째.*실패.*응답 시간 초과/);
    expect(lastRequest('GET', 'offerwall/postbacks/905/attempts')).toBeTruthy();
    await user.click(within(dialog).getByTestId('history-close'));
    await waitFor(() => expect(screen.queryByTestId('postback-history')).not.toBeInTheDocument());
  });
});
