import { itRendersEveryPage } from '@nurly/shared/testing';
import * as keywordApi from './features/keyword/api';
import * as productApi from './features/my-products/api';
import definition from './routes';

// Pages render without a server: every SWR hook answers "no data yet".
jest.mock('./features/keyword/api');
jest.mock('./features/my-products/api');
const empty = { data: undefined, error: undefined, isLoading: false, mutate: jest.fn() };
for (const hook of ['useKeywords', 'useHistories', 'useRefreshStatus'] as const)
  jest.mocked(keywordApi[hook]).mockReturnValue(empty as never);
for (const hook of ['useProducts', 'useProduct', 'useMalls'] as const) jest.mocked(productApi[hook]).mockReturnValue(empty as never);

itRendersEveryPage(definition);
