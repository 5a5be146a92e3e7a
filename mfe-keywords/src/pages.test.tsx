import type { MallList } from '@nurly/contracts/schemas';
import { api, itRendersEveryPage, pageOf } from '@nurly/shared/testing';
import definition from './routes';
import { refreshStatus } from './features/my-products/fixtures';

const idleRefresh = refreshStatus();

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
