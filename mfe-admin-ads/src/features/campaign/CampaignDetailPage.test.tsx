import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { adMessages } from '@nurly/contracts';
import type { AdLog } from '@nurly/contracts/schemas';
import { api, apiError, lastRequest, pageOf, renderRemote, sentRequests } from '@nurly/shared/testing';
import definition from '../../routes';
import { ad } from '../../test/fixtures';
import { campaignDetail, lowBalance } from './fixtures';
import CampaignDetailPage from './CampaignDetailPage';

jest.setTimeout(30_000);

const log = (
  id: number,
  field: string,
  before: string | null,
  after: string | null,
  created_at: string,
  reason: string | null = null,
): AdLog => ({
  id,
  ad_id: 10,
  actor: id === 3 ? null : { id: 7, username: 'customer1' },
  field,
  before,
  after,
  reason,
  created_at,
});

const logs = [
  log(3, 'hold', '5390', '0', '2026-12-01T15:05:00Z', '2026-12-01 정산'),
  log(2, 'status', 'PENDING', 'ACTIVE', '2026-11-30T01:00:00Z'),
  log(1, 'created', null, 'PENDING', '2026-11-30T00:30:00Z'),
];

const renderDetail = (handlers: RequestHandler[] = [], user?: 'guest') =>
  renderRemote(<CampaignDetailPage />, {
    remote: definition,
    path: '/campaign/1',
    routePath: '/campaign/:id',
    user,
    handlers: [
      ...handlers,
      api.get('point/low-balance', lowBalance()),
      api.get('assistant/campaingns/1', campaignDetail(1)),
      api.get('assistant/campaingns/1/logs', ({ query }) => ({ ...pageOf(logs), query })),
    ],
  });

describe('/campaign/:id', () => {
  it('warns of a low balance under the title, with a link to top up', async () => {
    renderDetail([api.get('point/low-balance', lowBalance(true))]);
    const notice = await screen.findByTestId('low-balance-notice');
    expect(notice).toHaveTextContent('앞으로 2일간 예정된 광고비(₩15,400)보다 적습니다.');
    expect(within(notice).getByRole('link', { name: '충전하기' })).toHaveAttribute('href', '/point/buy');
  });

  it('shows the settled charge apart from 예정, each day of the line with its rank, rejections by reason and their evidence', async () => {
    renderDetail();
    expect(await screen.findByTestId('campaign-settled')).toHaveTextContent('₩3,658');
    expect(screen.getByTestId('campaign-estimated')).toHaveTextContent('₩1,540 예정');
    expect(screen.getByText(/아직 정산되지 않은 날의 완료 수 × 단가/)).toBeInTheDocument();

    const line = screen.getByTestId('campaign-line-10');
    expect(line).toHaveTextContent('쇼핑 트래픽 · 일 100건 · 단가 ₩38.5');
    expect(within(line).getByTestId('line-totals-10')).toHaveTextContent('완료 135건 · 거절 4건 · 차감 ₩3,658 · 예정 ₩1,540');
    expect(await within(line).findByRole('img', { name: '일별 완료 수(막대)와 키워드 순위(선, 1위가 위)' })).toBeInTheDocument();
    const rows = within(within(line).getByRole('table')).getAllByRole('row');
    // Newest day first: today is not settled, so its charge is the estimate, marked 예정.
    expect(rows[1]).toHaveTextContent(/2026\. 12\. 2\..*100.*120.*40.*1.*정답 불일치 1.*₩1,540.*예정.*18위/);
    expect(rows[2]).toHaveTextContent(/2026\. 12\. 1\..*95.*3.*정답 불일치 2.*너무 빠른 완료 1.*₩3,658.*31위/);
    expect(within(rows[2]).queryByText('예정')).not.toBeInTheDocument();

    const rejections = screen.getByTestId('campaign-rejections');
    expect(within(rejections).getByTestId('rejection-reasons')).toHaveTextContent('정답 불일치 · 3건너무 빠른 완료 · 1건');
    const evidence = within(within(rejections).getByRole('table')).getAllByRole('row');
    // Korea time, the line, the reason, what was answered, how soon after the click; no participant.
    expect(evidence[1]).toHaveTextContent(/2026. 12. 2. 오후 2:10.*쇼핑 트래픽.*정답 불일치.*입력한 답: 무료배송.*클릭 후 41초/);
    expect(evidence[2]).toHaveTextContent(/2026. 12. 1. 오후 12:00.*너무 빠른 완료.*클릭 후 2초/);
  });

  it('words the change log: Korea time, status labels and won amounts, each row’s line', async () => {
    renderDetail();
    const table = await screen.findByTestId('campaign-log');
    await within(table).findByText('₩5,390 → ₩0');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/2026. 12. 2. 오전 12:05.*쇼핑 트래픽.*예치 포인트.*₩5,390 → ₩0.*시스템.*2026-12-01 정산/);
    expect(rows[2]).toHaveTextContent(/2026. 11. 30. 오전 10:00.*상태.*검수 대기 → 진행 중.*customer1/);
    expect(rows[3]).toHaveTextContent(/2026. 11. 30. 오전 9:30.*등록.*검수 대기/);
    expect(table).not.toHaveTextContent('PENDING');
    expect(lastRequest('GET', 'assistant/campaingns/1/logs')?.query).toEqual({ page: '1', page_size: '10' });
  });

  it('pauses a running line and cancels the campaign with the refund rule explained, then reloads it', async () => {
    const user = userEvent.setup();
    renderDetail([
      api.put('admin/ads/:id', ({ params }) => ({ message: adMessages.paused, ad: ad(Number(params.id), { status: 'PAUSED' }) })),
      api.delete('assistant/campaingns/1', { message: adMessages.cancelledAfterStart, campaign: campaignDetail(1).campaign, released: 0 }),
    ]);
    await user.click(await screen.findByTestId('pause-10'));
    await waitFor(() => expect(lastRequest('PUT', 'admin/ads/10')?.body).toEqual({ action: 'pause' }));
    expect(await screen.findByText(adMessages.paused)).toBeInTheDocument();
    await waitFor(() => expect(sentRequests('GET', 'assistant/campaingns/1').length).toBeGreaterThan(1));

    await user.click(screen.getByTestId('campaign-cancel'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog).toHaveTextContent('이미 시작된 캠페인입니다.');
    await user.click(within(dialog).getAllByRole('button').at(-1)!);
    expect(await screen.findByText(adMessages.cancelledAfterStart)).toBeInTheDocument();
    expect(sentRequests('DELETE', 'assistant/campaingns/1')).toHaveLength(1);
  });

  it('says so when the campaign cannot be read (another customer’s is a 404)', async () => {
    renderDetail([api.get('assistant/campaingns/1', apiError(404, adMessages.notFound))]);
    expect(await screen.findByText('캠페인을 불러오지 못했습니다.')).toBeInTheDocument();
    expect(screen.getByText(adMessages.notFound)).toBeInTheDocument();
  });

  it('asks a guest to sign up instead of loading a campaign', async () => {
    renderDetail([], 'guest');
    expect(await screen.findByTestId('guest-campaign-notice')).toBeInTheDocument();
    expect(sentRequests('GET', 'assistant/campaingns/1')).toHaveLength(0);
  });
});
