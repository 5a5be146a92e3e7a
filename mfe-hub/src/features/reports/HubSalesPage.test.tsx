import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, apiError, lastRequest, renderRemote } from '@nurly/shared/testing';
import definition from '../../routes';
import HubSalesPage from './HubSalesPage';
import { salesReport } from './fixtures';

jest.setTimeout(30_000);

describe('hub sales (hub /sales)', () => {
  it('shows revenue, cost and margins per period and client with a totals row, for the hub’s group', async () => {
    renderRemote(<HubSalesPage />, {
      remote: definition,
      user: 'HUB_ADMIN',
      path: '/sales?from=2026-11-09&to=2026-11-22',
      handlers: [api.get('hub/sales', salesReport())],
    });
    const total = await screen.findByRole('row', { name: /합계/ });
    expect(total).toHaveTextContent(/150.*₩6,360.*₩5,775.*₩585.*₩0/);
    expect(screen.getByRole('row', { name: /2026\. 11\. 21\./ })).toHaveTextContent(/허브고객 이은지.*100.*₩4,240.*₩3,850.*₩390/);
    expect(screen.getByTestId('sales-group')).toHaveTextContent('누리 허브 1그룹 (그룹 1)');
    expect(lastRequest('GET', 'hub/sales')?.query).toEqual({ from: '2026-11-09', to: '2026-11-22', unit: 'day' });
    expect(screen.queryByTestId('sales-group-id')).toBeNull();
  });

  it('asks per month on request and shows the server’s message for a refused query', async () => {
    const user = userEvent.setup();
    renderRemote(<HubSalesPage />, {
      remote: definition,
      user: 'NURLY_ADMIN',
      path: '/sales',
      handlers: [
        api.get('groups', [{ id: 1, name: '누리 허브 1그룹' }]),
        api.get('hub/sales', ({ query }) =>
          query.group_id ? salesReport({ unit: 'month' }) : apiError(400, '허브 그룹을 선택해주세요.', 'group_id'),
        ),
      ],
    });
    expect(await screen.findByTestId('sales-error')).toHaveTextContent('허브 그룹을 선택해주세요.');
    await screen.findByRole('option', { name: '누리 허브 1그룹' });
    await user.selectOptions(screen.getByTestId('sales-group-id'), '1');
    await user.selectOptions(screen.getByTestId('sales-unit'), 'month');
    await waitFor(() => expect(lastRequest('GET', 'hub/sales')?.query).toMatchObject({ unit: 'month', group_id: '1' }));
    expect(await screen.findByRole('row', { name: /합계/ })).toBeInTheDocument();
  });
});
