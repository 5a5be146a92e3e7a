/**
 * The users module's face: what other modules may use of it (they import `../users`, never a file inside).
 * The Fastify plugin is plugin.ts, registered by modules/index.ts.
 */
export { findUserIdByMobile, findUserIdByUsername, findUserStanding } from './repository';
