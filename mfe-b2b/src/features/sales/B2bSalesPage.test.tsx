import type { RequestHandler } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dateRangeMessages } from '@nurly/contracts';
import { api, apiError, lastRequest, makeUser, renderRemote, type TestUser } from '@nurly/shared/testing';
import definition from '../../routes';
import B2bSalesPage from './B2bSalesPage';
import ResellerSalesPage from './ResellerSalesPage';
import { salesReport } from './fixtures';

jest.setTimeout(30_000);

/** The sales page as `user` sees it at `path`, the API answered by `handlers`. */
const openSales = (user: TestUser, path: string, handlers: RequestHandler[]) =>
  renderRemote(<B2bSalesPage />, { remote: definition, user, path, handlers });

describe('sales (/admin/b2b/sales)', () => {
  it('sends the URL’s filters and shows the rows with a totals row', async () => {
    openSales('NURLY_STAFF', '/admin/b2b/sales?from=2026-11-01&to=2026-11-22&group=member', [api.get('admin/b2b/sales', salesReport())]);
    const total = await screen.findByRole('row', { name: /합계/ });
    expect(total).toHaveTextContent(/200.*₩7,700.*₩4,620.*₩800.*₩2,280/);
    expect(screen.getByRole('row', { name: /2026\. 11\. 21\./ })).toHaveTextContent(/조현우.*120.*₩4,620.*₩2,772.*₩480.*₩1,368/);
    expect(lastRequest('GET', 'admin/b2b/sales')?.query).toEqual({
      date_from: '2026-11-01',
      date_to: '2026-11-22',
      unit: 'day',
      group: 'member',
    });
  });

  it('lists each hub’s revenue and margin, the margin counted in the reseller margin', async () => {
    openSales('NURLY_STAFF', '/admin/b2b/sales?from=2026-11-01&to=2026-11-22', [
      api.get(
        'admin/b2b/sales',
        salesReport({ hubs: [{ group_id: 1, name: '서울 허브', actions: 90, revenue: 3_465, reseller_margin: 360 }] }),
      ),
    ]);
    const hubs = await screen.findByTestId('sales-hubs');
    expect(hubs).toHaveTextContent('허브별 마진');
    expect(hubs).toHaveTextContent('리셀러 마진에 포함');
    expect(screen.getByRole('row', { name: /서울 허브/ })).toHaveTextContent(/서울 허브.*90.*₩3,465.*₩360/);
  });

  it('shows the server’s message for a refused range and asks again when the unit changes', async () => {
    const user = userEvent.setup();
    openSales('NURLY_STAFF', '/admin/b2b/sales?from=2026-11-22&to=2026-11-01', [
      api.get('admin/b2b/sales', ({ query }) =>
        String(query.date_from) > String(query.date_to)
          ? apiError(400, dateRangeMessages.inverted, 'date_from')
          : salesReport({ unit: 'month' }),
      ),
    ]);
    expect(await screen.findByTestId('sales-error')).toHaveTextContent(dateRangeMessages.inverted);
    expect(screen.getByTestId('sales-range-error')).toHaveTextContent(dateRangeMessages.inverted); // the same rule, under the fields
    await user.selectOptions(screen.getByTestId('sales-unit'), 'month');
    await waitFor(() => expect(lastRequest('GET', 'admin/b2b/sales')?.query).toMatchObject({ unit: 'month' }));
  });
});

describe('a reseller’s subtree sales (/reseller/sales)', () => {
  it('shows revenue and its own margin, never the publisher payout, the company margin or the hubs', async () => {
    const seoulDist = makeUser([], { id: 2, username: 'seoul_dist', tier: 2 });
    renderRemote(<ResellerSalesPage />, {
      remote: definition,
      user: seoulDist,
      path: '/reseller/sales?from=2026-11-01&to=2026-11-22',
      handlers: [
        api.get(
          'admin/b2b/sales',
          salesReport({ hubs: [{ group_id: 1, name: '서울 허브', actions: 90, revenue: 3_465, reseller_margin: 360 }] }),
        ),
      ],
    });
    expect(await screen.findByRole('heading', { name: '하위 계정 매출' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '내 마진' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: '회사 마진' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: '매체 지급' })).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: /합계/ })).toHaveTextContent(/200.*₩7,700.*₩800/);
    expect(screen.queryByTestId('sales-hubs')).not.toBeInTheDocument();
  });
});
