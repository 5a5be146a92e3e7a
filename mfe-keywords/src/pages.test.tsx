import type { MallList, RefreshStatus } from '@nurly/contracts/schemas';
import { api, itRendersEveryPage, pageOf } from '@nurly/shared/testing';
import definition from './routes';

const idleRefresh: RefreshStatus = {
  running: false,
  day: null,
  total: 0,
  done: 0,
  failed: 0,
  deferred: 0,
  calls_used: 0,
  budget: 0,
  started_at: null,
  finished_at: null,
  next_run_at: null,
  mine: { tracked: 0, checked_today: 0 },
};

// Every page loads against the real calls, answered with an account that tracks nothing yet and runs no campaign.
itRendersEveryPage(definition, {
  handlers: [
    api.get('naver/keywords', pageOf([])),
    api.get('naver/products', pageOf([])),
    api.get<MallList>('naver/products/malls', { malls: [] }),
    api.get('naver/keywords/refresh/status', idleRefresh),
    api.get('assistant/campaingns', pageOf([])),
  ],
});
