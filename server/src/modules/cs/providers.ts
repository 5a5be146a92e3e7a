import type { FastifyInstance } from 'fastify';
import type { Variant } from '@nurly/contracts';
import { rolesOf } from '@nurly/contracts';
import type { Principal } from '../../types';
import { mayOpenPage } from '../../access/policy';

/**
 * Which mfe-cs page (src/routes.tsx route name) holds notices and questions for the caller on this
 * deployment: the staff desk on the default site, the console pages (guarded by the console roles)
 * on reward and hub; the offerwall has none. The shell turns the name into a path.
 */
function noticeRouteFor(principal: Principal, variant: Variant): string | null {
  if (variant === 'default') return mayOpenPage(principal, { isStaff: true, roles: rolesOf('admin') }) ? 'admin-notice-detail' : null;
  if (variant === 'reward' || variant === 'hub')
    return mayOpenPage(principal, { isStaff: true, roles: rolesOf('console') }) ? 'notice-detail' : null;
  return null;
}

function mayOpenQuestions(principal: Principal, variant: Variant): boolean {
  if (variant === 'default') return mayOpenPage(principal, {});
  if (variant === 'reward' || variant === 'hub') return mayOpenPage(principal, { isStaff: true, roles: rolesOf('console') });
  return false;
}

/** Menu badge of the staff desk and the cs sources of global search. */
export function registerCsProviders(app: Pick<FastifyInstance, 'menuStatus' | 'globalSearch' | 'csRepo'>): void {
  app.menuStatus.register('admin-questions', async () => {
    const { unanswered, recent } = await app.csRepo.countUnanswered();
    return { successCount: recent, successHint: '최근 24시간 신규 문의', errorCount: unanswered, errorHint: '답변 대기 문의' };
  });

  // Notices by title, linked to the notice page the caller can open on this deployment.
  app.globalSearch.register(async ({ principal, q, limit, variant }) => {
    const name = noticeRouteFor(principal, variant);
    if (!name) return [];
    const rows = await app.csRepo.searchNotices(q, limit);
    return rows.map((row) => ({
      title: row.title,
      subtitle: row.pinned ? '공지사항 · 고정' : '공지사항',
      icon: 'notice',
      to: { name, params: { id: String(row.id) } },
    }));
  });

  // The caller's own questions only, where a questions page exists for them.
  app.globalSearch.register(async ({ principal, q, limit, variant }) => {
    if (!mayOpenQuestions(principal, variant)) return [];
    const rows = await app.csRepo.searchOwnQuestions(principal.id, q, limit);
    return rows.map((row) => ({
      title: row.title,
      subtitle: '내 1:1 문의',
      icon: 'question',
      to: { name: 'questions', query: { id: String(row.id) } },
    }));
  });
}
