import { confirmDialog, notify } from '@nurly/shared';
import type { Question } from '@nurly/contracts/schemas';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { NAMESPACE } from '../../ui/text';
import { deleteQuestion } from './api';
import { useQuestions } from './hooks';

/**
 * The open question lives in the URL (?id=), so global-search results and reloads open the same
 * thread; it is fetched on its own so it stays open whatever page the list shows.
 */
export function useQuestionSelection(mine: boolean) {
  const [params, setParams] = useSearchParams();
  const selectedId = Number(params.get('id')) || null;
  const { data } = useQuestions(selectedId ? { id: selectedId, ...(mine && { mine: true }) } : null);
  const { mutate } = useSWRConfig();
  const { t } = useTranslation(NAMESPACE);

  const select = useCallback(
    (question: Pick<Question, 'id'> | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (question) next.set('id', String(question.id));
          else next.delete('id');
          return next;
        },
        { replace: !question },
      ),
    [setParams],
  );

  /** Every cached question list (the table and the open thread) revalidates. */
  const refresh = useCallback(() => mutate((key) => Array.isArray(key) && key[0] === 'cs/questions'), [mutate]);

  /** Deletes after the shared confirm dialog, closes the thread and refreshes the lists. */
  const remove = useCallback(
    async (question: Question) => {
      const confirmed = await confirmDialog({ title: t('questions.deleteConfirmTitle'), html: `<p>${t('questions.deleteConfirmBody')}</p>` });
      if (!confirmed) return;
      try {
        await deleteQuestion(question.id);
        notify.success(t('questions.deleted'));
        select(null);
        await refresh();
      } catch (failure) {
        notify.fromError(failure);
      }
    },
    [t, select, refresh],
  );

  return { selected: selectedId ? (data?.results[0] ?? null) : null, select, refresh, remove };
}
