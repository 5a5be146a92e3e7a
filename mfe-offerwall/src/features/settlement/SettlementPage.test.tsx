import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seoulDayOf, shiftDay } from '@nurly/contracts';
import { formatDate } from '@nurly/shared';
import { api, lastRequest, pageOf } from '@nurly/shared/testing';
import { publisherApp, renderConsolePage, settlementHistory } from '../../test/fixtures';
import { settlementDay } from './fixtures';
import SettlementPage from './SettlementPage';

jest.setTimeout(30_000);

const today = seoulDayOf(new Date());
const history = settlementHistory([
  settlementDay(shiftDay(today, -1), { payout: 2_500 }),
  settlementDay(today, {
    settled: false,
    payout: 600,
    clicks: 40,
    completions: 30,
    rejections: 2,
    postbacks: { delivered: 28, pending: 2, failed: 0, stopped: 0 },
  }),
]);

const byPlacement = settlementHistory([
  settlementDay(today, { sub_id: null, clicks: 5, completions: 0, payout: 0, settled: false }),
  settlementDay(today, { sub_id: 'home_banner', clicks: 20, completions: 15, payout: 300, settled: false }),
  settlementDay(shiftDay(today, -1), { sub_id: 'home_banner', payout: 1_000 }),
]);

const renderPage = (path = '/', answer = history) =>
  renderConsolePage(<SettlementPage />, 'OFFERWALL_CLIENT', path, [
    api.get('offerwall/settlements', answer),
    api.get('offerwall/apps', pageOf([publisherApp(1), publisherApp(2, { name: '포인트 앱' })])),
  ]);

describe('settlement history (/)', () => {
  it('asks for the last 14 Seoul days and shows totals and each day, today not settled yet', async () => {
    renderPage();
    expect(await screen.findByText('미정산')).toBeInTheDocument();
    const rows = screen.getAllByRole('row');
    expect(lastRequest('GET', 'offerwall/settlements')?.query).toEqual({ date_from: shiftDay(today, -13), date_to: today });
    expect(screen.getByTestId('total-clicks')).toHaveTextContent('160');
    expect(screen.getByTestId('total-completions')).toHaveTextContent('125');
    expect(screen.getByTestId('total-rejections')).toHaveTextContent('9');
    expect(screen.getByTestId('total-payout')).toHaveTextContent('₩3,100');
    // Newest first: today (미정산), then yesterday (정산 완료) with its failed and stopped postbacks.
    expect(rows[1]).toHaveTextContent(new RegExp(`${formatDate(today)}.*40.*30.*2.*₩600.*미정산.*완료 28 · 대기 2 · 실패 0 · 중단 0`));
    expect(rows[2]).toHaveTextContent(
      new RegExp(`${formatDate(shiftDay(today, -1))}.*120.*95.*7.*₩2,500.*정산 완료.*완료 93 · 대기 0 · 실패 1 · 중단 1`),
    );
    const chart = screen.getByRole('img', { name: '일별 매체 지급액 (막대)' });
    const bars = within(chart).getAllByTestId('payout-bar');
    // Oldest on the left; the axes say what the heights mean (the best day is the full height).
    expect(bars.map((bar) => bar.getAttribute('data-day'))).toEqual([shiftDay(today, -1), today]);
    expect(within(chart).getByTestId('payout-axis-values')).toHaveTextContent(/^₩2,500₩0$/);
    expect(within(chart).getByTestId('payout-axis-days')).toHaveTextContent(`${formatDate(shiftDay(today, -1))}${formatDate(today)}`);
    expect(within(chart).getByTestId('payout-axis-days')).not.toHaveTextContent(today);
    expect(chart).toHaveTextContent(/정산 완료일.*미정산일/);
  });

  it('keeps the app and dates in the URL and sends them', async () => {
    const user = userEvent.setup();
    const { location } = renderPage('/?date_from=2026-11-01&date_to=2026-11-30');
    await waitFor(() =>
      expect(lastRequest('GET', 'offerwall/settlements')?.query).toEqual({ date_from: '2026-11-01', date_to: '2026-11-30' }),
    );
    expect(screen.getByTestId('filter-date-from')).toHaveValue('2026-11-01');
    await within(screen.getByTestId('filter-app')).findByRole('option', { name: '포인트 앱' });
    await user.selectOptions(screen.getByTestId('filter-app'), '2');
    await waitFor(() =>
      expect(lastRequest('GET', 'offerwall/settlements')?.query).toEqual({ date_from: '2026-11-01', date_to: '2026-11-30', app_id: '2' }),
    );
    expect(new URLSearchParams(location().search).get('app_id')).toBe('2');
  });

  it('leads to the apps and keys page', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('link', { name: '앱 · 키 관리' }));
    expect(await screen.findByTestId('navigated-away')).toHaveTextContent('/apps');
  });

  it('groups by placement (sub_id) and filters to one, kept in the URL and sent', async () => {
    const user = userEvent.setup();
    const { location } = renderPage('/', byPlacement);
    await screen.findAllByText('미정산');
    await user.selectOptions(screen.getByTestId('filter-group-by'), 'sub_id');
    await waitFor(() => expect(lastRequest('GET', 'offerwall/settlements')?.query).toMatchObject({ group_by: 'sub_id' }));
    expect(new URLSearchParams(location().search).get('group_by')).toBe('sub_id');
    const rows = await screen.findAllByRole('row');
    expect(screen.getByRole('columnheader', { name: '지면(sub_id)' })).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent(new RegExp(`${formatDate(today)}.*\\(지면 없음\\).*5.*0`));
    expect(rows[2]).toHaveTextContent(new RegExp(`${formatDate(today)}.*home_banner.*20.*15.*₩300`));
    // The chart keeps one bar per day: today's placements added up.
    const bars = within(screen.getByRole('img', { name: '일별 매체 지급액 (막대)' })).getAllByTestId('payout-bar');
    expect(bars.map((bar) => bar.getAttribute('data-day'))).toEqual([shiftDay(today, -1), today]);

    await user.type(screen.getByTestId('filter-sub-id'), 'home_banner');
    await waitFor(() =>
      expect(lastRequest('GET', 'offerwall/settlements')?.query).toMatchObject({ group_by: 'sub_id', sub_id: 'home_banner' }),
    );
    expect(new URLSearchParams(location().search).get('sub_id')).toBe('home_banner');
  });

  it('links to the monthly statements and the apps page', async () => {
    renderPage();
    expect(await screen.findByTestId('open-statements')).toHaveAttribute('href', '/statements');
    expect(screen.getByTestId('open-statements')).toHaveTextContent('월별 정산서');
    expect(screen.getByTestId('manage-apps')).toHaveAttribute('href', '/apps');
  });
});
