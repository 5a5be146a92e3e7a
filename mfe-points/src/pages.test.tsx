import { apiClient } from '@nurly/shared';
import { itRendersEveryPage } from '@nurly/shared/testing';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import definition from './routes';

beforeAll(() => {
  // No server in unit tests: every call fails at once instead of opening sockets.
  apiClient.defaults.adapter = () => Promise.reject(new Error('offline'));
});

/** Failed calls are not retried: SWR's retry timers would keep Jest alive. */
function NoRetrySwr({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>{children}</SWRConfig>;
}

itRendersEveryPage(definition, { wrapper: NoRetrySwr });
