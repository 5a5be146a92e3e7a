import { screen } from '@testing-library/react';
import type { RefreshStatus } from '@nurly/contracts/schemas';
import { api, renderRemote } from '@nurly/shared/testing';
import definition from '../../routes';
import { refreshStatus } from './fixtures';
import { RefreshProgress } from './RefreshProgress';

const idle = refreshStatus({ calls_used: 1234, budget: 25000, mine: { tracked: 3, checked_today: 2 } });

const handlers = [api.get<RefreshStatus>('naver/keywords/refresh/status', idle)];

// The shared daily Naver API budget is an operations figure: staff watch it, customers never see it.
describe('RefreshProgress', () => {
  it("shows a customer their own keywords' coverage but not the internal API call count", async () => {
    renderRemote(<RefreshProgress />, { remote: definition, user: 'customer', handlers });
    expect(await screen.findByText('오늘 갱신된 내 키워드: 2 / 3')).toBeInTheDocument();
    expect(screen.getByTestId('refresh-status')).not.toHaveTextContent('API 호출');
  });

  it('shows staff the API call count against the daily budget', async () => {
    renderRemote(<RefreshProgress />, { remote: definition, user: 'NURLY_STAFF', handlers });
    expect(await screen.findByText('오늘 API 호출: 1,234 / 25,000')).toBeInTheDocument();
  });
});
