import type { Question } from '@nurly/shared/contracts';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
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

  return { selected: selectedId ? (data?.results[0] ?? null) : null, select, refresh };
}
