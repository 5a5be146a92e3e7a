import { useState } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GlobalSearchResult } from '@nurly/contracts/schemas';
import { api, lastRequest, renderRemote, sentRequests } from '@nurly/shared/testing';
import { registerShellStrings } from '../../i18n';
import { pathOfTarget } from '../../federation/composeRoutes';
import { SearchDialog } from './SearchDialog';
import { useSearchHotkey } from './searchHotkey';
import { RECENT_SEARCHES_KEY, moveIndex, type SearchablePage } from './searchModel';

jest.setTimeout(20000);

const pages: SearchablePage[] = [
  { path: '/point/list', title: '포인트 내역' },
  { path: '/point/buy', title: '포인트 충전' },
  { path: '/questions', title: '1:1 문의' },
];

/** The routes of the deployment the user may open: server results name these. */
const routes = [
  { name: 'notice-detail', path: '/notice/:id' },
  { name: 'questions', path: '/questions' },
];

/** The dialog as the top bar mounts it: opened by the hotkey, searching the server with GET global-search. */
function Harness({ onNavigate }: { onNavigate: (to: string) => void }) {
  const [open, setOpen] = useState(false);
  useSearchHotkey(() => setOpen(true));
  return (
    <SearchDialog
      open={open}
      onClose={() => setOpen(false)}
      pages={pages}
      resolveRoute={(target) => pathOfTarget(target, routes)}
      onNavigate={onNavigate}
    />
  );
}

/** GET global-search answering `results` for the query `q` only, nothing for any other query. */
function searchAnswering(q: string, results: GlobalSearchResult[]) {
  return api.get<GlobalSearchResult[]>('global-search', ({ query }) => (query.q === q ? results : []));
}

beforeAll(registerShellStrings);
beforeEach(() => localStorage.clear());

describe('moveIndex', () => {
  it('wraps around both ways', () => {
    expect(moveIndex(-1, 3, 1)).toBe(0);
    expect(moveIndex(2, 3, 1)).toBe(0);
    expect(moveIndex(0, 3, -1)).toBe(2);
    expect(moveIndex(0, 0, 1)).toBe(-1);
  });
});

describe('global search dialog', () => {
  it('opens with Ctrl+K and Meta+K, shows the placeholder and the empty recent text, closes with Esc', async () => {
    const user = userEvent.setup();
    renderRemote(<Harness onNavigate={jest.fn()} />, { user: 'anonymous' });
    expect(screen.queryByTestId('global-search')).not.toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    const input = await screen.findByPlaceholderText('Search apps & pages');
    expect(screen.getByText('No recent searches')).toBeInTheDocument();
    await user.type(input, '{Escape}');
    await waitFor(() => expect(screen.queryByPlaceholderText('Search apps & pages')).not.toBeInTheDocument());
    fireEvent.keyDown(window, { key: 'K', metaKey: true });
    expect(await screen.findByPlaceholderText('Search apps & pages')).toBeInTheDocument();
  });

  it('says No result found! when neither pages nor the server match', async () => {
    const user = userEvent.setup();
    renderRemote(<Harness onNavigate={jest.fn()} />, { user: 'anonymous' });
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    await user.type(await screen.findByPlaceholderText('Search apps & pages'), 'zzz');
    expect(await screen.findByText('No result found!')).toBeInTheDocument();
    expect(lastRequest('GET', 'global-search')?.query).toEqual({ q: 'zzz' });
  });

  it('moves with the arrows, opens with Enter and remembers the choice', async () => {
    const user = userEvent.setup();
    const onNavigate = jest.fn();
    // Only the full query answers: on a slow machine a debounced partial query ('포', '포인') may land
    // first, and its answer must not be mistaken for the final list the arrows move through.
    const notice = { title: '포인트 공지', subtitle: '공지사항', icon: 'notice', to: { name: 'notice-detail', params: { id: '3' } } };
    // A result naming a route this deployment lacks (or the user may not open) is left out.
    const elsewhere = {
      title: '포인트 관리',
      subtitle: '회원',
      icon: 'mdi-account',
      to: { name: 'apps-user-list', query: { search: '포인트' } },
    };
    renderRemote(<Harness onNavigate={onNavigate} />, { user: 'customer', handlers: [searchAnswering('포인트', [notice, elsewhere])] });
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    const input = await screen.findByPlaceholderText('Search apps & pages');
    await user.type(input, '포인트');
    await screen.findByText('포인트 공지');
    expect(screen.queryByText('포인트 관리')).not.toBeInTheDocument();
    await waitFor(() => expect(sentRequests('GET', 'global-search').at(-1)?.query).toEqual({ q: '포인트' }));
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['포인트 내역/point/list', '포인트 충전/point/buy', '포인트 공지공지사항']);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getAllByRole('option')[2]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(screen.getAllByRole('option')[2]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenCalledWith('/notice/3');
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]')[0].to).toBe('/notice/3');

    await act(async () => {
      fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    });
    await screen.findByPlaceholderText('Search apps & pages');
    expect(screen.queryByText('No recent searches')).not.toBeInTheDocument();
    expect(screen.getByText('포인트 공지')).toBeInTheDocument();
  });
});
