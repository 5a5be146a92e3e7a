/**
 * The uploads module's face: what other modules may use of it (they import `../uploads`, never a file inside).
 * The Fastify plugin is plugin.ts, registered by modules/index.ts.
 */
export { assertOwnImages } from './service';
export { assertWithinUploadQuota, uploadQuotaOf, type UploadQuota } from './quota';
