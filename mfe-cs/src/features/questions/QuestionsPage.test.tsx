import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addRemoteResources } from '@nurly/shared';
import definition from '../../routes';
import { minutesAgo, question, renderPage, signIn } from '../../testing';
import * as api from './api';
import QuestionsPage from './QuestionsPage';

jest.mock('./api');
const mocked = jest.mocked(api);

beforeAll(() => addRemoteResources(definition.i18n.namespace, definition.i18n.resources));
beforeEach(() => {
  jest.resetAllMocks();
  signIn({ id: 7, username: 'customer' });
});

const waiting = question({ id: 1, title: '캠페인 시작일 변경 문의', created_at: minutesAgo(1) });
const answered = question({
  id: 2,
  title: '포인트 미반영 문의',
  answered: true,
  created_at: minutesAgo(3 * 24 * 60),
  comments: [
    {
      id: 11,
      question: 2,
      body: '확인 후 충전 처리해드렸습니다.',
      author: { id: 3, username: 'staff', is_staff: true },
      created_at: minutesAgo(10),
    },
  ],
  comment_count: 1,
});

describe('QuestionsPage (customer)', () => {
  it('lists only the own questions with status chips and time-ago labels', async () => {
    mocked.getQuestions.mockResolvedValue({ count: 2, results: [waiting, answered] });
    renderPage(<QuestionsPage />, { path: '/questions' });
    expect(await screen.findByText('캠페인 시작일 변경 문의')).toBeInTheDocument();
    expect(mocked.getQuestions).toHaveBeenCalledWith({ page: 1, page_size: 10, mine: true });
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]).getByText('답변 대기')).toBeInTheDocument();
    expect(within(rows[1]).getByText('방금 전')).toBeInTheDocument();
    expect(within(rows[2]).getByText('답변 완료')).toBeInTheDocument();
    expect(within(rows[2]).getByText('3일 전')).toBeInTheDocument();
  });

  it('says so when there are no questions yet', async () => {
    mocked.getQuestions.mockResolvedValue({ count: 0, results: [] });
    renderPage(<QuestionsPage />, { path: '/questions' });
    expect(await screen.findByText('등록된 문의가 없습니다. 궁금한 점을 문의해주세요.')).toBeInTheDocument();
  });

  it('asks a new question in a dialog, checking the required fields first', async () => {
    const user = userEvent.setup();
    mocked.getQuestions.mockResolvedValue({ count: 0, results: [] });
    mocked.postQuestion.mockResolvedValue(question({ id: 9, title: '새 문의' }));
    renderPage(<QuestionsPage />, { path: '/questions' });
    await user.click(await screen.findByRole('button', { name: /문의하기/ }));
    const dialog = await screen.findByTestId('ask-question-dialog');
    await user.click(within(dialog).getByRole('button', { name: '등록' }));
    expect(within(dialog).getByText('제목을 입력해주세요.')).toBeInTheDocument();
    expect(within(dialog).getByText('내용을 입력해주세요.')).toBeInTheDocument();
    expect(mocked.postQuestion).not.toHaveBeenCalled();

    await user.selectOptions(within(dialog).getByRole('combobox'), 'CAMPAIGN');
    await user.type(within(dialog).getByPlaceholderText('문의 제목을 입력하세요'), '새 문의');
    await user.type(within(dialog).getByPlaceholderText(/문의하실 내용/), '시작일을 바꾸고 싶어요.');
    await user.click(within(dialog).getByRole('button', { name: '등록' }));
    await waitFor(() =>
      expect(mocked.postQuestion).toHaveBeenCalledWith({ title: '새 문의', category: 'CAMPAIGN', body: '시작일을 바꾸고 싶어요.' }),
    );
    expect(await screen.findByText('문의가 등록되었습니다.')).toBeInTheDocument();
  });

  it('opens a thread with the staff answer and sends a follow-up', async () => {
    const user = userEvent.setup();
    mocked.getQuestions.mockImplementation(async (query) =>
      query?.id === 2 ? { count: 1, results: [answered] } : { count: 2, results: [waiting, answered] },
    );
    mocked.postQuestionComment.mockResolvedValue({
      id: 12,
      question: 2,
      body: '감사합니다',
      author: { id: 7, username: 'customer', is_staff: false },
      created_at: minutesAgo(0),
    });
    renderPage(<QuestionsPage />, { path: '/questions' });
    await user.click(await screen.findByText('포인트 미반영 문의'));
    const dialog = await screen.findByTestId('question-dialog');
    expect(mocked.getQuestions).toHaveBeenCalledWith({ id: 2, mine: true });
    const answer = within(dialog).getByTestId('staff-answer');
    expect(answer).toHaveTextContent('고객센터');
    expect(answer).toHaveTextContent('확인 후 충전 처리해드렸습니다.');
    // A customer cannot delete the staff answer.
    expect(within(answer).queryByRole('button', { name: '댓글 삭제' })).not.toBeInTheDocument();

    await user.type(within(dialog).getByPlaceholderText('추가로 궁금한 점을 남겨주세요.'), '감사합니다');
    await user.click(within(dialog).getByRole('button', { name: '등록' }));
    await waitFor(() => expect(mocked.postQuestionComment).toHaveBeenCalledWith({ question: 2, body: '감사합니다' }));
  });

  it('deletes an own question only after the confirm dialog', async () => {
    const user = userEvent.setup();
    mocked.getQuestions.mockImplementation(async (query) =>
      query?.id === 1 ? { count: 1, results: [waiting] } : { count: 1, results: [waiting] },
    );
    mocked.deleteQuestion.mockResolvedValue({ message: '문의가 삭제되었습니다.' });
    renderPage(<QuestionsPage />, { path: '/questions', url: '/questions?id=1' });
    const dialog = await screen.findByTestId('question-dialog');
    await user.click(within(dialog).getByRole('button', { name: '문의 삭제' }));
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(confirm).toHaveTextContent('문의를 삭제하시겠습니까?');
    await user.click(within(confirm).getByRole('button', { name: '취 소' }));
    expect(mocked.deleteQuestion).not.toHaveBeenCalled();

    await user.click(within(await screen.findByTestId('question-dialog')).getByRole('button', { name: '문의 삭제' }));
    await user.click(within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: '확 인' }));
    await waitFor(() => expect(mocked.deleteQuestion).toHaveBeenCalledWith(1));
  });
});
