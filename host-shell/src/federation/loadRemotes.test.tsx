import { lazy, Suspense, type ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { i18n, routeDataOf, type RemoteDefinition, type RemoteRouteData, type RemotesConfig } from '@nurly/shared';
import { composeRoutes } from './composeRoutes';
import {
  definitionFromRouteData,
  loadTimeouts,
  loadVariantRemotes,
  reloadRemote,
  RemoteIncompatibleError,
  type FederationRuntime,
} from './loadRemotes';
import { routeDataUrl } from './earlyFetch';
import { fallbackRemotesConfig, fetchRemotesConfig, restrictToVariant } from './remotesConfig';

jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: () => null, loadRemote: jest.fn() }));

const QuestionsPage = () => <p>questions page</p>;
const Balance = () => <span>balance widget</span>;
const csDefinition: RemoteDefinition = {
  key: 'cs',
  // A page in a chunk of its own, as remotes write them.
  routes: [
    {
      name: 'questions',
      path: '/questions',
      element: lazy(async () => ({ default: QuestionsPage })),
      meta: { layout: 'content', title: 'pages.questions' },
      variants: ['hub'],
    },
  ],
  nav: [{ key: 'questions', title: 'nav.questions', to: 'questions', heading: 'MENUS', audience: 'any', variants: ['hub'] }],
  widgets: { topBar: Balance },
  i18n: {
    namespace: 'cs',
    resources: {
      ko: { nav: { questions: '1:1 문의' }, pages: { questions: '문의' }, body: { long: '페이지 안에서만 쓰는 문장' } },
      en: { nav: { questions: 'Questions' }, pages: { questions: 'Questions' }, body: { long: 'Only inside the page' } },
    },
  },
};

const hubConfig: RemotesConfig = {
  variant: 'hub',
  remotes: [
    { key: 'hub', name: 'mfe_hub', entry: '/remotes/hub/mf-manifest.json' },
    { key: 'cs', name: 'mfe_cs', entry: '/remotes/cs/mf-manifest.json' },
  ],
};

const never = () => new Promise<never>(() => undefined);

interface FakeRuntime extends FederationRuntime {
  registered: { names: string[]; force: boolean }[];
  codeLoads: string[];
}

/** Route data and code of the cs definition; `failing`/`hanging` name remotes whose data fails or never answers. */
function fakeRuntime({
  failing = new Set<string>(),
  hanging = new Set<string>(),
  codeHangsOnce = false,
  builtAgainst = '0.0.0-dev',
}: { failing?: Set<string>; hanging?: Set<string>; codeHangsOnce?: boolean; builtAgainst?: string } = {}): FakeRuntime {
  const registered: { names: string[]; force: boolean }[] = [];
  const codeLoads: string[] = [];
  let codeHung = false;
  return {
    registered,
    codeLoads,
    register(remotes, force = false) {
      registered.push({ names: remotes.map((r) => r.name), force });
    },
    async routeData(entry) {
      const name = `mfe_${entry.split('/')[2]}`;
      if (hanging.has(name)) return never();
      if (failing.has(name)) throw new Error(`ScriptExternalLoadError: ${name}`);
      return routeDataOf(csDefinition, { name, sharedVersion: builtAgainst });
    },
    async load(name) {
      codeLoads.push(name);
      if (codeHangsOnce && !codeHung) {
        codeHung = true;
        return never();
      }
      return csDefinition;
    },
  };
}

async function renderLazy(Component: ComponentType) {
  render(
    <Suspense fallback={<p>loading</p>}>
      <Component />
    </Suspense>,
  );
}

describe('remotes config', () => {
  it('falls back to the hostname rules and same-origin manifests', () => {
    expect(fallbackRemotesConfig('hub.localhost', 'http://hub.localhost:8080')).toEqual({
      variant: 'hub',
      remotes: [
        { key: 'hub', name: 'mfe_hub', entry: 'http://hub.localhost:8080/remotes/hub/mf-manifest.json' },
        { key: 'cs', name: 'mfe_cs', entry: 'http://hub.localhost:8080/remotes/cs/mf-manifest.json' },
      ],
    });
  });

  it('never registers a remote the variant does not load', () => {
    const config = restrictToVariant({
      ...hubConfig,
      remotes: [...hubConfig.remotes, { key: 'keywords', name: 'mfe_keywords', entry: '/x' }],
    });
    expect(config.remotes.map((r) => r.key)).toEqual(['hub', 'cs']);
  });

  it('uses the fallback when /remotes.json fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = jest.fn().mockRejectedValue(new TypeError('network')) as unknown as typeof fetch;
    const config = await fetchRemotesConfig({ hostname: 'admin.localhost', origin: 'http://admin.localhost:8080' }, failing);
    expect(config.variant).toBe('offerwall');
    expect(config.remotes.map((r) => r.key)).toEqual(['offerwall']);
    warn.mockRestore();
  });
});

describe('route data', () => {
  it('sits beside the manifest, on whatever origin the manifest is', () => {
    expect(routeDataUrl('/remotes/cs/mf-manifest.json', 'http://hub.localhost:8080/questions')).toBe(
      'http://hub.localhost:8080/remotes/cs/remote-routes.json',
    );
    expect(routeDataUrl('https://cdn.example.com/cs/v3/mf-manifest.json')).toBe('https://cdn.example.com/cs/v3/remote-routes.json');
  });

  it('keeps routes, menus, widget names and only the label strings', () => {
    const data = routeDataOf(csDefinition, { name: 'mfe_cs', sharedVersion: '0.2.0' });
    expect(data.routes).toEqual([
      { name: 'questions', path: '/questions', meta: { layout: 'content', title: 'pages.questions' }, variants: ['hub'] },
    ]);
    expect(data.widgets).toEqual(['topBar']);
    expect(data.i18n.resources.ko).toEqual({ nav: { questions: '1:1 문의' }, pages: { questions: '문의' } });
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });
});

describe('loading remotes', () => {
  const defaults = { ...loadTimeouts };
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    Object.assign(loadTimeouts, { routeDataMs: 50, codeMs: 50 });
  });
  afterEach(() => {
    Object.assign(loadTimeouts, defaults);
    jest.restoreAllMocks();
  });

  it('composes routes and menus from route data alone: no remote code at start', async () => {
    const runtime = fakeRuntime();
    const remotes = await loadVariantRemotes(hubConfig, runtime);
    expect(runtime.registered).toEqual([{ names: ['mfe_hub', 'mfe_cs'], force: false }]);
    expect(remotes.map((r) => r.failed)).toEqual([false, false]);
    expect(composeRoutes(remotes, 'hub').map((r) => r.path)).toEqual(['/questions']);
    expect(remotes[1].definition.nav.map((n) => n.key)).toEqual(['questions']);
    expect(runtime.codeLoads).toEqual([]);
  });

  it('loads the code when a route renders, once, and registers the full strings first', async () => {
    const runtime = fakeRuntime();
    const [cs] = await loadVariantRemotes({ ...hubConfig, remotes: hubConfig.remotes.slice(1) }, runtime);
    await renderLazy(cs.definition.routes[0].element as ComponentType);
    expect(await screen.findByText('questions page')).toBeInTheDocument();
    await renderLazy(cs.definition.widgets!.topBar as ComponentType);
    expect(await screen.findByText('balance widget')).toBeInTheDocument();
    expect(runtime.codeLoads).toEqual(['mfe_cs']);
    expect(i18n.getResource('ko', 'cs', 'body.long')).toBe('페이지 안에서만 쓰는 문장');
  });

  it('a remote whose data never answers times out, is retried, and becomes a placeholder; the others load', async () => {
    const runtime = fakeRuntime({ hanging: new Set(['mfe_hub']) });
    const started = Date.now();
    const remotes = await loadVariantRemotes(hubConfig, runtime);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(remotes.map((r) => [r.key, r.failed])).toEqual([
      ['hub', true],
      ['cs', false],
    ]);
    expect(remotes[0].error).toMatch(/did not answer/);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('attempt 1 of 2'), expect.anything());
    expect(composeRoutes(remotes, 'hub')).toHaveLength(1);
  });

  it('code that hangs is retried with a fresh registration', async () => {
    const runtime = fakeRuntime({ codeHangsOnce: true });
    const [cs] = await loadVariantRemotes({ ...hubConfig, remotes: hubConfig.remotes.slice(1) }, runtime);
    await renderLazy(cs.definition.routes[0].element as ComponentType);
    expect(await screen.findByText('questions page')).toBeInTheDocument();
    expect(runtime.codeLoads).toEqual(['mfe_cs', 'mfe_cs']);
    expect(runtime.registered.at(-1)).toEqual({ names: ['mfe_cs'], force: true });
  });

  it('refuses, before loading any code, a remote built against a newer @nurly/shared', async () => {
    const runtime = fakeRuntime();
    const data: RemoteRouteData = routeDataOf(csDefinition, { name: 'mfe_cs', sharedVersion: '0.3.0' });
    const definition = definitionFromRouteData(hubConfig.remotes[1], data, runtime, '0.2.4');
    const element = definition.routes[0].element as unknown as { _init: (payload: unknown) => unknown; _payload: unknown };
    // React.lazy's loader: the promise it would suspend on rejects with the incompatibility.
    let thrown: unknown;
    try {
      element._init(element._payload);
    } catch (suspended) {
      thrown = suspended;
    }
    await expect(thrown as Promise<unknown>).rejects.toBeInstanceOf(RemoteIncompatibleError);
    await expect(thrown as Promise<unknown>).rejects.toMatchObject({ needs: '0.3.0', provides: '0.2.4' });
    expect(runtime.codeLoads).toEqual([]);
  });

  it('retry re-registers with force and bumps the generation', async () => {
    const failing = new Set(['mfe_hub']);
    const runtime = fakeRuntime({ failing });
    const [hub] = await loadVariantRemotes(hubConfig, runtime);
    expect(hub.failed).toBe(true);
    failing.clear();
    const retried = await reloadRemote(hub, runtime);
    expect(runtime.registered.at(-1)).toEqual({ names: ['mfe_hub'], force: true });
    expect(retried.failed).toBe(false);
    expect(retried.generation).toBe(2);
  });
});
