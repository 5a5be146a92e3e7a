/**
 * Releases module (the remote release registry): published builds of the remotes, which one each
 * deployment serves (with canaries), the history, and the files under /remotes/<key>/<version>/.
 * Registered at the root (its admin API under /api, its file route beside the site's), before the
 * site module, whose /remotes.json reads `app.releaseRegistry`. README.md here: how it works.
 */
import fp from 'fastify-plugin';
import releaseFileRoutes from './file-routes';
import { followLocalBuilds } from './first-start';
import type { ReleasesDeps } from './publish';
import { ReleaseRegistry } from './registry';
import { createReleasesRepository } from './repository';
import releaseRoutes from './routes';
import { shellSharedVersion } from './compat';
import { releasesUnsatisfiedBy, type ServedRelease } from './shell';

export default fp(
  async function releasesModule(app) {
    app.decorate('releasesRepo', createReleasesRepository(app.db));
    const repo = app.releasesRepo;
    const registry = new ReleaseRegistry(() => repo.liveVersions(), app.clock);
    app.decorate('releaseRegistry', registry);
    // Readiness asks it: the served releases this instance's own shell could not load.
    const ownShell = shellSharedVersion(app.config.staticRoot);
    app.decorate('releasesOwnShellBreaks', () => releasesUnsatisfiedBy(repo, ownShell));
    const { maxArchiveBytes, maxFiles, maxUnpackedBytes, unpackTimeoutMs } = app.config.releases;
    const deps: ReleasesDeps = {
      repo,
      registry,
      storage: app.storage,
      clock: app.clock,
      staticRoot: app.config.staticRoot,
      limits: { maxFiles, maxUnpackedBytes, timeoutMs: unpackTimeoutMs },
    };
    // Before the first request: /remotes.json names the local builds from the start.
    await followLocalBuilds(deps, app.log);
    await app.register(releaseRoutes, { prefix: '/api', deps, maxArchiveBytes });
    await app.register(releaseFileRoutes, { storage: app.storage });
  },
  { name: 'nurly-releases', dependencies: ['nurly-access'], fastify: '5.x' },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** What /remotes.json reads: the live versions per deployment, cached for a second. */
    releaseRegistry: ReleaseRegistry;
    /** The releases the deployments serve that the shell this instance serves cannot load (none: ready). */
    releasesOwnShellBreaks: () => Promise<ServedRelease[]>;
  }
}
