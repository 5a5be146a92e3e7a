/**
 * Runs in every test file after the environment is ready (setupFilesAfterEnv): Testing Library
 * matchers, and the MSW server that answers every API call (shared/src/testing/server.ts) —
 * a request no handler answers fails the call and is reported, so no test reaches a real network.
 */
import '@testing-library/jest-dom';
import { clearSentRequests, server } from './src/testing/server';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  clearSentRequests();
});
afterAll(() => server.close());
