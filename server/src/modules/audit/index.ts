/**
 * The audit module's face: what other modules may use of it (they import `../audit`, never a file inside).
 * The Fastify plugin is plugin.ts, registered by modules/index.ts.
 */
export { auditInsertFrom, recordAudit } from './repository';
export { auditActorOf } from './service';
