/**
 * The points module's face: what other modules may use of it (they import `../points`, never a file inside).
 * The Fastify plugin is plugin.ts, registered by modules/index.ts.
 */
export { lockAccount, appendLocked, actionNames, insufficientBalance } from './ledger';
export { evaluateAfterCommit, evaluateAllLowBalances } from './low-balance';
export { balanceOf, heldOf } from './repository';
