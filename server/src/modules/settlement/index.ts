/**
 * The settlement module's face: what other modules may use of it (they import `../settlement`, never a file inside).
 * The Fastify plugin is plugin.ts, registered by modules/index.ts.
 */
export {};
export { SETTLEMENT_QUEUE } from './plugin';
