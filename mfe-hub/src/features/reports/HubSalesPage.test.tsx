import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, apiError, lastRequest, sentRequests } from '@nurly/shared/testing';
import HubSalesPage from './HubSalesPage';
import { hubGroups, renderReport, salesReport } from './fixtures';

jest.setTimeout(30_000);

describe('hub sales (hub /sales)', () => {
  it('shows revenue, cost and margins per period and client with a totals row, for the hub’s group', async () => {
    renderReport(<HubSalesPage />, 'HUB_ADMIN', '/sales?from=2026-11-09&to=2026-11-22', [api.get('hub/sales', salesReport())]);
    const total = await screen.findByRole('row', { name: /합계/ });
    expect(total).toHaveTextContent(/150.*₩6,360.*₩5,775.*₩585.*₩0/);
    expect(screen.getByRole('row', { name: /2026\. 11\. 21\./ })).toHaveTextContent(/허브고객 이은지.*100.*₩4,240.*₩3,850.*₩390/);
    expect(screen.getByTestId('sales-group')).toHaveTextContent('누리 허브 1그룹 (그룹 1)');
    expect(lastRequest('GET', 'hub/sales')?.query).toEqual({ date_from: '2026-11-09', date_to: '2026-11-22', unit: 'day' });
    expect(screen.queryByTestId('sales-group-id')).toBeNull();
  });

  it('lands staff on the first hub group at once, asks per month on request and lets them pick another group', async () => {
    const user = userEvent.setup();
    renderReport(<HubSalesPage />, 'NURLY_ADMIN', '/sales', [
      api.get('groups', hubGroups(1, 2)),
      api.get('hub/sales', ({ query }) =>
        query.group_id
          ? salesReport({
              unit: query.unit === 'month' ? 'month' : 'day',
              group_id: Number(query.group_id),
              group_name: `누리 허브 ${String(query.group_id)}그룹`,
            })
          : apiError(400, '허브 그룹을 선택해주세요.', 'group_id'),
      ),
    ]);
    expect(await screen.findByRole('row', { name: /합계/ })).toBeInTheDocument();
    expect(screen.getByTestId('sales-group')).toHaveTextContent('누리 허브 1그룹 (그룹 1)');
    expect(screen.getByTestId('sales-group-id')).toHaveValue('1');
    await user.selectOptions(screen.getByTestId('sales-unit'), 'month');
    await waitFor(() => expect(lastRequest('GET', 'hub/sales')?.query).toMatchObject({ unit: 'month', group_id: '1' }));
    await user.selectOptions(screen.getByTestId('sales-group-id'), '2');
    await waitFor(() => expect(screen.getByTestId('sales-group')).toHaveTextContent('누리 허브 2그룹 (그룹 2)'));
    expect(lastRequest('GET', 'hub/sales')?.query).toMatchObject({ unit: 'month', group_id: '2' });
    // No request ever left without a group: the page never showed the server's refusal.
    expect(sentRequests('GET', 'hub/sales').every((request) => request.query.group_id)).toBe(true);
    expect(screen.queryByTestId('sales-error')).toBeNull();
  });

  it('reads the group named in the URL for staff', async () => {
    renderReport(<HubSalesPage />, 'NURLY_STAFF', '/sales?group_id=2', [
      api.get('groups', hubGroups(1, 2)),
      api.get('hub/sales', salesReport({ group_id: 2, group_name: '누리 허브 2그룹' })),
    ]);
    expect(await screen.findByRole('row', { name: /합계/ })).toBeInTheDocument();
    expect(sentRequests('GET', 'hub/sales').map((request) => request.query.group_id)).toEqual(['2']);
    await screen.findByRole('option', { name: '누리 허브 2그룹' });
    expect(screen.getByTestId('sales-group-id')).toHaveValue('2');
  });

  it('says so when there is no hub group to read, and asks nothing', async () => {
    renderReport(<HubSalesPage />, 'NURLY_ADMIN', '/sales', [api.get('groups', []), api.get('hub/sales', salesReport())]);
    expect(await screen.findByText('조회할 허브 그룹이 없습니다.')).toBeInTheDocument();
    expect(sentRequests('GET', 'hub/sales')).toEqual([]);
  });
});
