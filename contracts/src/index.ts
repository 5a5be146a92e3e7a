/**
 * @nurly/contracts: plain values the browser may import at run time and the server uses too
 * (no React, no TypeBox). The request/response schemas built with TypeBox are at
 * `@nurly/contracts/schemas`: the server validates with them, the browser imports only their types.
 */
export * from './roles';
export * from './access';
export * from './variants';
export * from './registration';
