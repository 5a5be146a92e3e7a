/** Test wrapper for cs pages: the shared provider, an isolated SWR cache and a logged-in user. */
import { isUserLoggedInAtom, NurlyProvider, nurlyStore, userAtom, type Variant } from '@nurly/shared';
import type { Question, User } from '@nurly/contracts/schemas';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';

export function signIn(user: Partial<User> & Pick<User, 'id' | 'username'>): void {
  nurlyStore.set(userAtom, {
    mobile: null,
    point: 0,
    is_guest: false,
    is_staff: false,
    is_superuser: false,
    tier: null,
    group: null,
    roles: [],
    apps: [],
    agrees: {},
    services: [],
    ...user,
  });
  nurlyStore.set(isUserLoggedInAtom, true);
}

interface RenderOptions {
  /** The route pattern the page is mounted at (e.g. '/notice/:id'). */
  path?: string;
  url?: string;
  variant?: Variant;
}

export function renderPage(element: ReactElement, { path = '/', url, variant = 'default' }: RenderOptions = {}) {
  return render(
    <NurlyProvider variant={variant}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={[url ?? path]}>
          <Routes>
            <Route path={path} element={element} />
            <Route path="*" element={<p>elsewhere</p>} />
          </Routes>
        </MemoryRouter>
      </SWRConfig>
    </NurlyProvider>,
  );
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

export function question(overrides: Partial<Question> = {}): Question {
  return {
    id: 1,
    title: '포인트가 충전되지 않았어요',
    body: '어제 입금했습니다.',
    category: 'POINT',
    status: 'OPEN',
    answered: false,
    author: { id: 7, username: 'customer', is_staff: false },
    comments: [],
    comment_count: 0,
    created_at: minutesAgo(1),
    updated_at: minutesAgo(1),
    ...overrides,
  };
}

export { minutesAgo };
