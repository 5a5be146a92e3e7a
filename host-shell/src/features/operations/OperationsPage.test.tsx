import { screen, within } from '@testing-library/react';
import type { OperationsReport, SettlementDayStatus, SettlementRunRecord } from '@nurly/contracts/schemas';
import { api, apiError, renderRemote } from '@nurly/shared/testing';
import { registerShellStrings } from '../../i18n';
import { OperationsPage } from './OperationsPage';

jest.setTimeout(30000);
beforeAll(registerShellStrings);

function run(day: string, extra: Partial<SettlementRunRecord> = {}): SettlementRunRecord {
  return {
    id: 1,
    day,
    trigger: 'SCHEDULE',
    started_at: '2026-11-25T15:05:00.000Z',
    finished_at: '2026-11-25T15:05:02.000Z',
    duration_ms: 2400,
    ad_days: 12,
    ads_charged: 10,
    amount: 123_456,
    publisher_days: 3,
    status: 'ok',
    error: null,
    instance: 'api-1:4242',
    ...extra,
  };
}

const days: SettlementDayStatus[] = [
  {
    day: '2026-11-26',
    last_run: run('2026-11-26', { status: 'failed', error: '연결이 끊어졌습니다', ads_charged: 4, amount: 5_000, duration_ms: 800 }),
    runs: 3,
    failed_runs: 3,
  },
  { day: '2026-11-25', last_run: run('2026-11-25'), runs: 1, failed_runs: 0 },
  { day: '2026-11-24', last_run: null, runs: 0, failed_runs: 0 },
];

const report: OperationsReport = {
  now: '2026-11-26T16:30:00.000Z',
  today: '2026-11-27',
  settlement: {
    next_run_at: '2026-11-27T15:05:00.000Z',
    days,
    unsettled: [{ day: '2026-11-26', ad_days: 7, completions: 321, late: true }],
  },
  postbacks: [
    {
      app: { id: 9, name: '리워드 앱', owner: 'offerwall' },
      pending: 5,
      failed: 2,
      stopped: 1,
      oldest_pending_at: '2026-11-26T10:00:00.000Z',
    },
  ],
  jobs: {
    running: true,
    queues: [{ name: 'settlement.daily', queued: 1, deferred: 0, active: 0, failed: 2, oldest_queued_at: '2026-11-26T15:05:00.000Z' }],
  },
  rank_budget: { day: '2026-11-27', used: 1200, limit: 25000 },
};

describe('OperationsPage', () => {
  it('shows a late unsettled day in red, with the alert, and each day’s last run from the report', async () => {
    renderRemote(<OperationsPage />, { path: '/admin/operations', user: 'NURLY_ADMIN', handlers: [api.get('admin/operations', report)] });
    expect(await screen.findByTestId('operations-late')).toHaveTextContent('정산되지 않은 지난 날짜가 1일 있습니다.');
    const late = await screen.findByTestId('unsettled-2026-11-26');
    expect(late).toHaveTextContent('지연');
    expect(late).toHaveAttribute('data-status', 'late');
    const unsettled = screen.getByTestId('operations-unsettled');
    expect(within(unsettled).getByText('321')).toBeInTheDocument();

    const runs = screen.getByTestId('operations-runs');
    expect(await within(runs).findByTestId('run-2026-11-26')).toHaveTextContent('실패');
    expect(within(runs).getByText('연결이 끊어졌습니다')).toBeInTheDocument();
    expect(within(runs).getByText('3회 (실패 3회)')).toBeInTheDocument();
    expect(within(runs).getByTestId('run-2026-11-25')).toHaveTextContent('성공');
    expect(within(runs).getByText('₩123,456')).toBeInTheDocument();
    expect(within(runs).getByText('2.4초')).toBeInTheDocument();
    expect(within(runs).getByText('800ms')).toBeInTheDocument();
    expect(within(runs).getByTestId('run-2026-11-24')).toHaveTextContent('실행 기록 없음');
    // Days read as every date does ('2026. 11. 26.'), in the table and the as-of line.
    expect(within(runs).getByText('2026. 11. 26.')).toBeInTheDocument();
    expect(runs.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(screen.getByText(/오늘 2026\. 11\. 27\.$/)).toBeInTheDocument();

    const postbacks = screen.getByTestId('operations-postbacks');
    expect(await within(postbacks).findByText('리워드 앱 (#9)')).toBeInTheDocument();
    expect(within(screen.getByTestId('operations-jobs')).getByText('settlement.daily')).toBeInTheDocument();
    expect(screen.getByTestId('operations-rank-card')).toHaveTextContent('1,200 / 25,000회');
  });

  it('says so when jobs do not run on the answering instance, and no alert when nothing is late', async () => {
    const calm: OperationsReport = {
      ...report,
      settlement: { ...report.settlement, unsettled: [{ day: '2026-11-26', ad_days: 1, completions: 3, late: false }] },
      jobs: { running: false, queues: [] },
    };
    renderRemote(<OperationsPage />, { path: '/admin/operations', user: 'NURLY_ADMIN', handlers: [api.get('admin/operations', calm)] });
    expect(await screen.findByTestId('operations-jobs-off')).toBeInTheDocument();
    expect(await screen.findByTestId('unsettled-2026-11-26')).toHaveTextContent('정산 대기');
    expect(screen.queryByTestId('operations-late')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal', async () => {
    renderRemote(<OperationsPage />, {
      path: '/admin/operations',
      user: 'NURLY_ADMIN',
      handlers: [api.get('admin/operations', apiError(403, '권한이 없습니다.'))],
    });
    expect(await screen.findByTestId('operations-load-error')).toHaveTextContent('권한이 없습니다.');
  });
});
