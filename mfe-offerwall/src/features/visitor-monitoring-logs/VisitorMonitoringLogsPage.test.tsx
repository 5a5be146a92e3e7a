import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lastRequest } from '@nurly/shared/testing';
import { filteredList, renderConsolePage } from '../../test/fixtures';
import { monitoringFlag } from './fixtures';
import VisitorMonitoringLogsPage from './VisitorMonitoringLogsPage';

jest.setTimeout(30_000);

const flags = [
  monitoringFlag(1),
  monitoringFlag(2, { kind: 'TOO_FAST', subject: 'user-77', count: 5, details: { min_seconds: 2 } }),
  monitoringFlag(3, { kind: 'USER_HAMMERING', subject: 'user-9', count: 310, details: null }),
  monitoringFlag(4, { kind: 'ANSWER_FAILURES', subject: 'user-12', count: 8, details: { attempts: 12, rate: 0.67 } }),
];

const renderPage = (path = '/visitor-monitoring-logs') =>
  renderConsolePage(<VisitorMonitoringLogsPage />, 'OFFERWALL_CLIENT', path, [filteredList('offerwall/monitoring', flags, 'kind', 'kind')]);

describe('visitor monitoring logs (/visitor-monitoring-logs)', () => {
  it('shows each flag with its Korean kind, subject and count', async () => {
    renderPage();
    expect(await screen.findByText('user-77')).toBeInTheDocument();
    expect(screen.getByTestId('kind-1')).toHaveTextContent('한 IP에서 여러 사용자');
    expect(screen.getByTestId('kind-2')).toHaveTextContent('비정상적으로 빠른 완료');
    expect(screen.getByTestId('kind-3')).toHaveTextContent('한 사용자의 과도한 요청');
    const rows = screen.getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/2026\. 12\. 2\..*리워드 앱 1.*한 IP에서 여러 사용자.*198\.51\.100\.9.*14.*사용자 키 14개/);
    expect(rows[3]).toHaveTextContent(/user-9.*310/);
    // Details that do not fit their kind are shown as they are; none is a dash.
    expect(screen.getByTestId('details-2')).toHaveTextContent('min_seconds: 2');
    expect(screen.getByTestId('details-3')).toHaveTextContent('-');
    expect(screen.getByTestId('details-4')).toHaveTextContent('정답 입력 12회 중 67% 실패');
  });

  it('puts the kind, app and dates in the URL and the request', async () => {
    const user = userEvent.setup();
    const { location } = renderPage('/visitor-monitoring-logs?app_id=1');
    await screen.findByText('user-77');
    expect(lastRequest('GET', 'offerwall/monitoring')?.query).toEqual({ page: '1', page_size: '25', app_id: '1' });
    await user.selectOptions(screen.getByTestId('filter-kind'), 'TOO_FAST');
    await waitFor(() =>
      expect(lastRequest('GET', 'offerwall/monitoring')?.query).toEqual({ page: '1', page_size: '25', app_id: '1', kind: 'TOO_FAST' }),
    );
    await waitFor(() => expect(screen.queryByText('198.51.100.9')).not.toBeInTheDocument());
    expect(new URLSearchParams(location().search).get('kind')).toBe('TOO_FAST');
  });
});
