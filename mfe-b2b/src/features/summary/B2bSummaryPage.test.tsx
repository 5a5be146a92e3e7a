import { screen, within } from '@testing-library/react';
import { api, makeUser, renderRemote } from '@nurly/shared/testing';
import definition from '../../routes';
import B2bSummaryPage from './B2bSummaryPage';
import { b2bSummary } from './fixtures';
import ResellerSummaryPage from './ResellerSummaryPage';

jest.setTimeout(30_000);

const renderPage = (summary = b2bSummary()) =>
  renderRemote(<B2bSummaryPage />, {
    remote: definition,
    user: 'NURLY_STAFF',
    path: '/admin/b2b/summary',
    handlers: [api.get('admin/b2b/summary', summary)],
  });

describe('live summary (/admin/b2b/summary)', () => {
  it('says when the server computed it (Korea time) and shows the counters with links to the desks', async () => {
    renderPage();
    // 05:04 UTC is 14:04 in Seoul.
    expect(await screen.findByTestId('computed-at')).toHaveTextContent('기준 시각 2026. 11. 23. 오후 2:04');
    expect(screen.getByTestId('active-ads')).toHaveTextContent('12');
    expect(screen.getByTestId('accrued-cost')).toHaveTextContent('₩17,325');
    expect(screen.getByTestId('held')).toHaveTextContent('₩1,250,000');
    expect(screen.getByTestId('pending-deposits')).toHaveTextContent('2건 · ₩550,000');
    expect(screen.getByRole('link', { name: '충전 요청 처리' })).toHaveAttribute('href', '/admin/deposit');
    expect(screen.getByRole('link', { name: '출금 요청 처리' })).toHaveAttribute('href', '/admin/withdrawal');
  });

  it('shows each product’s completions against its target and the accounts running out today', async () => {
    renderPage();
    const shopping = await screen.findByTestId('progress-naverapp');
    expect(shopping).toHaveTextContent('450 / 900 (광고 8개)');
    expect(within(shopping).getByRole('progressbar', { name: '쇼핑 트래픽' })).toHaveAttribute('aria-valuenow', '50');
    expect(within(screen.getByTestId('progress-naverplace-save')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    const row = screen.getByRole('row', { name: /윤지민/ });
    expect(row).toHaveTextContent(/윤지민 \(flower_shop\).*₩1,200.*₩3,850/);
  });

  it('says so when no account runs low', async () => {
    renderPage(b2bSummary({ lowBalances: [] }));
    expect(await screen.findByText('잔액이 부족한 계정이 없습니다.')).toBeInTheDocument();
  });
});

describe('a reseller’s live status (/reseller/summary)', () => {
  it('shows its subtree’s figures from the same call, without the staff desks’ links', async () => {
    const seoulDist = makeUser([], { id: 2, username: 'seoul_dist', tier: 2 });
    renderRemote(<ResellerSummaryPage />, {
      remote: definition,
      user: seoulDist,
      path: '/reseller/summary',
      handlers: [api.get('admin/b2b/summary', b2bSummary({ activeAds: 3, pendingDeposits: { count: 1, sum: 100_000 } }))],
    });
    expect(await screen.findByRole('heading', { name: '하위 계정 실시간 현황' })).toBeInTheDocument();
    expect(await screen.findByTestId('active-ads')).toHaveTextContent('3');
    expect(screen.getByTestId('pending-deposits')).toHaveTextContent('1건 · ₩100,000');
    expect(screen.queryByRole('link', { name: '충전 요청 처리' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '출금 요청 처리' })).not.toBeInTheDocument();
  });
});
