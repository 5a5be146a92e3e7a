import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Faq, SaveFaqRequest } from '@nurly/contracts/schemas';
import { api, faq, lastRequest, pageOf, renderRemote, sentRequests } from '@nurly/shared/testing';
import definition from '../../routes';
import AdminFaqPage from './AdminFaqPage';

const existing = faq({ id: 4, question: '광고비는 언제 차감되나요?', answer: '<p>매일 자정</p>', category: 'CAMPAIGN', order: 40 });

/** The FAQ endpoints over an in-memory list: POST creates (no id) or updates (with id), DELETE removes. */
function faqServer(initial: Faq[]) {
  let list = [...initial];
  return [
    api.get('cs/faq', () => pageOf(list)),
    api.post<Faq, SaveFaqRequest>('cs/faq', ({ body }) => {
      const saved = faq({ ...list.find((item) => item.id === body.id), ...body, id: body.id ?? 5 });
      list = [...list.filter((item) => item.id !== saved.id), saved];
      return saved;
    }),
    api.delete('cs/faq/:id', ({ params }) => {
      list = list.filter((item) => item.id !== Number(params.id));
      return { message: 'FAQ가 삭제되었습니다.' };
    }),
  ];
}

function renderAdminFaq() {
  return renderRemote(<AdminFaqPage />, { remote: definition, path: '/admin/faq', user: 'NURLY_STAFF', handlers: faqServer([existing]) });
}

describe('AdminFaqPage', () => {
  it('creates a FAQ in a dialog; an empty order appends it at the end', async () => {
    const user = userEvent.setup();
    renderAdminFaq();
    await screen.findByText('광고비는 언제 차감되나요?');
    await user.click(screen.getByRole('button', { name: /FAQ 등록/ }));
    const dialog = await screen.findByTestId('faq-dialog');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(within(dialog).getByText('질문을 입력해주세요.')).toBeInTheDocument();
    expect(within(dialog).getByText('답변을 입력해주세요.')).toBeInTheDocument();
    expect(sentRequests('POST', 'cs/faq')).toHaveLength(0);

    await user.selectOptions(within(dialog).getByRole('combobox'), 'REFUND');
    await user.type(within(dialog).getByRole('textbox', { name: /질문/ }), '환불 기간은?');
    await user.type(within(dialog).getByRole('textbox', { name: /답변/ }), '7일 이내');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(lastRequest('POST', 'cs/faq')?.body).toEqual({ question: '환불 기간은?', answer: '7일 이내', category: 'REFUND' }),
    );
    // The list is reloaded with the new FAQ.
    expect(await screen.findByText('환불 기간은?')).toBeInTheDocument();
  });

  it('updates an existing FAQ (with its id and a new order) and deletes with confirm', async () => {
    const user = userEvent.setup();
    renderAdminFaq();
    const row = (await screen.findByText('광고비는 언제 차감되나요?')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '수정' }));
    const dialog = await screen.findByTestId('faq-dialog');
    const order = within(dialog).getByRole('textbox', { name: '순서' });
    expect(order).toHaveValue('40');
    await user.clear(order);
    await user.type(order, '1');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(lastRequest('POST', 'cs/faq')?.body).toEqual({
        id: 4,
        question: '광고비는 언제 차감되나요?',
        answer: '<p>매일 자정</p>',
        category: 'CAMPAIGN',
        order: 1,
      }),
    );

    const savedRow = (await screen.findByText('광고비는 언제 차감되나요?')).closest('tr')!;
    await user.click(within(savedRow).getByRole('button', { name: '삭제' }));
    await user.click(within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: '확 인' }));
    await waitFor(() => expect(sentRequests('DELETE', 'cs/faq/4')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('광고비는 언제 차감되나요?')).not.toBeInTheDocument());
  });
});
