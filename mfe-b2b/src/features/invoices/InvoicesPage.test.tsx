import type { RequestHandler } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, apiError, lastRequest, renderRemote, type TestUser } from '@nurly/shared/testing';
import type { Invoice } from '@nurly/contracts/schemas';
import definition from '../../routes';
import InvoicesPage from './InvoicesPage';
import InvoicePrintPage from './InvoicePrintPage';
import { invoice, invoiceDetail, invoiceList } from './fixtures';

jest.setTimeout(30_000);

const draft = invoice({ id: 11, status: 'DRAFT' });
const paid = invoice({
  id: 12,
  status: 'PAID',
  account: { id: 8, username: 'flower_shop', name: '박꽃님' },
  advertiser_name: '꽃집',
  total: 1100,
  supply: 1000,
  vat: 100,
  assignee: { id: 2, username: 'staff', name: '직원' },
});

const assigneeList = {
  results: [
    { id: 1, username: 'admin', name: '관리자' },
    { id: 2, username: 'staff', name: '직원' },
  ],
};

function renderList(rows: Invoice[], extra: RequestHandler[] = [], user: TestUser = 'NURLY_STAFF') {
  return renderRemote(<InvoicesPage />, {
    remote: definition,
    path: '/admin/invoices',
    routePath: '/admin/invoices',
    user,
    handlers: [
      api.get('admin/invoices', ({ query }) => invoiceList(rows.filter((row) => !query.status || row.status === query.status))),
      ...(extra ?? []),
    ],
  });
}

describe('/admin/invoices', () => {
  it('names an account without a business by its holder and says it has none', async () => {
    renderList([
      invoice({
        id: 14,
        account: { id: 9, username: 'hubclient', name: '허브고객 이은지' },
        advertiser_id: null,
        advertiser_name: null,
        registration_number: null,
      }),
    ]);
    const row = within((await screen.findByText('허브고객 이은지')).closest('tr') as HTMLElement);
    expect(row.getByText('hubclient · 사업자 미등록')).toBeInTheDocument();
  });

  it('lists the invoices with VAT, status chips and the filters in the request', async () => {
    const user = userEvent.setup();
    renderList([draft, paid]);
    const draftRow = within((await screen.findByText('누리 상회')).closest('tr') as HTMLElement);
    expect(draftRow.getByText('₩231')).toBeInTheDocument();
    expect(draftRow.getByText('₩210')).toBeInTheDocument();
    expect(draftRow.getByText('₩21')).toBeInTheDocument();
    expect(draftRow.getByTestId('invoice-status-11')).toHaveTextContent('작성 중');
    expect(draftRow.getByText('미지정')).toBeInTheDocument();
    const paidRow = within(screen.getByText('꽃집').closest('tr') as HTMLElement);
    expect(paidRow.getByTestId('invoice-status-12')).toHaveTextContent('입금 완료');
    expect(paidRow.queryByTestId('issue-12')).not.toBeInTheDocument();
    expect(paidRow.queryByTestId('paid-12')).not.toBeInTheDocument();
    expect(draftRow.getByText('nuri_main · 314-15-92653')).toBeInTheDocument();

    await user.selectOptions(screen.getByTestId('status-filter'), 'PAID');
    await waitFor(() => expect(lastRequest('GET', 'admin/invoices')?.query.status).toBe('PAID'));
    await waitFor(() => expect(screen.queryByText('누리 상회')).not.toBeInTheDocument());
  });

  it('the assignee’s name filters the list by assignee until cleared', async () => {
    const user = userEvent.setup();
    renderList([draft, paid]);
    const paidRow = within((await screen.findByText('꽃집')).closest('tr') as HTMLElement);
    await user.click(paidRow.getByRole('button', { name: '직원 (staff)' }));
    await waitFor(() => expect(lastRequest('GET', 'admin/invoices')?.query.assignee_id).toBe('2'));
    await user.click(await screen.findByTestId('clear-assignee'));
    await waitFor(() => expect(lastRequest('GET', 'admin/invoices')?.query.assignee_id).toBeUndefined());
  });

  it('issues a draft after the confirm dialog', async () => {
    const user = userEvent.setup();
    renderList(
      [draft],
      [api.put('admin/invoices/:id', ({ body }) => ({ message: '청구서를 수정했습니다.', invoice: { ...draft, ...(body as object) } }))],
    );
    await user.click(await screen.findByTestId('issue-11'));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: '발행' }));
    await waitFor(() => expect(lastRequest('PUT', 'admin/invoices/11')?.body).toEqual({ status: 'ISSUED' }));
    expect(await screen.findByText('청구서를 수정했습니다.')).toBeInTheDocument();
  });

  it('assigns from the list of staff the server gives, the current assignee chosen; 미지정 clears it', async () => {
    const user = userEvent.setup();
    const assigned = invoice({ id: 15, status: 'ISSUED', assignee: { id: 2, username: 'staff', name: '직원' } });
    renderList(
      [assigned],
      [
        api.get('admin/invoices/assignees', assigneeList),
        api.put('admin/invoices/:id/assign', { message: '담당자를 지정했습니다.', invoice: assigned }),
      ],
    );
    await user.click(await screen.findByTestId('assign-15'));
    const select = await screen.findByTestId('assignee-select');
    expect(select).toHaveValue('2');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['미지정', '관리자 (admin)', '직원 (staff)']);
    await user.selectOptions(select, '1');
    await user.click(screen.getByTestId('assign-submit'));
    await waitFor(() => expect(lastRequest('PUT', 'admin/invoices/15/assign')?.body).toEqual({ assignee_id: 1 }));
    await waitFor(() => expect(screen.queryByTestId('assign-dialog')).not.toBeInTheDocument());

    await user.click(await screen.findByTestId('assign-15'));
    await user.selectOptions(await screen.findByTestId('assignee-select'), '');
    await user.click(screen.getByTestId('assign-submit'));
    await waitFor(() => expect(lastRequest('PUT', 'admin/invoices/15/assign')?.body).toEqual({ assignee_id: null }));
  });

  it('shows the server’s Korean message when a change is refused', async () => {
    const user = userEvent.setup();
    renderList(
      [draft],
      [
        api.get('admin/invoices/assignees', assigneeList),
        api.put('admin/invoices/:id/assign', apiError(400, '담당자는 더널리 관리자·직원 계정 중에서만 지정할 수 있습니다.', 'assignee_id')),
      ],
    );
    await user.click(await screen.findByTestId('assign-11'));
    await user.selectOptions(await screen.findByTestId('assignee-select'), '2');
    await user.click(screen.getByTestId('assign-submit'));
    await waitFor(() => expect(lastRequest('PUT', 'admin/invoices/11/assign')?.body).toEqual({ assignee_id: 2 }));
    expect(await screen.findByText('담당자는 더널리 관리자·직원 계정 중에서만 지정할 수 있습니다.')).toBeInTheDocument();
  });

  it('a refused status change (the invoice was paid meanwhile) shows the server’s 409 message', async () => {
    const user = userEvent.setup();
    const issued = invoice({ id: 13, status: 'ISSUED' });
    renderList([issued], [api.put('admin/invoices/:id', apiError(409, '입금 완료된 청구서는 수정할 수 없습니다.'))]);
    await user.click(await screen.findByTestId('paid-13'));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: '입금 완료' }));
    expect(await screen.findByText('입금 완료된 청구서는 수정할 수 없습니다.')).toBeInTheDocument();
    expect(lastRequest('PUT', 'admin/invoices/13')?.body).toEqual({ status: 'PAID' });
  });

  it('generates a month and shows what the server did', async () => {
    const user = userEvent.setup();
    renderList(
      [draft],
      [
        api.post('admin/invoices/generate', ({ body }) => ({
          message: '2026. 10. 청구서를 만들었습니다.',
          month: (body as { month: string }).month,
          generated: 1,
          kept: 0,
          removed: 0,
        })),
      ],
    );
    await user.click(await screen.findByTestId('generate-invoices'));
    const month = await screen.findByTestId('generate-month');
    await user.clear(month);
    await user.type(month, '2026-10');
    await user.click(screen.getByTestId('generate-submit'));
    await waitFor(() => expect(lastRequest('POST', 'admin/invoices/generate')?.body).toEqual({ month: '2026-10' }));
    expect(await screen.findByText('2026. 10. 청구서를 만들었습니다.')).toBeInTheDocument();
  });

  it('makes no request for a customer', async () => {
    renderList([], [], 'customer');
    expect(await screen.findByText('청구서는 관리자만 볼 수 있습니다.')).toBeInTheDocument();
    expect(lastRequest('GET', 'admin/invoices')).toBeUndefined();
  });
});

describe('/admin/invoices/:id/print', () => {
  it('prints the company, the advertiser, the lines with one-decimal unit prices, VAT and the evidence', async () => {
    renderRemote(<InvoicePrintPage />, {
      remote: definition,
      path: '/admin/invoices/11/print',
      routePath: '/admin/invoices/:id/print',
      user: 'NURLY_STAFF',
      handlers: [api.get('admin/invoices/:id', invoiceDetail())],
    });
    const sheet = await screen.findByTestId('invoice-sheet');
    expect(within(screen.getByTestId('invoice-issuer')).getByText('(주)더널리')).toBeInTheDocument();
    expect(within(screen.getByTestId('invoice-recipient')).getByText('김누리')).toBeInTheDocument();
    const line = within(screen.getByTestId('invoice-line-101'));
    expect(line.getByText('쇼핑 트래픽')).toBeInTheDocument();
    expect(line.getByText('₩38.5')).toBeInTheDocument();
    expect(line.getByText('₩193')).toBeInTheDocument();
    expect(screen.getByTestId('invoice-supply')).toHaveTextContent('₩210');
    expect(screen.getByTestId('invoice-vat')).toHaveTextContent('₩21');
    expect(screen.getByTestId('invoice-total')).toHaveTextContent('₩231');
    const evidence = within(screen.getByTestId('invoice-evidence'));
    expect(evidence.getByText('너무 빠른 완료')).toBeInTheDocument();
    expect(evidence.getByText('정답 불일치')).toBeInTheDocument();
    expect(sheet.ownerDocument.head.innerHTML + sheet.ownerDocument.body.innerHTML).toMatch(/@page \{ size: A4/);
    expect(lastRequest('GET', 'admin/invoices/11')).toBeDefined();
  });
});
