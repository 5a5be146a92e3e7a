import { confirmDialog, useAction } from '@nurly/shared';
import type { Question } from '@nurly/contracts/schemas';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { NAMESPACE } from '../ui/text';
import { deleteQuestion, useQuestions } from './questions';

/**
 * The open question lives in the URL (?id=), so global-search results and reloads open the same
 * thread; it is fetched on its own so it stays open whatever page the list shows.
 */
export function useQuestionSelection(mine: boolean) {
  const [params, setParams] = useSearchParams();
  const selectedId = Number(params.get('id')) || null;
  const { data } = useQuestions(selectedId ? { id: selectedId, ...(mine && { mine: true }) } : null);
  const { t } = useTranslation(NAMESPACE);

  /**
   * Opens a question (or closes the open one). `firstPage` also takes the list back to page 1
   * in the same URL update (a new question is the newest): usePagedQuery's `page` key.
   */
  const select = useCallback(
    (question: Pick<Question, 'id'> | null, { firstPage = false }: { firstPage?: boolean } = {}) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (question) next.set('id', String(question.id));
          else next.delete('id');
          if (firstPage) next.delete('page');
          return next;
        },
        { replace: !question },
      ),
    [setParams],
  );

  const deleteAction = useAction(deleteQuestion, {
    success: t('questions.deleted'),
    revalidate: ['cs/questions'],
    onSuccess: () => select(null),
  });

  /** Deletes after the shared confirm dialog, closes the thread and refreshes the lists. */
  const remove = useCallback(
    async (question: Question) => {
      const confirmed = await confirmDialog({
        title: t('questions.deleteConfirmTitle'),
        html: `<p>${t('questions.deleteConfirmBody')}</p>`,
      });
      if (confirmed) await deleteAction(question.id);
    },
    [t, deleteAction],
  );

  return { selected: selectedId ? (data?.results[0] ?? null) : null, select, remove };
}
