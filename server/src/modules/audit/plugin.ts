/**
 * Audit module (docs/decisions/resellers.md#audit; README.md): the trail of every change in the reseller tree.
 * Other modules write a row with `recordAudit(tx, …)` inside the transaction of their change, naming
 * the actor with `auditActorOf(principal, request.id)`; GET admin/b2b/audit reads it.
 */
import fp from 'fastify-plugin';
import { createAuditRepository } from './repository';
import { auditRoutes } from './routes';

export default fp(
  async function auditModule(app) {
    app.decorate('auditRepo', createAuditRepository(app.db));
    await app.register(auditRoutes);
  },
  { name: 'nurly-audit', dependencies: ['nurly-access', 'nurly-b2b'], fastify: '5.x' },
);
