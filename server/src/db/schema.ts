/**
 * The whole database schema, one file per column of the domain map (docs/decisions/architecture.md#domain-map) under schema/.
 * This file only re-exports them (drizzle's `schema` option and the modules import it); the files
 * under schema/ import each other directly, never this file, so there is no import cycle.
 */
export * from './schema/accounts';
export * from './schema/cs';
export * from './schema/keywords';
export * from './schema/points';
export * from './schema/uploads';
export * from './schema/ads';
export * from './schema/offerwall';
export * from './schema/settlement';
export * from './schema/b2b';
export * from './schema/invoices';
export * from './schema/reconciliation';
export * from './schema/releases';
export * from './schema/instances';
export * from './schema/audit';
