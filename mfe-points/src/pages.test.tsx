import { addRemoteResources, apiClient, NurlyProvider } from '@nurly/shared';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import definition from './routes';

function translate(key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      definition.i18n.resources.ko,
    );
  if (typeof value !== 'string') throw new Error(`no Korean text for ${key}`);
  return value;
}

beforeAll(() => {
  addRemoteResources(definition.i18n.namespace, definition.i18n.resources);
  // No server in unit tests: every call fails at once instead of opening sockets.
  apiClient.defaults.adapter = () => Promise.reject(new Error('offline'));
});

describe(`${definition.key} pages`, () => {
  it.each(definition.routes.map((route) => [route.name, route.variants.join('+'), route] as const))(
    '%s (%s) loads and shows its Korean title',
    async (_name, _variants, route) => {
      const Page = route.element;
      render(
        <NurlyProvider variant={route.variants[0]}>
          <MemoryRouter initialEntries={[route.path.replace(':id', '1')]}>
            {/* Failed calls are not retried: SWR's retry timers would keep Jest alive. */}
            <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
              <Suspense fallback={null}>
                <Page />
              </Suspense>
            </SWRConfig>
          </MemoryRouter>
        </NurlyProvider>,
      );
      // The first lazy chunk of a file compiles on demand: allow for a busy machine.
      expect(await screen.findByRole('heading', { level: 1, name: translate(route.meta.title) }, { timeout: 5000 })).toBeInTheDocument();
    },
  );
});
