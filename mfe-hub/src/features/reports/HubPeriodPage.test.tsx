import { dateRangeMessages } from '@nurly/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, apiError, lastRequest, sentRequests } from '@nurly/shared/testing';
import HubPeriodPage from './HubPeriodPage';
import { hubGroups, periodReport, renderReport } from './fixtures';

jest.setTimeout(30_000);

describe('hub detail by period (hub /)', () => {
  it('sends the URL’s range, shows a row per ad and day with an unsettled mark and a totals row', async () => {
    renderReport(<HubPeriodPage />, 'HUB_ADMIN', '/?from=2026-11-09&to=2026-11-22', [api.get('hub/period', periodReport())]);
    const total = await screen.findByRole('row', { name: /합계/ });
    expect(total).toHaveTextContent(/300.*68.*4.*₩2,035/);
    expect(screen.getByRole('row', { name: /2026\. 11\. 21\./ })).toHaveTextContent(
      /강아지 간식.*쇼핑 트래픽.*허브고객 이은지.*150.*48.*3.*₩2,035/,
    );
    expect(screen.getByRole('row', { name: /2026\. 11\. 22\./ })).toHaveTextContent(/정산 전/);
    expect(lastRequest('GET', 'hub/period')?.query).toEqual({ date_from: '2026-11-09', date_to: '2026-11-22', group: 'ad_day' });
    // A hub account has no group to choose.
    expect(screen.queryByTestId('period-group-id')).toBeNull();
  });

  it('regroups on request, lets staff name a group and shows the server’s message for a refused range', async () => {
    const user = userEvent.setup();
    renderReport(<HubPeriodPage />, 'NURLY_STAFF', '/?from=2026-11-22&to=2026-11-01', [
      api.get('groups', hubGroups(1, 2)),
      api.get('hub/period', ({ query }) =>
        String(query.date_from) > String(query.date_to)
          ? apiError(400, dateRangeMessages.inverted, 'date_from')
          : periodReport({ group: 'client' }),
      ),
    ]);
    expect(await screen.findByTestId('period-error')).toHaveTextContent(dateRangeMessages.inverted);
    // Staff land on the first hub group: the range, not a missing group, is what the server refused.
    expect(lastRequest('GET', 'hub/period')?.query).toMatchObject({ group_id: '1' });
    expect(screen.getByTestId('period-group-id')).toHaveValue('1');
    await user.selectOptions(screen.getByTestId('period-group'), 'client');
    await waitFor(() => expect(lastRequest('GET', 'hub/period')?.query).toMatchObject({ group: 'client' }));
    await screen.findByRole('option', { name: '누리 허브 2그룹' });
    await user.selectOptions(screen.getByTestId('period-group-id'), '2');
    await waitFor(() => expect(lastRequest('GET', 'hub/period')?.query).toMatchObject({ group_id: '2' }));
    expect(sentRequests('GET', 'hub/period').every((request) => request.query.group_id)).toBe(true);
  });

  it('shows staff the first hub group’s rows on `/` at once', async () => {
    renderReport(<HubPeriodPage />, 'NURLY_ADMIN', '/', [
      api.get('groups', hubGroups(3, 1)),
      api.get('hub/period', ({ query }) => (query.group_id ? periodReport() : apiError(400, '허브 그룹을 선택해주세요.', 'group_id'))),
    ]);
    expect(await screen.findByRole('row', { name: /합계/ })).toBeInTheDocument();
    expect(sentRequests('GET', 'hub/period').map((request) => request.query.group_id)).toEqual(['3']);
    expect(screen.queryByTestId('period-error')).toBeNull();
  });
});
