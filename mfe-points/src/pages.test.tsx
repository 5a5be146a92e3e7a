import type { BalanceHistory, WithdrawableList } from '@nurly/contracts/schemas';
import { api, itRendersEveryPage, pageOf } from '@nurly/shared/testing';
import definition from './routes';

// Every page loads against the real calls, answered for an account with no points activity yet.
itRendersEveryPage(definition, {
  handlers: [
    // Ahead of the ':userId' pattern, which 'requests' would match too.
    api.get('admin/b2b/balance/requests', pageOf([])),
    api.get<BalanceHistory>('admin/b2b/balance/:userId', { balance: 0, count: 0, results: [] }),
    api.get('point/withdrawals', pageOf([])),
    api.get<WithdrawableList>('point/withdrawals/available', { results: [] }),
    api.get('admin/advertisers/user/:userId', null),
  ],
});
