import { screen, waitFor, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import userEvent from '@testing-library/user-event';
import { adMessages } from '@nurly/contracts';
import type { Ad, AdHistory } from '@nurly/contracts/schemas';
import { api, apiError, lastRequest, pageOf, renderRemote, sentRequests } from '@nurly/shared/testing';
import definition from '../../routes';
import { ad, adOptions, history } from '../../test/fixtures';
import AdminNrShoppingPage from './AdminNrShoppingPage';
import AdminShoppingPage from './AdminShoppingPage';

jest.setTimeout(30_000);

const ads = [ad(1), ad(2), ad(3, { status: 'ACTIVE', delivery: 'SERVING' })];

const listHandler = (rows: Ad[] = ads) =>
  api.get('admin/ads', ({ query }) => pageOf(rows.filter((row) => !query.status || row.status === query.status)));

const renderDesk = (extra: RequestHandler[] = [], path = '/admin/shopping') =>
  renderRemote(<AdminShoppingPage />, {
    remote: definition,
    user: 'NURLY_ADMIN',
    path,
    handlers: [...(extra ?? []), listHandler(), api.get('admin/options', adOptions())],
  });

describe('staff ad desk (AdminAdsPage)', () => {
  it('counts ads per status from admin/options and filters by a clicked counter, in the URL', async () => {
    const user = userEvent.setup();
    const { location } = renderDesk();
    expect(await screen.findByText('캠핑 의자 3')).toBeInTheDocument();
    expect(lastRequest('GET', 'admin/ads')?.query).toEqual({
      page: '1',
      page_size: '25',
      ordering: '-created_at',
      service: 'NURLY',
      channel: 'NAVER_SHOPPING',
    });
    expect(lastRequest('GET', 'admin/options')?.query).toEqual({ service: 'NURLY', channel: 'NAVER_SHOPPING' });
    expect(await screen.findByTestId('counter-total')).toHaveTextContent('전체 3');
    expect(screen.getByTestId('counter-PENDING')).toHaveTextContent('검수 대기 2');

    await user.click(screen.getByTestId('counter-ACTIVE'));
    await waitFor(() => expect(lastRequest('GET', 'admin/ads')?.query.status).toBe('ACTIVE'));
    expect(location().search).toBe('?status=ACTIVE');
    expect(screen.getByTestId('counter-ACTIVE')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.queryByText('캠핑 의자 1')).not.toBeInTheDocument());
  });

  it('sends the page’s own service: the reward desk lists NR ads', async () => {
    renderRemote(<AdminNrShoppingPage />, {
      remote: definition,
      user: 'NURLY_STAFF',
      path: '/admin/nr/shopping',
      handlers: [listHandler([]), api.get('admin/options', adOptions())],
    });
    expect(await screen.findByRole('heading', { level: 1, name: '리워드 쇼핑 광고 관리' })).toBeInTheDocument();
    await waitFor(() => expect(lastRequest('GET', 'admin/ads')?.query.service).toBe('NR'));
  });

  it('approves the selected ads with one PUT each and one summary toast, then reloads', async () => {
    const user = userEvent.setup();
    renderDesk([
      api.put('admin/ads/2', () => apiError(409, adMessages.transitionRefused)),
      api.put('admin/ads/:id', ({ params }) => ({ message: adMessages.approved, ad: ad(Number(params.id), { status: 'ACTIVE' }) })),
    ]);
    await user.click(await screen.findByRole('checkbox', { name: '광고 1 선택' }));
    await user.click(screen.getByRole('checkbox', { name: '광고 2 선택' }));
    const listCalls = sentRequests('GET', 'admin/ads').length;
    await user.click(within(screen.getByTestId('bulk-actions')).getByTestId('bulk-approve'));

    expect(await screen.findByText(`1건 처리, 1건 실패 (예: 광고 2: ${adMessages.transitionRefused})`)).toBeInTheDocument();
    expect(sentRequests('PUT', /^admin\/ads\/\d+$/).map((request) => [request.path, request.body])).toEqual([
      ['admin/ads/1', { action: 'approve' }],
      ['admin/ads/2', { action: 'approve' }],
    ]);
    await waitFor(() => expect(sentRequests('GET', 'admin/ads').length).toBeGreaterThan(listCalls));
    expect(screen.queryByTestId('bulk-actions')).not.toBeInTheDocument();
  });

  it('asks a reason before rejecting and a later end date before extending', async () => {
    const user = userEvent.setup();
    renderDesk([api.put('admin/ads/:id', ({ params }) => ({ message: adMessages.rejected, ad: ad(Number(params.id)) }))]);
    await user.click(await screen.findByRole('checkbox', { name: '광고 1 선택' }));
    await user.click(screen.getByTestId('bulk-reject'));
    const dialog = await screen.findByTestId('bulk-dialog');
    await user.click(within(dialog).getByTestId('bulk-submit'));
    expect(await within(dialog).findByText(adMessages.reasonRequired)).toBeInTheDocument();
    expect(sentRequests('PUT', /admin\/ads/)).toHaveLength(0);
    await user.type(within(dialog).getByTestId('bulk-reason'), ' 상품 품절 ');
    await user.click(within(dialog).getByTestId('bulk-submit'));
    expect(await screen.findByText('1건 처리, 0건 실패')).toBeInTheDocument();
    expect(lastRequest('PUT', 'admin/ads/1')?.body).toEqual({ action: 'reject', reason: '상품 품절' });

    await user.click(await screen.findByRole('checkbox', { name: '광고 3 선택' }));
    await user.click(screen.getByTestId('bulk-extend'));
    const extend = await screen.findByTestId('bulk-dialog');
    // The selection ends 2026-12-10: the earliest new end is the day after.
    expect(within(extend).getByTestId('bulk-end-date')).toHaveValue('2026-12-11');
    await user.click(within(extend).getByTestId('bulk-submit'));
    await waitFor(() => expect(lastRequest('PUT', 'admin/ads/3')?.body).toEqual({ action: 'extend', end_date: '2026-12-11' }));
  });

  // The drawer loads the chart library and renders the chart, two tables and the reports: allow a busy machine.
  it('opens the ad detail: daily volume against rank (chart and table), change log and reports with a resolve action', async () => {
    const user = userEvent.setup();
    const days: AdHistory[] = [
      history('2026-12-01', { rejections: 3, rejection_reasons: { WRONG_ANSWER: 3 }, rank: 31 }),
      history('2026-12-02', {
        clicks: 130,
        completions: 100,
        rejections: 1,
        rejection_reasons: { TOO_FAST: 1 },
        settled: false,
        charge: 3_850,
        rank: 18,
      }),
    ];
    renderDesk([
      api.get('admin/ads/1/histories', pageOf(days)),
      api.get(
        'admin/ads/1/logs',
        pageOf([
          {
            id: 1,
            ad_id: 1,
            actor: { id: 1, username: 'admin' },
            field: 'status',
            before: 'PENDING',
            after: 'ACTIVE',
            reason: null,
            created_at: '2026-11-30T09:00:00+09:00',
          },
        ]),
      ),
      api.get('admin/ads/1/options', ({ query }) =>
        query.type === 'REPORTED_LIST'
          ? pageOf([
              {
                id: 9,
                ad_id: 1,
                type: 'SOLD_OUT',
                memo: '품절 표시',
                reporter: { id: 3, username: 'member3' },
                status: 'OPEN',
                resolution: null,
                resolved_at: null,
                created_at: '2026-12-02T10:00:00+09:00',
              },
            ])
          : apiError(400, 'type'),
      ),
      api.post('admin/ads/1/options', { message: adMessages.reportResolved, report: {} }),
    ]);
    await user.click(await screen.findByText('캠핑 의자 1'));
    const drawer = await screen.findByTestId('ad-detail', {}, { timeout: 10_000 });
    expect(within(drawer).getByText('광고 상세 #1')).toBeInTheDocument();

    const chart = await within(drawer).findByRole('img', { name: '일별 완료 수(막대)와 키워드 순위(선, 1위가 위)' });
    // A bar per day (completions) and a rank dot per day on the inverted right axis.
    await waitFor(() => expect(chart.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(2));
    const dots = [...chart.querySelectorAll('.recharts-line-dots circle')].map((dot) => Number(dot.getAttribute('cy')));
    expect(dots).toHaveLength(2);
    // Inverted axis: the better rank (18, day 2) sits higher (smaller y) than 31 (day 1).
    expect(dots[1]).toBeLessThan(dots[0]);
    expect(chart.querySelector('.recharts-yAxis.yAxis')).not.toBeNull();
    const table = within(drawer).getAllByRole('table')[0];
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/2026\. 12\. 1\..*100.*120.*95.*3.*정답 불일치 3.*₩3,658.*31위/);
    // A day not settled yet shows its estimate, marked 예정 (never passed off as charged).
    expect(rows[2]).toHaveTextContent(/2026\. 12\. 2\..*100.*130.*100.*1.*너무 빠른 완료 1.*₩3,850.*예정.*18위/);

    // The change log in words: status labels, not PENDING → ACTIVE; Korea time.
    expect(await within(drawer).findByText('검수 대기 → 진행 중')).toBeInTheDocument();
    expect(within(drawer).getByText('2026. 11. 30. 오전 9:00')).toBeInTheDocument();
    const reports = within(drawer).getByTestId('ad-reports');
    expect(await within(reports).findByText('상품 품절')).toBeInTheDocument();
    await user.click(within(reports).getByTestId('resolve-9'));
    const dialog = await screen.findByTestId('resolve-dialog');
    await user.type(within(dialog).getByTestId('resolution-input'), '재고 확인 후 재개');
    await user.click(within(dialog).getByTestId('resolve-submit'));
    expect(await screen.findByText(adMessages.reportResolved)).toBeInTheDocument();
    const resolved = lastRequest('POST', 'admin/ads/1/options');
    expect(resolved?.query).toEqual({ type: 'RESOLVED' });
    expect(resolved?.body).toEqual({ report_id: 9, resolution: '재고 확인 후 재개' });
  }, 60_000);
});
