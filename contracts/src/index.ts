/**
 * @nurly/contracts: plain values the browser may import at run time and the server uses too
 * (no React, no TypeBox): roles and the §6 access table, variants, enums, limits and Korean
 * messages, and the input rules both apply (./rules). The request/response schemas built from them with TypeBox are at
 * `@nurly/contracts/schemas` (which re-exports these values too, for the server): the browser
 * imports only their types.
 */
export * from './roles';
export * from './access';
export * from './variants';
export * from './registration';
export * from './values';
export * from './rules';
/** The shape of GET /remotes.json (its schema is `RemotesConfigSchema` of ./schemas). */
export type { RemotesConfig } from './schemas/releases';
