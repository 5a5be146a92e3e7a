/**
 * The releases module's face: what other modules may use of it (they import `../releases`, never a file inside).
 * The Fastify plugin is plugin.ts, registered by modules/index.ts.
 */
export { liveEntryOf, versionFor, type LiveMap } from './registry';
