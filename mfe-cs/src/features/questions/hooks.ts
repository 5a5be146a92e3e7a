/** SWR hooks over the typed calls in ./api. */
import type { QuestionList, QuestionListQuery } from '@nurly/contracts/schemas';
import useSWR from 'swr';
import { getQuestions } from './api';

/** A page of questions (the threads are included); null fetches nothing. */
export function useQuestions(query: QuestionListQuery | null) {
  return useSWR<QuestionList>(query ? ['cs/questions', query] : null, () => getQuestions(query ?? {}), { keepPreviousData: true });
}
