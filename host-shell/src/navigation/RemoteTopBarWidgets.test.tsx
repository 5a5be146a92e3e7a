import { screen, waitFor } from '@testing-library/react';
import { lazy, type ReactNode } from 'react';
import type { RemoteDefinition } from '@nurly/shared';
import { defaultRemotes, loadedRemotes, renderRemote } from '@nurly/shared/testing';
import { ShellContext } from '../lib/ShellContext';
import { composeRoutes } from '../federation/composeRoutes';
import { registerShellStrings } from '../i18n';
import { TopBar } from './TopBar';

jest.setTimeout(20000);
beforeAll(registerShellStrings);

/** The top bar inside the shell's composition of these remotes (default site). */
function renderTopBar(definitions: RemoteDefinition[]) {
  const value = {
    variant: 'default' as const,
    definitions,
    routes: composeRoutes(loadedRemotes(definitions), 'default'),
    failedRemotes: [],
  };
  const Shell = ({ children }: { children: ReactNode }) => <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
  return renderRemote(<TopBar showTitle />, { user: 'anonymous', wrapper: Shell });
}

function remoteWith(key: string, topBar: NonNullable<RemoteDefinition['widgets']>['topBar']): RemoteDefinition {
  return { key, routes: [], nav: [], widgets: { topBar }, i18n: { namespace: key, resources: { ko: {}, en: {} } } };
}

function Throwing(): never {
  throw new Error('widget exploded');
}

describe('remote top-bar widgets (RemoteDefinition.widgets.topBar)', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it("renders a loaded remote's widget (eager or lazy) in the top bar", async () => {
    const balance = remoteWith(
      'points',
      lazy(async () => ({ default: () => <span data-testid="points-widget">₩50,000</span> })),
    );
    const plain = remoteWith('cs', () => <span data-testid="cs-widget">cs</span>);
    renderTopBar([...defaultRemotes, balance, plain]);
    expect(await screen.findByTestId('points-widget')).toHaveTextContent('₩50,000');
    expect(screen.getByTestId('cs-widget')).toBeInTheDocument();
    expect(screen.getByTestId('topbar-widgets')).toContainElement(screen.getByTestId('points-widget'));
  });

  it('renders no widget area when no remote provides one', async () => {
    renderTopBar(defaultRemotes);
    expect(await screen.findByTestId('search-button')).toBeInTheDocument();
    expect(screen.queryByTestId('topbar-widgets')).toBeNull();
  });

  it('a widget that throws becomes a small retry icon; the other widgets and the bar keep working', async () => {
    const broken = remoteWith('keywords', Throwing);
    const failingChunk = remoteWith(
      'cs',
      lazy(() => Promise.reject(new Error('chunk failed'))),
    );
    const healthy = remoteWith('points', () => <span data-testid="points-widget">ok</span>);
    renderTopBar([broken, failingChunk, healthy]);
    expect(await screen.findByTestId('points-widget')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('remote-widget-error')).toHaveLength(2));
    const errors = screen.getAllByTestId('remote-widget-error');
    expect(errors.map((e) => e.getAttribute('data-remote')).sort()).toEqual(['cs', 'keywords']);
    expect(errors[0]).toHaveAccessibleName('일부 기능을 불러오지 못했습니다. 다시 시도');
    expect(screen.getByTestId('search-button')).toBeInTheDocument();
    expect(screen.getByTestId('topbar-title')).toBeInTheDocument();
    expect(screen.queryByTestId('remote-error')).toBeNull();
  });
});
