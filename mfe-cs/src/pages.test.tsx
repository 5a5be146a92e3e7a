import { addRemoteResources, NurlyProvider } from '@nurly/shared';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import definition from './routes';
import * as faqApi from './features/faq/api';
import * as noticeApi from './features/notice/api';
import * as questionsApi from './features/questions/api';

// Every page renders against stubbed calls (no network): empty lists, one notice.
jest.mock('./features/questions/api');
jest.mock('./features/faq/api');
jest.mock('./features/notice/api');
beforeEach(() => {
  jest.mocked(questionsApi.getQuestions).mockResolvedValue({ count: 0, results: [] });
  jest.mocked(faqApi.getFaqs).mockResolvedValue({ count: 0, results: [] });
  jest.mocked(noticeApi.getNotices).mockResolvedValue({ count: 0, results: [] });
  jest.mocked(noticeApi.getNotice).mockResolvedValue({
    id: 1,
    title: '점검 안내',
    body: '<p>본문</p>',
    pinned: false,
    views: 1,
    author: '관리자',
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
  });
});

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
