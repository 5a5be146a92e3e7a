/**
 * Site module: health, remotes.json and the built front ends with the SPA fallback. Registered
 * at the root (not under /api) and not encapsulated: the not-found handler is the app's.
 */
import fp from 'fastify-plugin';
import siteRoutes from './routes';

export default fp(siteRoutes, { name: 'nurly-site', dependencies: ['nurly-access', 'nurly-releases'], fastify: '5.x' });
