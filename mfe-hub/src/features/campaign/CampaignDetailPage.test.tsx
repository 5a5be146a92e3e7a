import { screen, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { adMessages } from '@nurly/contracts';
import type { AdLog } from '@nurly/contracts/schemas';
import { api, apiError, pageOf, renderRemote } from '@nurly/shared/testing';
import definition from '../../routes';
import { RewardCampaignPage } from './CampaignDetailPage';
import { campaignDetail } from '@nurly/domain-ui/testing';

jest.setTimeout(30_000);

const logs: AdLog[] = [
  {
    id: 2,
    ad_id: 7,
    actor: { id: 1, username: 'admin' },
    field: 'status',
    before: 'PENDING',
    after: 'ACTIVE',
    reason: null,
    created_at: '2026-11-19T02:00:00Z',
  },
  {
    id: 1,
    ad_id: 7,
    actor: { id: 9, username: 'hubadmin' },
    field: 'hold',
    before: '0',
    after: '42350',
    reason: null,
    created_at: '2026-11-19T01:00:00Z',
  },
];

/** Campaign 70 as its hub client sees it on the reward site; `detail` answers its read, `history` its log. */
const renderDetail = (detail: RequestHandler = api.get('assistant/campaingns/70', campaignDetail(70)), history = logs) =>
  renderRemote(<RewardCampaignPage />, {
    remote: definition,
    user: 'HUB_CLIENT',
    variant: 'reward',
    path: '/campaign/70',
    routePath: '/campaign/:id',
    handlers: [detail, api.get('assistant/campaingns/70/logs', pageOf(history))],
  });

describe('reward /campaign/:id (a hub client’s campaign)', () => {
  it('shows the same detail as the default site: settled apart from 예정, days with rank, rejections and their evidence, the log in words', async () => {
    renderDetail();
    expect(await screen.findByTestId('campaign-settled')).toHaveTextContent('₩3,658');
    expect(screen.getByTestId('campaign-estimated')).toHaveTextContent('₩1,617 예정');
    expect(screen.getByText('허브 등록')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '목록으로' })).toHaveAttribute('href', '/');

    const line = screen.getByTestId('campaign-line-7');
    expect(line).toHaveTextContent('쇼핑 트래픽 · 일 100건 · 단가 ₩38.5');
    expect(within(line).getByTestId('line-totals-7')).toHaveTextContent('완료 137건 · 거절 5건 · 차감 ₩3,658 · 예정 ₩1,617');
    const days = within(line).getAllByRole('row');
    expect(days[1]).toHaveTextContent(/2026\. 11\. 23\..*42.*2.*너무 빠른 완료 2.*₩1,617.*예정.*9위/);
    expect(days[2]).toHaveTextContent(/2026\. 11\. 22\..*95.*3.*정답 불일치 3.*₩3,658.*9위/);

    const rejections = screen.getByTestId('campaign-rejections');
    expect(within(rejections).getByTestId('rejection-reasons')).toHaveTextContent('정답 불일치 · 3건너무 빠른 완료 · 2건');
    const evidence = within(rejections).getAllByRole('row');
    expect(evidence[1]).toHaveTextContent(/2026. 11. 23. 오전 10:00.*쇼핑 트래픽.*너무 빠른 완료.*클릭 후 2초/);
    expect(evidence[2]).toHaveTextContent(/2026. 11. 22. 오후 12:30.*정답 불일치.*입력한 답: 모름.*클릭 후 50초/);

    const log = screen.getByTestId('campaign-log');
    expect(await within(log).findByText('검수 대기 → 진행 중')).toBeInTheDocument();
    const rows = within(log).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/2026. 11. 19. 오전 11:00.*쇼핑 트래픽.*상태.*검수 대기 → 진행 중.*admin/);
    expect(rows[2]).toHaveTextContent(/2026. 11. 19. 오전 10:00.*예치 포인트.*₩0 → ₩42,350.*hubadmin/);
  });

  it('says so when the campaign cannot be read', async () => {
    renderDetail(api.get('assistant/campaingns/70', apiError(404, adMessages.notFound)), []);
    expect(await screen.findByTestId('campaign-error')).toHaveTextContent(adMessages.notFound);
    expect(screen.getByText('캠페인을 불러오지 못했습니다.')).toBeInTheDocument();
  });
});
