import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, lastRequest, renderRemote } from '@nurly/shared/testing';
import type { ReconciliationReport } from '@nurly/contracts/schemas';
import definition from '../../routes';
import ReconciliationPage from './ReconciliationPage';
import { brokenRun, reconciliationReport, reconciliationRun } from './fixtures';

jest.setTimeout(30_000);

function renderPage(
  report: ReconciliationReport,
  user: 'NURLY_ADMIN' | 'NURLY_STAFF' = 'NURLY_ADMIN',
  extra: NonNullable<Parameters<typeof renderRemote>[1]>['handlers'] = [],
) {
  return renderRemote(<ReconciliationPage />, {
    remote: definition,
    user,
    path: '/admin/reconciliation',
    // The test's own handlers first: MSW answers with the first that matches.
    handlers: [...(extra ?? []), api.get('admin/reconciliation', report)],
  });
}

describe('/admin/reconciliation (docs/decisions/money-loop.md#one-source-of-truth)', () => {
  it('shows the last run in Korea time and every check OK', async () => {
    renderPage(reconciliationReport());
    expect(await screen.findByTestId('run-summary')).toHaveTextContent('모든 항목이 맞습니다.');
    expect(screen.getByTestId('run-time')).toHaveTextContent('마지막 점검 2026. 11. 23. 오전 12:45 (한국 시간) · 매일 자동 점검');
    expect(screen.getByText('월별 항목 점검 기간: 2026. 9. ~ 2026. 11.')).toBeInTheDocument();
    expect(screen.getByText('다음 자동 점검 2026. 11. 24. 오전 12:45')).toBeInTheDocument();
    for (const name of [
      '원장 합계 = 잔액',
      '광고·일자별 1회 차감 = 정산',
      '캠페인 사용액 = 원장 차감 = 청구서',
      '매출 = 원장 차감',
      '허브 마진 = 리셀러 마진 기록',
    ]) {
      expect(screen.getByText(name)).toBeInTheDocument();
    }
    expect(screen.getByTestId('check-ledger_balance-status')).toHaveTextContent('일치');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists a broken check’s rows: kind, account or hub, ad, day or month, expected vs actual in won, and what to do', async () => {
    renderPage(reconciliationReport(brokenRun()));
    expect(await screen.findByTestId('run-summary')).toHaveTextContent('맞지 않는 항목이 3개 있습니다.');
    const adDay = within(screen.getByTestId('check-ad_day_charge'));
    expect(adDay.getByTestId('check-ad_day_charge-status')).toHaveTextContent('불일치 3건');
    expect(adDay.getByText(/포인트 환불로 돌려주고/)).toBeInTheDocument();
    const twice = within(adDay.getByText('중복 차감').closest('tr') as HTMLElement);
    expect(twice.getByText('조현우 (customer)')).toBeInTheDocument();
    expect(twice.getByText('#41')).toBeInTheDocument();
    expect(twice.getByText('2026. 11. 20.')).toBeInTheDocument();
    expect(twice.getByText('₩963')).toBeInTheDocument();
    expect(twice.getByText('₩1,926')).toBeInTheDocument();
    expect(twice.getByText('+₩963')).toBeInTheDocument();
    // Two of its three rows are kept in the run.
    expect(adDay.getByText('처음 2건만 표시합니다. (전체 3건)')).toBeInTheDocument();

    const spend = within(
      within(screen.getByTestId('check-spend_ledger_invoice')).getByText('캠페인 사용액 ≠ 원장').closest('tr') as HTMLElement,
    );
    expect(spend.getByText('₩331,066')).toBeInTheDocument();
    expect(spend.getByText('₩61,139')).toBeInTheDocument();
    expect(spend.getByText('-₩269,927')).toBeInTheDocument();

    // Hub margins are compared in tenths of a won: 245 tenths is 24.5원.
    const hub = within(screen.getByTestId('check-hub_margins'));
    const margin = within(hub.getByText('마진 기록 ≠ 단가 구조').closest('tr') as HTMLElement);
    expect(margin.getByText('강남 허브')).toBeInTheDocument();
    expect(margin.getByText('₩24.5')).toBeInTheDocument();
    expect(hub.getByText('마진은 0.1원 단위로 비교합니다.')).toBeInTheDocument();
    expect(screen.getByTestId('check-ledger_balance-status')).toHaveTextContent('일치');
  });

  it('NURLY_ADMIN runs it now: the new run is shown with the server’s message', async () => {
    const user = userEvent.setup();
    let current = reconciliationReport(null);
    renderPage(current, 'NURLY_ADMIN', [
      api.get('admin/reconciliation', () => current),
      api.post('admin/reconciliation/run', () => {
        current = reconciliationReport(brokenRun());
        return { message: '정합성 점검을 마쳤습니다. 맞지 않는 항목이 3개 있습니다.', run: current.run! };
      }),
    ]);
    expect(await screen.findByText('아직 점검한 적이 없습니다.')).toBeInTheDocument();
    await user.click(screen.getByTestId('run-now'));
    expect(await screen.findByTestId('run-summary')).toHaveTextContent('맞지 않는 항목이 3개 있습니다.');
    expect(lastRequest('POST', 'admin/reconciliation/run')).toBeDefined();
    expect(await screen.findByText('정합성 점검을 마쳤습니다. 맞지 않는 항목이 3개 있습니다.')).toBeInTheDocument();
  });

  it('NURLY_STAFF reads the run but has no run button (the server runs it for NURLY_ADMIN only)', async () => {
    renderPage(reconciliationReport(reconciliationRun({ trigger: 'MANUAL' })), 'NURLY_STAFF');
    expect(await screen.findByTestId('run-time')).toHaveTextContent('수동 점검');
    expect(screen.queryByTestId('run-now')).not.toBeInTheDocument();
  });
});
