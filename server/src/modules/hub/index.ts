/**
 * The hub module's face: what other modules may use of it (they import `../hub`, never a file inside).
 * The Fastify plugin is plugin.ts, registered by modules/index.ts.
 */
export { accountsByIds, salesRows } from './repository';
