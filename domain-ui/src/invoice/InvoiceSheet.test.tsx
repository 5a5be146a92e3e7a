import { screen, within } from '@testing-library/react';
import { renderRemote } from '@nurly/shared/testing';
import { invoiceDetail } from '../test/fixtures';
import { InvoiceSheet } from './InvoiceSheet';

jest.setTimeout(30_000);

describe('InvoiceSheet', () => {
  it('loads its code on first use, then shows the parties, the lines, the totals and the evidence by reason', async () => {
    renderRemote(<InvoiceSheet detail={invoiceDetail()} sheetProps={{ className: 'print-me' }} />);
    const sheet = await screen.findByTestId('invoice-sheet');
    expect(sheet).toHaveClass('print-me');
    expect(sheet).toHaveTextContent(/거래 명세서 \(청구서\).*청구 기간: 2026\. 10\..*청구서 번호: 202610-000011/);
    expect(screen.getByTestId('invoice-issuer')).toHaveTextContent('(주)더널리');
    expect(screen.getByTestId('invoice-recipient')).toHaveTextContent(/누리 상회.*314-15-92653.*tax@nuri\.kr/);
    expect(screen.getByTestId('invoice-line-101')).toHaveTextContent(/쇼핑 트래픽.*캠핑의자.*5.*₩38\.5.*₩193/);
    expect(screen.getByTestId('invoice-total')).toHaveTextContent('₩231');
    expect(screen.getByTestId('invoice-supply')).toHaveTextContent('₩210');
    expect(screen.getByTestId('invoice-vat')).toHaveTextContent('₩21');
    // 5 × ₩38.5 = ₩192.5, billed ₩193: the sheet says why a line's amount is rounded day by day.
    expect(screen.getByTestId('invoice-rounding-note')).toHaveTextContent('날마다 (그날 건수 × 단가)를 원 단위로 반올림해 더한 값');
    const evidence = screen.getByTestId('invoice-evidence');
    expect(
      within(evidence)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringContaining('사유'),
      expect.stringMatching(/완료.*6/),
      expect.stringMatching(/거절.*3/),
      expect.stringMatching(/2$/),
      expect.stringMatching(/1$/),
    ]);
  });

  it('names the account holder when the recipient registered no business, and says no attempt was rejected', async () => {
    renderRemote(
      <InvoiceSheet detail={{ ...invoiceDetail(), advertiser: null, evidence: { completed: 6, rejected_total: 0, rejected: {} } }} />,
    );
    const recipient = await screen.findByTestId('invoice-recipient');
    expect(recipient).toHaveTextContent(/공급받는 자.*성명.*김누리/);
    expect(screen.getByTestId('invoice-evidence')).toHaveTextContent(/거절 \(청구 안 함\)0.*거절된 작업이 없습니다\./);
  });
});
