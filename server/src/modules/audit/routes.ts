/**
 * Audit trail routes:
 *   GET admin/b2b/audit?account_id=  one account's audit rows, newest first (paged; format=csv|xlsx):
 *                                    console staff, or a reseller for its descendants (others 404, tier 4 403)
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuditList, AuditQuery, type AuditEvent } from '@nurly/contracts/schemas';
import { guards } from '../../access/policy';
import type { ExportSpec } from '../../lib/export';
import { pagedListRoute } from '../../lib/list-route';
import { isDescendant } from '../b2b';
import { auditOrdering } from './repository';
import { listAudit, type AuditDeps } from './service';

const nameOf = (account: AuditEvent['actor']) => (account ? (account.name ?? account.username) : null);

const auditExport: ExportSpec<AuditEvent> = {
  fileName: '감사기록',
  columns: [
    { header: '번호', value: (e) => e.id },
    { header: '일시', value: (e) => e.at },
    { header: '구분', value: (e) => e.action_name },
    { header: '처리자', value: (e) => nameOf(e.actor) },
    { header: '대리 접속 대상', value: (e) => nameOf(e.on_behalf_of) },
    { header: '계정', value: (e) => nameOf(e.account) },
    { header: '변경 전', value: (e) => (e.before ? JSON.stringify(e.before) : null) },
    { header: '변경 후', value: (e) => (e.after ? JSON.stringify(e.after) : null) },
    { header: '요청 ID', value: (e) => e.request_id },
  ],
};

export const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps: AuditDeps = {
    repo: app.auditRepo,
    isDescendant: (ancestorId, id) => isDescendant(app.db, ancestorId, id),
  };
  pagedListRoute(app, '/admin/b2b/audit', {
    access: guards.user,
    tags: ['b2b'],
    summary: '계정 변경 감사 기록 (직원, 상위 계정)',
    querystring: AuditQuery,
    response: AuditList,
    ordering: auditOrdering,
    list: async (query, window, request) => listAudit(deps, await request.principal(), query, window),
    exportAs: auditExport,
  });
};
