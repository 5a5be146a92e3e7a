/**
 * The site module's face: what other modules may use of it (they import `../site`, never a file inside).
 * The Fastify plugin is plugin.ts, registered by modules/index.ts.
 */
export { cacheHeaders } from './routes';
