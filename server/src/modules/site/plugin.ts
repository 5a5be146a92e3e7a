/**
 * Site module: health, remotes.json and the built front ends with the SPA fallback. Registered
 * at the root (not under /api) and not encapsulated: the not-found handler is the app's.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { createSiteRepository } from './repository';
import siteRoutes from './routes';

const siteModule: FastifyPluginAsyncTypebox = async (app, options) => {
  app.decorate('siteRepo', createSiteRepository(app.db));
  // In this plugin's own context (not a child): the not-found handler stays the app's.
  await siteRoutes(app, options);
};

export default fp(siteModule, { name: 'nurly-site', dependencies: ['nurly-access', 'nurly-releases'], fastify: '5.x' });
