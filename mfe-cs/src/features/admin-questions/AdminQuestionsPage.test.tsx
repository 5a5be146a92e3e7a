import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addRemoteResources } from '@nurly/shared';
import definition from '../../routes';
import { minutesAgo, question, renderPage, signIn } from '../../testing';
import * as api from '../questions/api';
import AdminQuestionsPage from './AdminQuestionsPage';

jest.mock('../questions/api');
const mocked = jest.mocked(api);

beforeAll(() => addRemoteResources(definition.i18n.namespace, definition.i18n.resources));
beforeEach(() => {
  jest.resetAllMocks();
  signIn({ id: 3, username: 'staff', is_staff: true, roles: [{ name: 'NURLY_STAFF' }] });
});

const inquiry = question({
  id: 5,
  title: '환불 요청드립니다',
  author: { id: 8, username: 'flower_shop', is_staff: false },
  comments: [
    {
      id: 21,
      question: 5,
      body: '빨리 부탁드려요',
      author: { id: 8, username: 'flower_shop', is_staff: false },
      created_at: minutesAgo(5),
    },
  ],
  comment_count: 1,
});

describe('AdminQuestionsPage (CS desk)', () => {
  it('lists every inquiry with its author and filters by status and search', async () => {
    const user = userEvent.setup();
    mocked.getQuestions.mockResolvedValue({ count: 1, results: [inquiry] });
    renderPage(<AdminQuestionsPage />, { path: '/admin/questions' });
    expect(await screen.findByText('환불 요청드립니다')).toBeInTheDocument();
    expect(screen.getByText('flower_shop')).toBeInTheDocument();
    expect(mocked.getQuestions).toHaveBeenLastCalledWith({ page: 1, page_size: 10 });

    await user.click(screen.getByRole('button', { name: '답변 대기' }));
    await waitFor(() => expect(mocked.getQuestions).toHaveBeenLastCalledWith({ page: 1, page_size: 10, filter: 'unanswered' }));
    await user.type(screen.getByRole('textbox', { name: '검색' }), '환불');
    await user.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() =>
      expect(mocked.getQuestions).toHaveBeenLastCalledWith({ page: 1, page_size: 10, filter: 'unanswered', search: '환불' }),
    );
  });

  it('answers by comment and closes the inquiry', async () => {
    const user = userEvent.setup();
    mocked.getQuestions.mockResolvedValue({ count: 1, results: [inquiry] });
    mocked.postQuestionComment.mockResolvedValue({
      id: 22,
      question: 5,
      body: '처리했습니다',
      author: { id: 3, username: 'staff', is_staff: true },
      created_at: minutesAgo(0),
    });
    mocked.patchQuestion.mockResolvedValue({ ...inquiry, status: 'CLOSED' });
    renderPage(<AdminQuestionsPage />, { path: '/admin/questions' });
    await user.click(await screen.findByText('환불 요청드립니다'));
    const dialog = await screen.findByTestId('question-dialog');
    expect(within(dialog).getByTestId('follow-up')).toHaveTextContent('flower_shop');
    await user.type(within(dialog).getByPlaceholderText('고객에게 보낼 답변을 입력하세요.'), '처리했습니다');
    await user.click(within(dialog).getByRole('button', { name: '답변 등록' }));
    await waitFor(() => expect(mocked.postQuestionComment).toHaveBeenCalledWith({ question: 5, body: '처리했습니다' }));
    await user.click(within(dialog).getByRole('button', { name: '문의 종료' }));
    await waitFor(() => expect(mocked.patchQuestion).toHaveBeenCalledWith(5, { status: 'CLOSED' }));
  });

  it('refuses an empty answer without calling the server', async () => {
    const user = userEvent.setup();
    mocked.getQuestions.mockResolvedValue({ count: 1, results: [inquiry] });
    renderPage(<AdminQuestionsPage />, { path: '/admin/questions', url: '/admin/questions?id=5' });
    const dialog = await screen.findByTestId('question-dialog');
    await user.click(within(dialog).getByRole('button', { name: '답변 등록' }));
    expect(within(dialog).getByText('내용을 입력해주세요.')).toBeInTheDocument();
    expect(mocked.postQuestionComment).not.toHaveBeenCalled();
  });
});
