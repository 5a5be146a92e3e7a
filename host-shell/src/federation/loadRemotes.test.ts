import type { RemoteDefinition, RemotesConfig } from '@nurly/shared';
import { composeRoutes } from './composeRoutes';
import { loadVariantRemotes, reloadRemote, type FederationRuntime } from './loadRemotes';
import { fallbackRemotesConfig, fetchRemotesConfig, restrictToVariant } from './remotesConfig';

jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: () => null, loadRemote: jest.fn() }));

const csDefinition: RemoteDefinition = {
  key: 'cs',
  routes: [{ name: 'questions', path: '/questions', element: () => null, meta: { layout: 'content', title: 'q' }, variants: ['hub'] }],
  nav: [],
  i18n: { namespace: 'cs', resources: { ko: {}, en: {} } },
};

const hubConfig: RemotesConfig = {
  variant: 'hub',
  remotes: [
    { key: 'hub', name: 'mfe_hub', entry: '/remotes/hub/mf-manifest.json' },
    { key: 'cs', name: 'mfe_cs', entry: '/remotes/cs/mf-manifest.json' },
  ],
};

function fakeRuntime(failing: Set<string>): FederationRuntime & { registered: { names: string[]; force: boolean }[] } {
  const registered: { names: string[]; force: boolean }[] = [];
  return {
    registered,
    register(remotes, force = false) {
      registered.push({ names: remotes.map((r) => r.name), force });
    },
    async load(name) {
      if (failing.has(name)) throw new Error(`ScriptExternalLoadError: ${name}`);
      return csDefinition;
    },
  };
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

describe('loading remotes', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('registers only the config remotes and turns a failing one into a placeholder', async () => {
    const runtime = fakeRuntime(new Set(['mfe_hub']));
    const remotes = await loadVariantRemotes(hubConfig, runtime);
    expect(runtime.registered).toEqual([{ names: ['mfe_hub', 'mfe_cs'], force: false }]);
    expect(remotes.map((r) => [r.key, r.failed])).toEqual([
      ['hub', true],
      ['cs', false],
    ]);
    expect(remotes[0].definition.routes).toEqual([]);
    expect(remotes[0].error).toContain('ScriptExternalLoadError');
    // The shell still composes the working remote's routes.
    expect(composeRoutes(remotes, 'hub').map((r) => r.path)).toEqual(['/questions']);
  });

  it('retry re-registers with force and bumps the generation', async () => {
    const failing = new Set(['mfe_hub']);
    const runtime = fakeRuntime(failing);
    const [hub] = await loadVariantRemotes(hubConfig, runtime);
    failing.clear();
    const retried = await reloadRemote(hub, runtime);
    expect(runtime.registered.at(-1)).toEqual({ names: ['mfe_hub'], force: true });
    expect(retried.failed).toBe(false);
    expect(retried.generation).toBe(2);
  });
});
