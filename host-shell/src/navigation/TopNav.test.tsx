import { act, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { nurlyStore, userAtom, type RemoteDefinition } from '@nurly/shared';
import { hubRemote, loadedRemotes, NAVIGATED_AWAY_TEST_ID, renderRemote } from '@nurly/shared/testing';
import { ShellContext } from '../lib/ShellContext';
import { composeRoutes } from '../federation/composeRoutes';
import { registerShellStrings } from '../i18n';
import { TopNav } from './TopNav';

jest.setTimeout(20000);
beforeAll(registerShellStrings);

/** The hub console's top nav at `path`, logged in as a hub admin. */
function renderHubTopNav(path: string, definitions: RemoteDefinition[] = [hubRemote]) {
  const value = { variant: 'hub' as const, definitions, routes: composeRoutes(loadedRemotes(definitions), 'hub'), failedRemotes: [] };
  const Shell = ({ children }: { children: ReactNode }) => <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
  return renderRemote(<TopNav />, { user: ['HUB_ADMIN'], variant: 'hub', path, wrapper: Shell });
}

describe('TopNav (hub console)', () => {
  it('stays on a deep link while a restored session is still loading its user', async () => {
    const view = renderHubTopNav('/questions');
    expect(await screen.findByTestId('top-nav')).toBeInTheDocument();
    // Tokens without the user, as after a reload before /api/user answered (bootstrap.tsx):
    // the permitted menu is empty for a moment, which is no reason to send the page to '/'.
    const user = nurlyStore.get(userAtom);
    act(() => nurlyStore.set(userAtom, null));
    expect(screen.queryByTestId('top-nav')).toBeNull();
    expect(view.location().pathname).toBe('/questions');
    act(() => nurlyStore.set(userAtom, user));
    expect(await screen.findByTestId('top-nav')).toBeInTheDocument();
    expect(view.location().pathname).toBe('/questions');
    expect(screen.queryByTestId(NAVIGATED_AWAY_TEST_ID)).toBeNull();
  });

  it('leaves for the root once the known user is permitted no item of this deployment', async () => {
    const view = renderHubTopNav('/questions', []);
    expect(await screen.findByTestId(NAVIGATED_AWAY_TEST_ID)).toHaveTextContent('/');
    expect(view.location().pathname).toBe('/');
  });
});
