/** cs/questions calls (docs/decisions/product.md#api-calls): one typed function per call; their SWR hooks below. */
import { apiClient } from '@nurly/shared';
import type {
  CreateCommentRequest,
  CreateQuestionRequest,
  MessageBody,
  Question,
  QuestionComment,
  QuestionList,
  QuestionListQuery,
  UpdateQuestionRequest,
} from '@nurly/contracts/schemas';
import useSWR from 'swr';

export async function getQuestions(query: QuestionListQuery = {}): Promise<QuestionList> {
  const { data } = await apiClient.get<QuestionList>('cs/questions', { params: query });
  return data;
}

export async function postQuestion(body: CreateQuestionRequest): Promise<Question> {
  const { data } = await apiClient.post<Question>('cs/questions', body);
  return data;
}

export async function patchQuestion(id: number, body: UpdateQuestionRequest): Promise<Question> {
  const { data } = await apiClient.patch<Question>(`cs/questions/${id}`, body);
  return data;
}

export async function deleteQuestion(id: number): Promise<MessageBody> {
  const { data } = await apiClient.delete<MessageBody>(`cs/questions/${id}`);
  return data;
}

export async function postQuestionComment(body: CreateCommentRequest): Promise<QuestionComment> {
  const { data } = await apiClient.post<QuestionComment>('cs/questions/comments', body);
  return data;
}

export async function deleteQuestionComment(id: number): Promise<MessageBody> {
  const { data } = await apiClient.delete<MessageBody>(`cs/questions/comments/${id}`);
  return data;
}

/** A page of questions (the threads are included); null fetches nothing. */
export function useQuestions(query: QuestionListQuery | null) {
  return useSWR<QuestionList>(query ? ['cs/questions', query] : null, () => getQuestions(query ?? {}), { keepPreviousData: true });
}
