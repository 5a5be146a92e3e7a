import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, apiError, lastRequest, pageOf, renderRemote } from '@nurly/shared/testing';
import type { RequestHandler } from 'msw';
import type { PublisherStatement } from '@nurly/contracts/schemas';
import definition from '../../routes';
import PublisherStatementsPage from './PublisherStatementsPage';

jest.setTimeout(30_000);

function statement(overrides: Partial<PublisherStatement> = {}): PublisherStatement {
  return {
    id: 21,
    app: { id: 3, name: '데모 리워드 앱' },
    publisher: { id: 9, username: 'offerwall' },
    month: '2026-11',
    days: 14,
    completions: 420,
    payout: 9_702,
    supply: 8_820,
    vat: 882,
    vat_note: 'INCLUDED',
    status: 'UNPAID',
    paid_on: null,
    reference: null,
    paid_at: null,
    created_at: '2026-12-01T00:05:00+09:00',
    ...overrides,
  };
}

const unpaid = statement();
const paid = statement({
  id: 22,
  month: '2026-10',
  status: 'PAID',
  paid_on: '2026-11-10',
  reference: '국민 123-456',
  paid_at: '2026-11-10T10:00:00+09:00',
});

function renderList(extra: RequestHandler[] = []) {
  return renderRemote(<PublisherStatementsPage />, {
    remote: definition,
    path: '/admin/publisher-statements',
    routePath: '/admin/publisher-statements',
    user: 'NURLY_STAFF',
    handlers: [
      ...extra,
      api.get('admin/offerwall/statements', ({ query }) =>
        pageOf([unpaid, paid].filter((row) => !query.status || row.status === query.status)),
      ),
    ],
  });
}

describe('/admin/publisher-statements', () => {
  it('lists every statement with its supply, VAT, payout and state; only an unpaid one can be marked paid', async () => {
    renderList();
    const row = within((await screen.findByTestId('statement-payout-21')).closest('tr') as HTMLElement);
    expect(row.getByText('데모 리워드 앱')).toBeInTheDocument();
    expect(row.getByText('₩8,820')).toBeInTheDocument();
    expect(row.getByText('₩882')).toBeInTheDocument();
    expect(row.getByTestId('statement-status-21')).toHaveTextContent('미지급');
    expect(row.getByTestId('mark-paid-21')).toBeInTheDocument();
    const paidRow = within(screen.getByTestId('statement-payout-22').closest('tr') as HTMLElement);
    expect(paidRow.getByTestId('statement-status-22')).toHaveTextContent('지급 완료');
    expect(paidRow.getByText(/2026\. 11\. 10\..*국민 123-456/)).toBeInTheDocument();
    expect(paidRow.queryByTestId('mark-paid-22')).not.toBeInTheDocument();
    expect(screen.getByTestId('statements-export')).toBeInTheDocument();
  });

  it('records a payment with its day and reference, and puts the status filter in the request', async () => {
    const user = userEvent.setup();
    renderList([
      api.post('admin/offerwall/statements/:id/paid', ({ body }) => ({
        message: '2026. 11. 데모 리워드 앱 정산서를 지급 완료로 기록했습니다.',
        statement: { ...unpaid, status: 'PAID', ...(body as object) },
      })),
    ]);
    await user.click(await screen.findByTestId('mark-paid-21'));
    const day = screen.getByTestId('paid-on');
    await user.clear(day);
    await user.type(day, '2026-12-02');
    await user.type(screen.getByTestId('paid-reference'), '  신한 777 이체 ');
    await user.click(screen.getByTestId('mark-paid-submit'));
    await waitFor(() =>
      expect(lastRequest('POST', 'admin/offerwall/statements/21/paid')?.body).toEqual({
        paid_on: '2026-12-02',
        reference: '신한 777 이체',
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('mark-paid-dialog')).not.toBeInTheDocument());
    await user.selectOptions(screen.getByTestId('statement-status-filter'), 'UNPAID');
    await waitFor(() => expect(lastRequest('GET', 'admin/offerwall/statements')?.query).toMatchObject({ status: 'UNPAID' }));
  });

  it('shows a refusal in Korean under its field and keeps the dialog open', async () => {
    const user = userEvent.setup();
    renderList([api.post('admin/offerwall/statements/:id/paid', apiError(400, '지급일은 오늘 이후로 입력할 수 없습니다.', 'paid_on'))]);
    await user.click(await screen.findByTestId('mark-paid-21'));
    await user.type(screen.getByTestId('paid-reference'), '이체');
    await user.click(screen.getByTestId('mark-paid-submit'));
    expect(await screen.findByText('지급일은 오늘 이후로 입력할 수 없습니다.')).toBeInTheDocument();
    expect(screen.getByTestId('mark-paid-dialog')).toBeInTheDocument();
  });
});
