import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addRemoteResources } from '@nurly/shared';
import type { Faq } from '@nurly/contracts/schemas';
import definition from '../../routes';
import { renderPage, signIn } from '../../testing';
import * as api from '../faq/api';
import AdminFaqPage from './AdminFaqPage';

jest.mock('../faq/api');
const mocked = jest.mocked(api);

beforeAll(() => addRemoteResources(definition.i18n.namespace, definition.i18n.resources));
beforeEach(() => {
  jest.resetAllMocks();
  signIn({ id: 3, username: 'staff', is_staff: true, roles: [{ name: 'NURLY_STAFF' }] });
});

const existing: Faq = {
  id: 4,
  question: '광고비는 언제 차감되나요?',
  answer: '<p>매일 자정</p>',
  category: 'CAMPAIGN',
  order: 40,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
};

describe('AdminFaqPage', () => {
  it('creates a FAQ in a dialog; an empty order appends it at the end', async () => {
    const user = userEvent.setup();
    mocked.getFaqs.mockResolvedValue({ count: 1, results: [existing] });
    mocked.saveFaq.mockResolvedValue({ ...existing, id: 5 });
    renderPage(<AdminFaqPage />, { path: '/admin/faq' });
    await screen.findByText('광고비는 언제 차감되나요?');
    await user.click(screen.getByRole('button', { name: /FAQ 등록/ }));
    const dialog = await screen.findByTestId('faq-dialog');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(within(dialog).getByText('질문을 입력해주세요.')).toBeInTheDocument();
    expect(within(dialog).getByText('답변을 입력해주세요.')).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByRole('combobox'), 'REFUND');
    await user.type(within(dialog).getByRole('textbox', { name: /질문/ }), '환불 기간은?');
    await user.type(within(dialog).getByRole('textbox', { name: /답변/ }), '7일 이내');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(mocked.saveFaq).toHaveBeenCalledWith({ question: '환불 기간은?', answer: '7일 이내', category: 'REFUND' }));
  });

  it('updates an existing FAQ (with its id and a new order) and deletes with confirm', async () => {
    const user = userEvent.setup();
    mocked.getFaqs.mockResolvedValue({ count: 1, results: [existing] });
    mocked.saveFaq.mockResolvedValue({ ...existing, order: 1 });
    mocked.deleteFaq.mockResolvedValue({ message: 'FAQ가 삭제되었습니다.' });
    renderPage(<AdminFaqPage />, { path: '/admin/faq' });
    const row = (await screen.findByText('광고비는 언제 차감되나요?')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '수정' }));
    const dialog = await screen.findByTestId('faq-dialog');
    const order = within(dialog).getByRole('spinbutton');
    await user.clear(order);
    await user.type(order, '1');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(mocked.saveFaq).toHaveBeenCalledWith({
        id: 4,
        question: '광고비는 언제 차감되나요?',
        answer: '<p>매일 자정</p>',
        category: 'CAMPAIGN',
        order: 1,
      }),
    );

    await user.click(within(row).getByRole('button', { name: '삭제' }));
    await user.click(within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: '확 인' }));
    await waitFor(() => expect(mocked.deleteFaq).toHaveBeenCalledWith(4));
  });
});
