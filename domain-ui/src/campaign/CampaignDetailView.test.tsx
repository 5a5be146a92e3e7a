import { Button } from '@chakra-ui/react';
import { screen, within } from '@testing-library/react';
import { adMessages } from '@nurly/contracts';
import { i18n } from '@nurly/shared';
import { api, apiError, pageOf, renderRemote } from '@nurly/shared/testing';
import { DOMAIN_UI_NAMESPACE } from '../i18n';
import { campaignDetail, logs } from '../test/fixtures';
import { CampaignDetailView } from './CampaignDetailView';
import HistoryChart from './HistoryChart';

jest.setTimeout(30_000);

const handlers = (detail = campaignDetail(70)) => [
  api.get('assistant/campaingns/70', detail),
  api.get('assistant/campaingns/70/logs', pageOf(logs)),
];

const renderView = (ui = <CampaignDetailView id={70} />, extra = handlers()) =>
  renderRemote(ui, { path: '/campaign/70', routePath: '/campaign/:id', handlers: extra });

describe('CampaignDetailView', () => {
  it('shows the summary, each line day by day, the rejections and the log in words, in its own namespace', async () => {
    renderView();
    expect(await screen.findByTestId('campaign-settled')).toHaveTextContent('₩3,658');
    expect(screen.getByTestId('campaign-estimated')).toHaveTextContent('₩1,617 예정');
    expect(screen.getByRole('heading', { level: 1, name: '캠페인 상세' })).toBeInTheDocument();
    expect(screen.getByText('허브 등록')).toBeInTheDocument();
    expect(screen.getByText('MID 84500000007 · 누리몰')).toBeInTheDocument();

    const line = screen.getByTestId('campaign-line-7');
    expect(line).toHaveTextContent('쇼핑 트래픽 · 일 100건 · 단가 ₩38.5');
    expect(within(line).getByTestId('status-badge')).toHaveTextContent('진행 중');
    expect(within(line).getByTestId('line-totals-7')).toHaveTextContent('완료 137건 · 거절 5건 · 차감 ₩3,658 · 예정 ₩1,617');
    // No chart unless the remote passes one (recharts stays out of a remote that shows none).
    expect(within(line).queryByTestId('history-chart')).not.toBeInTheDocument();
    const days = within(line).getAllByRole('row');
    expect(days[1]).toHaveTextContent(/2026\. 11\. 23\..*42.*2.*너무 빠른 완료 2.*₩1,617.*예정.*9위/);
    expect(within(days[2]).getByTestId('charge-2026-11-22')).toHaveTextContent(/^₩3,658$/);

    const rejections = screen.getByTestId('campaign-rejections');
    expect(within(rejections).getByTestId('rejection-reasons')).toHaveTextContent('정답 불일치 · 3건너무 빠른 완료 · 2건');
    const evidence = within(rejections).getAllByRole('row');
    expect(evidence[2]).toHaveTextContent(/2026. 11. 22. 오후 12:30.*쇼핑 트래픽.*정답 불일치.*입력한 답: 모름.*클릭 후 50초/);

    const log = screen.getByTestId('campaign-log');
    expect(await within(log).findByText('₩5,390 → ₩0')).toBeInTheDocument();
    const rows = within(log).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/2026. 11. 23. 오전 12:05.*쇼핑 트래픽.*예치 포인트.*₩5,390 → ₩0.*시스템.*2026-11-22 정산/);
    expect(rows[2]).toHaveTextContent(/2026. 11. 19. 오전 11:00.*상태.*검수 대기 → 진행 중.*admin/);
    expect(rows[3]).toHaveTextContent(/2026. 11. 19. 오전 10:00.*등록.*검수 대기.*hubadmin/);
    expect(log).not.toHaveTextContent('PENDING');
    expect(i18n.getResource('en', DOMAIN_UI_NAMESPACE, 'campaign.rejections.title')).toBe('Rejections by reason');
  });

  it('takes what differs per remote: the title buttons (given the campaign), a line’s status and buttons, the chart', async () => {
    renderView(
      <CampaignDetailView
        id={70}
        chart={HistoryChart}
        actions={(campaign) => <Button data-testid="title-action">{campaign ? campaign.keyword : 'loading'}</Button>}
        lineStatus={(line) => <span data-testid={`own-status-${line.id}`}>{line.delivery}</span>}
        lineActions={(line) => <Button data-testid={`pause-${line.id}`}>pause</Button>}
      />,
    );
    const line = await screen.findByTestId('campaign-line-7');
    expect(screen.getByTestId('title-action')).toHaveTextContent('캠핑 의자');
    expect(within(line).getByTestId('own-status-7')).toHaveTextContent('SERVING');
    expect(within(line).queryByTestId('status-badge')).not.toBeInTheDocument();
    expect(within(line).getByTestId('pause-7')).toBeInTheDocument();
    expect(within(line).getByRole('img', { name: '일별 완료 수(막대)와 키워드 순위(선, 1위가 위)' })).toBeInTheDocument();
  });

  it('says so when the campaign cannot be read', async () => {
    renderView(undefined, [
      api.get('assistant/campaingns/70', apiError(404, adMessages.notFound)),
      api.get('assistant/campaingns/70/logs', pageOf([])),
    ]);
    const alert = await screen.findByTestId('campaign-error');
    expect(alert).toHaveTextContent('캠페인을 불러오지 못했습니다.');
    expect(alert).toHaveTextContent(adMessages.notFound);
  });
});
