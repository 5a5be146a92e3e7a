/**
 * B2B module (docs/decisions/money-loop.md#who-is-who, docs/decisions/money-loop.md#prices, docs/decisions/money-loop.md#readers): the reseller tree, tier prices, the live summary
 * and sales for the staff console (mfe-b2b). The price chain itself (price-chain-queries.ts) is plain
 * functions the ads module calls without this plugin. Decisions: README.md.
 */
import fp from 'fastify-plugin';
import { createB2bRepository } from './repository';
import { payoutRoutes } from './payout-routes';
import { b2bRoutes } from './routes';

/**
 * The subtree test (tree-queries.ts `isDescendant`): the module's public face for the tree checks of other
 * modules. The audit reads take it from the face (importing this plugin file from a module it registers
 * after makes a cycle).
 * @public
 */

export default fp(
  async function b2bModule(app) {
    app.decorate('b2bRepo', createB2bRepository(app.db));
    await app.register(b2bRoutes);
    await app.register(payoutRoutes);
  },
  { name: 'nurly-b2b', dependencies: ['nurly-access', 'nurly-auth', 'nurly-settlement'], fastify: '5.x' },
);
