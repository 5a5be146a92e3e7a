/**
 * The invoices module's face: what other modules may use of it (they import `../invoices`, never a file inside).
 * The Fastify plugin is plugin.ts, registered by modules/index.ts.
 */
export { invoiceOrdering } from './repository';
export * as invoicesService from './service';
export { type InvoicesDeps } from './service';
