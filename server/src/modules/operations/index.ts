/**
 * The operations module's face: what other modules may use of it (they import `../operations`, never a file inside).
 * The Fastify plugin is plugin.ts, registered by modules/index.ts.
 */
export * as operationsRepository from './repository';
