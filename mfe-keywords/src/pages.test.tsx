import { addRemoteResources, NurlyProvider } from '@nurly/shared';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
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

beforeAll(() => addRemoteResources(definition.i18n.namespace, definition.i18n.resources));

describe(`${definition.key} pages`, () => {
  it.each(definition.routes.map((route) => [route.name, route.variants.join('+'), route] as const))(
    '%s (%s) loads and shows its Korean title',
    async (_name, _variants, route) => {
      const Page = route.element;
      render(
        <NurlyProvider variant={route.variants[0]}>
          <MemoryRouter initialEntries={[route.path.replace(':id', '1')]}>
            <Suspense fallback={null}>
              <Page />
            </Suspense>
          </MemoryRouter>
        </NurlyProvider>,
      );
      // The first lazy chunk of a file compiles on demand: allow for a busy machine.
      expect(await screen.findByRole('heading', { level: 1, name: translate(route.meta.title) }, { timeout: 5000 })).toBeInTheDocument();
    },
  );
});
