import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, lastRequest } from '@nurly/shared/testing';
import RewardInvoicePage from './RewardInvoicePage';
import { invoiceDetail, myInvoices, periodReport, renderReport } from './fixtures';

jest.setTimeout(30_000);

describe('reward /invoice', () => {
  it('shows the member’s own detail by period, then its invoices and one invoice’s sheet', async () => {
    const user = userEvent.setup();
    renderReport(<RewardInvoicePage />, 'HUB_MEMBER', '/invoice?from=2026-11-09&to=2026-11-22', [
      api.get('hub/my/period', periodReport({ group_id: null })),
      api.get('hub/my/invoices', myInvoices()),
      api.get('hub/my/invoices/31', invoiceDetail()),
    ]);
    expect(await screen.findByRole('row', { name: /합계/ })).toHaveTextContent(/68.*₩2,035/);
    expect(lastRequest('GET', 'hub/my/period')?.query).toEqual({ date_from: '2026-11-09', date_to: '2026-11-22', group: 'ad_day' });

    await user.click(screen.getByTestId('tab-invoices'));
    const row = await screen.findByRole('row', { name: /2026\. 10\./ });
    expect(row).toHaveTextContent(/발행.*68.*₩2,620.*₩262.*₩2,882/);
    await user.click(within(row).getByTestId('invoice-open-31'));
    const sheet = await screen.findByTestId('invoice-sheet');
    expect(within(sheet).getByTestId('invoice-line-41')).toHaveTextContent(/쇼핑 트래픽.*강아지 간식.*68.*₩42.4.*₩2,882/);
    expect(within(sheet).getByTestId('invoice-total')).toHaveTextContent('₩2,882');
    // No registered business: the recipient is the account holder, and the sheet says why no details follow.
    expect(within(sheet).getByTestId('invoice-recipient')).toHaveTextContent(/성명허브고객 이은지등록된 사업자 정보가 없습니다\./);
    expect(within(sheet).getByTestId('invoice-evidence')).toHaveTextContent(/완료 \(청구\)68거절 \(청구 안 함\)4/);
  });

  it('says so when there is no invoice yet', async () => {
    const user = userEvent.setup();
    renderReport(<RewardInvoicePage />, 'HUB_CLIENT', '/invoice', [
      api.get('hub/my/period', periodReport({ results: [], totals: { daily_volume: 0, completions: 0, rejections: 0, charged: 0 } })),
      api.get('hub/my/invoices', myInvoices([])),
    ]);
    expect(await screen.findByText('선택한 기간에 광고 실행 내역이 없습니다.')).toBeInTheDocument();
    await user.click(screen.getByTestId('tab-invoices'));
    expect(await screen.findByText(/아직 발행된 청구서가 없습니다/)).toBeInTheDocument();
  });
});
