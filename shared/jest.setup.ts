/**
 * Runs in every test file after the environment is ready (setupFilesAfterEnv): Testing Library
 * matchers, DataTable's code loaded, and the MSW server that answers every API call (shared/src/testing/server.ts) —
 * a request no handler answers fails the call and is reported, so no test reaches a real network.
 */
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { clearSentRequests, server } from './src/testing/server';
import { preloadDataTable } from './src/ui/DataTable';

// findBy*/waitFor wait up to 5 s (default 1 s): a page's first render also compiles its lazy chunks
// (a route's page, @nurly/shared/forms with react-hook-form), which on a loaded 2-core CI machine
// took over a second. Assertions are unchanged; only a slow success is no longer a failure.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The table's code is fetched on first use in the browser; here it is there from the start, as
// after a page's first table (DataTable.test.tsx also checks the first, lazy render).
beforeAll(() => preloadDataTable());
afterEach(() => {
  server.resetHandlers();
  clearSentRequests();
});
afterAll(() => server.close());
