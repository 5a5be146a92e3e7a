import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, lastRequest } from '@nurly/shared/testing';
import { filteredList, renderConsolePage } from '../../test/fixtures';
import { publisherStatement } from './fixtures';
import StatementsPage from './StatementsPage';

jest.setTimeout(30_000);

const statements = [
  publisherStatement(1),
  publisherStatement(2, {
    month: '2026-10',
    days: 31,
    completions: 3_100,
    payout: 62_000,
    supply: 56_364,
    vat: 5_636,
    status: 'PAID',
    paid_on: '2026-11-10',
    reference: '국민 123-456 이체',
    paid_at: '2026-11-10T10:00:00+09:00',
  }),
];

const renderPage = (path = '/statements') =>
  renderConsolePage(<StatementsPage />, 'OFFERWALL_CLIENT', path, [
    filteredList('offerwall/statements', statements, 'status', 'status'),
    api.get('offerwall/statements/1', {
      statement: statements[0],
      days: [
        { day: '2026-11-01', completions: 95, payout: 1_900 },
        { day: '2026-11-02', completions: 80, payout: 1_600 },
      ],
    }),
  ]);

describe('monthly statements (/statements)', () => {
  it('shows a row per statement: month, app, days, completions, payout with its VAT note, and 미지급 / 지급 완료 with day and reference', async () => {
    renderPage();
    expect(await screen.findByTestId('payout-1')).toHaveTextContent('₩57,000');
    const rows = screen.getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/2026-11.*리워드 앱 1.*30.*2,850.*₩57,000/);
    expect(screen.getByTestId('vat-1')).toHaveTextContent('부가세 포함 (공급가액 ₩51,818 + 부가세 ₩5,182)');
    expect(screen.getByTestId('status-1')).toHaveTextContent('미지급');
    expect(screen.getByTestId('status-2')).toHaveTextContent('지급 완료');
    expect(screen.getByTestId('paid-2')).toHaveTextContent(/2026\. 11\. 10\..*국민 123-456 이체/);
  });

  it('puts the status in the URL and the request, and exports what is shown', async () => {
    const user = userEvent.setup();
    const { location } = renderPage();
    await screen.findByTestId('payout-1');
    await user.selectOptions(screen.getByTestId('filter-status'), 'PAID');
    await waitFor(() => expect(lastRequest('GET', 'offerwall/statements')?.query).toEqual({ page: '1', page_size: '25', status: 'PAID' }));
    await waitFor(() => expect(screen.queryByTestId('payout-1')).not.toBeInTheDocument());
    expect(new URLSearchParams(location().search).get('status')).toBe('PAID');
    expect(screen.getByRole('button', { name: /내보내기|CSV/ })).toBeInTheDocument();
  });

  it("opens a statement's settled days", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByTestId('days-1'));
    const dialog = await screen.findByTestId('statement-days');
    expect(await within(dialog).findByText('₩1,900')).toBeInTheDocument();
    expect(within(dialog).getByText('₩1,600')).toBeInTheDocument();
    expect(within(dialog).getByTestId('statement-vat-note')).toHaveTextContent('공급가액 ₩51,818 + 부가세 ₩5,182');
  });
});
