import { and, desc, eq, ilike } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Variant } from '@nurly/contracts';
import { rolesOf } from '@nurly/contracts';
import { notices, questions } from '../../db/schema/cs';
import type { Principal } from '../../types';
import { canOpenPage } from '../search/registry';
import { countUnanswered, escapeLike } from './queries';

/**
 * Where mfe-cs (src/routes.tsx) puts its pages: the staff desk under /admin on the default site,
 * the console pages (guarded by the console roles) on reward and hub; the offerwall has none.
 */
function noticePageFor(principal: Principal, variant: Variant): string | null {
  if (variant === 'default') return canOpenPage(principal, { isStaff: true, roles: rolesOf('admin') }) ? '/admin/notice' : null;
  if (variant === 'reward' || variant === 'hub') return canOpenPage(principal, { isStaff: true, roles: rolesOf('console') }) ? '/notice' : null;
  return null;
}

function questionsPageFor(principal: Principal, variant: Variant): string | null {
  if (variant === 'default') return canOpenPage(principal, {}) ? '/questions' : null;
  if (variant === 'reward' || variant === 'hub') return canOpenPage(principal, { isStaff: true, roles: rolesOf('console') }) ? '/questions' : null;
  return null;
}

/** Menu badge of the staff desk and the cs sources of global search. */
export function registerCsProviders(app: FastifyInstance): void {
  app.menuStatus.register('admin-questions', async (db) => {
    const { unanswered, recent } = await countUnanswered(db);
    return { successCount: recent, successHint: '최근 24시간 신규 문의', errorCount: unanswered, errorHint: '답변 대기 문의' };
  });

  // Notices by title, linked to the notice page the caller can open on this deployment:
  // the desk's edit page on the default site, the console's notice page on reward/hub, else none.
  app.globalSearch.register(async ({ db, principal, q, limit, variant }) => {
    const base = noticePageFor(principal, variant);
    if (!base) return [];
    const rows = await db
      .select({ id: notices.id, title: notices.title, pinned: notices.pinned })
      .from(notices)
      .where(ilike(notices.title, `%${escapeLike(q)}%`))
      .orderBy(desc(notices.pinned), desc(notices.createdAt))
      .limit(limit);
    return rows.map((row) => ({
      title: row.title,
      subtitle: row.pinned ? '공지사항 · 고정' : '공지사항',
      icon: 'notice',
      to: `${base}/${row.id}`,
    }));
  });

  // The caller's own questions only, where a questions page exists for them.
  app.globalSearch.register(async ({ db, principal, q, limit, variant }) => {
    const page = questionsPageFor(principal, variant);
    if (!page) return [];
    const rows = await db
      .select({ id: questions.id, title: questions.title })
      .from(questions)
      .where(and(eq(questions.userId, principal.id), ilike(questions.title, `%${escapeLike(q)}%`)))
      .orderBy(desc(questions.createdAt))
      .limit(limit);
    return rows.map((row) => ({ title: row.title, subtitle: '내 1:1 문의', icon: 'question', to: `${page}?id=${row.id}` }));
  });
}
