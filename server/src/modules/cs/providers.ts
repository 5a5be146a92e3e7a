import { and, desc, eq, ilike } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notices, questions } from '../../db/schema/cs';
import { countUnanswered, escapeLike } from './queries';
import { isCsStaff } from './service';

/** Menu badge of the staff desk and the cs sources of global search. */
export function registerCsProviders(app: FastifyInstance): void {
  app.menuStatus.register('admin-questions', async (db) => {
    const { unanswered, recent } = await countUnanswered(db);
    return { successCount: recent, successHint: '최근 24시간 신규 문의', errorCount: unanswered, errorHint: '답변 대기 문의' };
  });

  // Notices are public: everyone finds them by title. The desk opens its edit page instead.
  app.globalSearch.register(async ({ db, principal, q, limit }) => {
    const rows = await db
      .select({ id: notices.id, title: notices.title, pinned: notices.pinned })
      .from(notices)
      .where(ilike(notices.title, `%${escapeLike(q)}%`))
      .orderBy(desc(notices.pinned), desc(notices.createdAt))
      .limit(limit);
    const base = isCsStaff(principal) ? '/admin/notice' : '/notice';
    return rows.map((row) => ({
      title: row.title,
      subtitle: row.pinned ? '공지사항 · 고정' : '공지사항',
      icon: 'notice',
      to: `${base}/${row.id}`,
    }));
  });

  // The caller's own questions only.
  app.globalSearch.register(async ({ db, principal, q, limit }) => {
    const rows = await db
      .select({ id: questions.id, title: questions.title })
      .from(questions)
      .where(and(eq(questions.userId, principal.id), ilike(questions.title, `%${escapeLike(q)}%`)))
      .orderBy(desc(questions.createdAt))
      .limit(limit);
    return rows.map((row) => ({ title: row.title, subtitle: '내 1:1 문의', icon: 'question', to: `/questions?id=${row.id}` }));
  });
}
