import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Question, QuestionComment, UpdateQuestionRequest } from '@nurly/contracts/schemas';
import { api, lastRequest, minutesAgo, pageOf, question, questionComment, renderRemote, sentRequests } from '@nurly/shared/testing';
import definition from '../../routes';
import AdminQuestionsPage from './AdminQuestionsPage';

const inquiry = () =>
  question({
    id: 5,
    title: '환불 요청드립니다',
    author: { id: 8, username: 'flower_shop', is_staff: false },
    comments: [
      questionComment({
        id: 21,
        question: 5,
        body: '빨리 부탁드려요',
        author: { id: 8, username: 'flower_shop', is_staff: false },
        created_at: minutesAgo(5),
      }),
    ],
    comment_count: 1,
  });

/** The CS desk's endpoints over one inquiry: list (or ?id=), answer by comment, PATCH status. */
function deskServer(item: Question) {
  return [
    api.get('cs/questions', ({ query }) => pageOf(!query.id || Number(query.id) === item.id ? [item] : [])),
    api.post<QuestionComment, { question: number; body: string }>('cs/questions/comments', ({ body }) => {
      const comment = questionComment({ id: 22, ...body });
      item.comments.push(comment);
      item.answered = true;
      return comment;
    }),
    api.patch<Question, UpdateQuestionRequest>('cs/questions/:id', ({ body }) => Object.assign(item, body)),
  ];
}

function renderDesk(path = '/admin/questions', item = inquiry()) {
  return renderRemote(<AdminQuestionsPage />, {
    remote: definition,
    path,
    routePath: '/admin/questions',
    user: 'NURLY_STAFF',
    handlers: deskServer(item),
  });
}

describe('AdminQuestionsPage (CS desk)', () => {
  it('lists every inquiry with its author and filters by status and search', async () => {
    const user = userEvent.setup();
    renderDesk();
    expect(await screen.findByText('환불 요청드립니다')).toBeInTheDocument();
    expect(screen.getByText('flower_shop')).toBeInTheDocument();
    expect(lastRequest('GET', 'cs/questions')?.query).toEqual({ page: '1', page_size: '10' });

    await user.click(screen.getByRole('button', { name: '답변 대기' }));
    await waitFor(() => expect(lastRequest('GET', 'cs/questions')?.query).toEqual({ page: '1', page_size: '10', filter: 'unanswered' }));
    await user.type(screen.getByRole('textbox', { name: '검색' }), '환불');
    await user.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() =>
      expect(lastRequest('GET', 'cs/questions')?.query).toEqual({ page: '1', page_size: '10', filter: 'unanswered', search: '환불' }),
    );
  });

  it('keeps the filter, search and ordering in the URL, so a link or a reload opens the same list', async () => {
    const user = userEvent.setup();
    const view = renderDesk('/admin/questions?filter=unanswered&search=%ED%99%98%EB%B6%88');
    await screen.findByText('환불 요청드립니다');
    expect(lastRequest('GET', 'cs/questions')?.query).toEqual({ page: '1', page_size: '10', filter: 'unanswered', search: '환불' });
    expect(screen.getByRole('button', { name: '답변 대기' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('textbox', { name: '검색' })).toHaveValue('환불');

    await user.click(screen.getByTestId('sort-updatedAt'));
    await waitFor(() => expect(lastRequest('GET', 'cs/questions')?.query).toMatchObject({ ordering: 'updated_at', filter: 'unanswered' }));
    await user.click(screen.getByRole('button', { name: '전체' }));
    await waitFor(() =>
      expect(lastRequest('GET', 'cs/questions')?.query).toEqual({ page: '1', page_size: '10', search: '환불', ordering: 'updated_at' }),
    );
    // 'All' is the default filter: it leaves the URL.
    expect(Object.fromEntries(new URLSearchParams(view.location().search))).toEqual({ ordering: 'updated_at', search: '환불' });
  });

  it('answers by comment and closes the inquiry', async () => {
    const user = userEvent.setup();
    renderDesk();
    await user.click(await screen.findByText('환불 요청드립니다'));
    const dialog = await screen.findByTestId('question-dialog');
    expect(within(dialog).getByTestId('follow-up')).toHaveTextContent('flower_shop');
    await user.type(within(dialog).getByPlaceholderText('고객에게 보낼 답변을 입력하세요.'), '처리했습니다');
    await user.click(within(dialog).getByRole('button', { name: '답변 등록' }));
    await waitFor(() => expect(lastRequest('POST', 'cs/questions/comments')?.body).toEqual({ question: 5, body: '처리했습니다' }));
    expect(await within(dialog).findByText('처리했습니다')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: '문의 종료' }));
    await waitFor(() => expect(lastRequest('PATCH', 'cs/questions/5')?.body).toEqual({ status: 'CLOSED' }));
  });

  it('refuses an empty answer without calling the server', async () => {
    const user = userEvent.setup();
    renderDesk('/admin/questions?id=5');
    const dialog = await screen.findByTestId('question-dialog');
    await user.click(within(dialog).getByRole('button', { name: '답변 등록' }));
    expect(within(dialog).getByText('내용을 입력해주세요.')).toBeInTheDocument();
    expect(sentRequests('POST')).toHaveLength(0);
  });
});
