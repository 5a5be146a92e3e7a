import type { RequestHandler } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Question, QuestionComment } from '@nurly/contracts/schemas';
import { api, lastRequest, minutesAgo, pageOf, question, questionComment, renderRemote, sentRequests } from '@nurly/shared/testing';
import definition from '../../routes';
import QuestionsPage from './QuestionsPage';

const waiting = question({ id: 1, title: '캠페인 시작일 변경 문의', created_at: minutesAgo(1) });
const answered = question({
  id: 2,
  title: '포인트 미반영 문의',
  answered: true,
  created_at: minutesAgo(3 * 24 * 60),
  comments: [questionComment({ id: 11, question: 2, body: '확인 후 충전 처리해드렸습니다.', created_at: minutesAgo(10) })],
  comment_count: 1,
});

/** GET cs/questions: the list, or the one question of `?id=` (the open thread). */
function questionsHandler(list: Question[]) {
  return api.get('cs/questions', ({ query }) => {
    if (query.id) return pageOf(list.filter((q) => q.id === Number(query.id)));
    return pageOf(list);
  });
}

/** The customer's questions page at `path`, the API answered by `handlers`. */
function renderWith(handlers: RequestHandler[], path = '/questions') {
  return renderRemote(<QuestionsPage />, { remote: definition, path, user: 'customer', handlers });
}

const renderQuestions = (list: Question[], path?: string) => renderWith([questionsHandler(list)], path);

describe('QuestionsPage (customer)', () => {
  it('lists only the own questions with status chips and time-ago labels', async () => {
    renderQuestions([waiting, answered]);
    expect(await screen.findByText('캠페인 시작일 변경 문의')).toBeInTheDocument();
    expect(lastRequest('GET', 'cs/questions')?.query).toEqual({ page: '1', page_size: '10', mine: 'true' });
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]).getByText('답변 대기')).toBeInTheDocument();
    expect(within(rows[1]).getByText('방금 전')).toBeInTheDocument();
    expect(within(rows[2]).getByText('답변 완료')).toBeInTheDocument();
    expect(within(rows[2]).getByText('3일 전')).toBeInTheDocument();
  });

  it('says so when there are no questions yet', async () => {
    renderQuestions([]);
    expect(await screen.findByText('등록된 문의가 없습니다. 궁금한 점을 문의해주세요.')).toBeInTheDocument();
  });

  it('asks a new question in a dialog, checking the required fields first, then opens it', async () => {
    const user = userEvent.setup();
    const list: Question[] = [];
    const view = renderWith([
      questionsHandler(list),
      api.post<Question, Pick<Question, 'title' | 'category' | 'body'>>('cs/questions', ({ body }) => {
        const created = question({ id: 9, ...body });
        list.unshift(created);
        return created;
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: /문의하기/ }));
    const dialog = await screen.findByTestId('ask-question-dialog');
    await user.click(within(dialog).getByRole('button', { name: '등록' }));
    expect(within(dialog).getByText('제목을 입력해주세요.')).toBeInTheDocument();
    expect(within(dialog).getByText('내용을 입력해주세요.')).toBeInTheDocument();
    expect(sentRequests('POST', 'cs/questions')).toHaveLength(0);

    await user.selectOptions(within(dialog).getByRole('combobox'), 'CAMPAIGN');
    await user.type(within(dialog).getByPlaceholderText('문의 제목을 입력하세요'), '새 문의');
    await user.type(within(dialog).getByPlaceholderText(/문의하실 내용/), '시작일을 바꾸고 싶어요.');
    await user.click(within(dialog).getByRole('button', { name: '등록' }));
    expect(await screen.findByText('문의가 등록되었습니다.')).toBeInTheDocument();
    expect(lastRequest('POST', 'cs/questions')?.body).toEqual({ title: '새 문의', category: 'CAMPAIGN', body: '시작일을 바꾸고 싶어요.' });
    // The new question opens in its thread (?id=9) and appears in the refreshed list.
    expect(await screen.findByTestId('question-dialog')).toHaveTextContent('시작일을 바꾸고 싶어요.');
    expect(view.location().search).toBe('?id=9');
  });

  it('opens the page the URL names and returns to page 1 with a newly asked question open', async () => {
    const user = userEvent.setup();
    const list = Array.from({ length: 12 }, (_, i) => question({ id: 100 - i, title: `문의 ${i + 1}` }));
    const view = renderWith(
      [
        api.get('cs/questions', ({ query }) => {
          if (query.id) return pageOf(list.filter((q) => q.id === Number(query.id)));
          const page = Number(query.page);
          return pageOf(list.slice((page - 1) * 10, page * 10), list.length);
        }),
        api.post<Question, Pick<Question, 'title' | 'category' | 'body'>>('cs/questions', ({ body }) => {
          const created = question({ id: 101, ...body });
          list.unshift(created);
          return created;
        }),
      ],
      '/questions?page=2',
    );
    expect(await screen.findByText('문의 11')).toBeInTheDocument();
    expect(lastRequest('GET', 'cs/questions')?.query).toEqual({ page: '2', page_size: '10', mine: 'true' });

    await user.click(screen.getByRole('button', { name: /문의하기/ }));
    const dialog = await screen.findByTestId('ask-question-dialog');
    await user.type(within(dialog).getByPlaceholderText('문의 제목을 입력하세요'), '가장 새 문의');
    await user.type(within(dialog).getByPlaceholderText(/문의하실 내용/), '확인 부탁드립니다.');
    await user.click(within(dialog).getByRole('button', { name: '등록' }));
    await waitFor(() => expect(view.location().search).toBe('?id=101'));
    // (the open thread makes the page behind it aria-hidden)
    expect(await screen.findByRole('row', { name: /가장 새 문의/, hidden: true })).toBeInTheDocument();
    const listRequests = sentRequests('GET', 'cs/questions').filter((request) => !request.query.id);
    expect(listRequests.at(-1)?.query).toEqual({ page: '1', page_size: '10', mine: 'true' });
  });

  it('opens a thread with the staff answer and sends a follow-up', async () => {
    const user = userEvent.setup();
    // A copy: the follow-up is added to this thread only.
    const thread: Question = { ...answered, comments: [...answered.comments] };
    renderWith([
      questionsHandler([waiting, thread]),
      api.post<QuestionComment, { question: number; body: string }>('cs/questions/comments', ({ body }) => {
        const comment = questionComment({ id: 12, ...body, author: { id: 7, username: 'customer', is_staff: false } });
        thread.comments.push(comment);
        return comment;
      }),
    ]);
    await user.click(await screen.findByText('포인트 미반영 문의'));
    const dialog = await screen.findByTestId('question-dialog');
    expect(sentRequests('GET', 'cs/questions').some((request) => request.query.id === '2' && request.query.mine === 'true')).toBe(true);
    const answer = within(dialog).getByTestId('staff-answer');
    expect(answer).toHaveTextContent('고객센터');
    expect(answer).toHaveTextContent('확인 후 충전 처리해드렸습니다.');
    // A customer cannot delete the staff answer.
    expect(within(answer).queryByRole('button', { name: '댓글 삭제' })).not.toBeInTheDocument();

    await user.type(within(dialog).getByPlaceholderText('추가로 궁금한 점을 남겨주세요.'), '감사합니다');
    await user.click(within(dialog).getByRole('button', { name: '등록' }));
    await waitFor(() => expect(lastRequest('POST', 'cs/questions/comments')?.body).toEqual({ question: 2, body: '감사합니다' }));
    // The thread is refetched and shows the follow-up.
    expect(await within(dialog).findByText('감사합니다')).toBeInTheDocument();
  });

  it('deletes an own question only after the confirm dialog', async () => {
    const user = userEvent.setup();
    const view = renderWith(
      [questionsHandler([waiting]), api.delete('cs/questions/:id', { message: '문의가 삭제되었습니다.' })],
      '/questions?id=1',
    );
    const dialog = await screen.findByTestId('question-dialog');
    await user.click(within(dialog).getByRole('button', { name: '문의 삭제' }));
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(confirm).toHaveTextContent('문의를 삭제하시겠습니까?');
    await user.click(within(confirm).getByRole('button', { name: '취 소' }));
    expect(sentRequests('DELETE')).toHaveLength(0);

    await user.click(within(await screen.findByTestId('question-dialog')).getByRole('button', { name: '문의 삭제' }));
    await user.click(within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: '확 인' }));
    await waitFor(() => expect(sentRequests('DELETE', 'cs/questions/1')).toHaveLength(1));
    // The thread closes (?id= leaves the URL).
    await waitFor(() => expect(view.location().search).toBe(''));
  });
});
