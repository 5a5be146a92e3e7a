import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lastRequest } from '@nurly/shared/testing';
import { filteredList, renderConsolePage } from '../../test/fixtures';
import { visitorLog } from './fixtures';
import VisitorLogsPage from './VisitorLogsPage';

jest.setTimeout(30_000);

const clicks = [visitorLog(1), visitorLog(2, { status: 'COMPLETED', adid: null }), visitorLog(3, { status: 'REJECTED', ip: null })];

const renderPage = (path = '/visitor-logs') =>
  renderConsolePage(<VisitorLogsPage />, 'NURLY_ADMIN', path, [filteredList('offerwall/visitor-logs', clicks, 'status', 'status')]);

describe('visitor logs (/visitor-logs)', () => {
  it('shows each click with user key, IP, ADID and its Korean status', async () => {
    renderPage();
    expect(await screen.findByText('캠핑 의자 3')).toBeInTheDocument();
    const rows = screen.getAllByRole('row');
    expect(rows[1]).toHaveTextContent(
      /2026. 12. 2. 오후 2:04.*리워드 앱 1.*캠핑 의자 1.*광고 #301.*user-1.*203\.0\.113\.1.*adid-1.*진행 중/,
    );
    expect(rows[2]).toHaveTextContent(/user-2.*203\.0\.113\.2.*-.*완료/);
    expect(screen.getByTestId('status-3')).toHaveTextContent('거절');
    // Newest first by default: asked of the server and shown on the 일시 header.
    expect(lastRequest('GET', 'offerwall/visitor-logs')?.query.ordering).toBe('-created_at');
    expect(screen.getByRole('columnheader', { name: /일시/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('puts the status and search in the URL and the request', async () => {
    const user = userEvent.setup();
    const { location } = renderPage();
    await screen.findByText('캠핑 의자 1');
    await user.selectOptions(screen.getByTestId('filter-status'), 'COMPLETED');
    await user.type(screen.getByTestId('filter-search'), '203.0.113.2');
    await waitFor(() =>
      expect(lastRequest('GET', 'offerwall/visitor-logs')?.query).toEqual({
        page: '1',
        page_size: '25',
        ordering: '-created_at',
        status: 'COMPLETED',
        search: '203.0.113.2',
      }),
    );
    await waitFor(() => expect(screen.queryByText('캠핑 의자 1')).not.toBeInTheDocument());
    const url = new URLSearchParams(location().search);
    expect([url.get('status'), url.get('search')]).toEqual(['COMPLETED', '203.0.113.2']);
  });
});
