import { screen, waitFor, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import userEvent from '@testing-library/user-event';
import { adMessages } from '@nurly/contracts';
import type { Campaign } from '@nurly/contracts/schemas';
import { api, lastRequest, pageOf, renderRemote, sentRequests } from '@nurly/shared/testing';
import definition from '../../routes';
import { ad } from '../../test/fixtures';
import { campaign, lowBalance } from './fixtures';
import CampaignListPage from './CampaignListPage';

jest.setTimeout(30_000);

const notStarted = campaign(1, { status: 'PENDING', refundable: true, hold: 26_950, spent: 0 });
const running = campaign(2, { refundable: false, hold: 30_000 });

const renderList = (rows: Campaign[] = [notStarted, running], path = '/campaign/list', extra = [] as RequestHandler[]) =>
  renderRemote(<CampaignListPage />, {
    remote: definition,
    path,
    handlers: [
      ...(extra ?? []),
      api.get('point/low-balance', lowBalance()),
      api.get('assistant/campaingns', ({ query }) => pageOf(rows.filter((row) => !query.status || row.status === query.status))),
    ],
  });

describe('/campaign/list', () => {
  it('warns when the available balance is below the next days’ scheduled spend, with a link to top up', async () => {
    renderList(undefined, undefined, [api.get('point/low-balance', lowBalance(true))]);
    const notice = await screen.findByTestId('low-balance-notice');
    expect(notice).toHaveTextContent('포인트 잔액이 부족합니다');
    expect(notice).toHaveTextContent('사용 가능 포인트(₩3,050)가 앞으로 2일간 예정된 광고비(₩15,400)보다 적습니다.');
    expect(within(notice).getByRole('link', { name: '충전하기' })).toHaveAttribute('href', '/point/buy');
  });

  it('shows no notice while the balance covers the next days', async () => {
    renderList();
    expect(await screen.findByTestId('cancel-1')).toBeInTheDocument();
    await waitFor(() => expect(sentRequests('GET', 'point/low-balance')).toHaveLength(1));
    expect(screen.queryByTestId('low-balance-notice')).not.toBeInTheDocument();
  });

  it('explains the refund before the start: the whole hold comes back, then cancels', async () => {
    const user = userEvent.setup();
    renderList(undefined, undefined, [
      api.delete('assistant/campaingns/1', {
        message: adMessages.cancelledBeforeStart,
        campaign: { ...notStarted, status: 'CANCELLED' },
        released: 26_950,
      }),
    ]);
    await user.click(await screen.findByTestId('cancel-1'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog).toHaveTextContent('아직 시작 전인 캠페인입니다.');
    expect(dialog).toHaveTextContent('예치된 ₩26,950이 모두 포인트로 반환되며, 비용은 차감되지 않습니다.');
    await user.click(within(dialog).getAllByRole('button').at(-1)!);
    expect(await screen.findByText(adMessages.cancelledBeforeStart)).toBeInTheDocument();
    expect(sentRequests('DELETE', 'assistant/campaingns/1')).toHaveLength(1);
  });

  it('explains the refund after the start: future days back, run days charged; cancelling the dialog sends nothing', async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByTestId('cancel-2'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog).toHaveTextContent('이미 시작된 캠페인입니다.');
    expect(dialog).toHaveTextContent('남은 기간의 포인트(₩30,000 중 미사용분)가 반환');
    expect(dialog).toHaveTextContent('이미 진행된 날은 실제 수행량만큼 차감됩니다.');
    await user.click(within(dialog).getAllByRole('button')[0]);
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).not.toBeInTheDocument());
    expect(sentRequests('DELETE', /assistant\/campaingns/)).toHaveLength(0);
  });

  it('shows each line’s status, today’s progress and pauses or resumes it', async () => {
    const user = userEvent.setup();
    const paused = campaign(3, { status: 'PAUSED', lines: [ad(30, { status: 'PAUSED', delivery: 'PAUSED', campaign_id: 3 })] });
    renderList([running, paused], '/campaign/list', [
      api.put('admin/ads/:id', ({ params, body }) => ({ message: adMessages.paused, ad: ad(Number(params.id)), body })),
    ]);
    const line = await screen.findByTestId('line-20');
    expect(within(line).getByTestId('status-badge')).toHaveTextContent('진행 중');
    expect(line).toHaveTextContent('오늘 40 / 100');
    await user.click(within(line).getByTestId('pause-20'));
    await waitFor(() => expect(lastRequest('PUT', 'admin/ads/20')?.body).toEqual({ action: 'pause' }));
    expect(await screen.findByText(adMessages.paused)).toBeInTheDocument();
    await user.click(screen.getByTestId('resume-30'));
    await waitFor(() => expect(lastRequest('PUT', 'admin/ads/30')?.body).toEqual({ action: 'resume' }));
  });

  it('shows who paused a line and why; a line the desk paused offers no resume, the owner’s own pause does', async () => {
    const held = ad(40, { status: 'PAUSED', delivery: 'PAUSED', campaign_id: 4, paused_by: 'STAFF', status_reason: '상품 정보 확인 필요' });
    const own = ad(41, { status: 'PAUSED', delivery: 'PAUSED', campaign_id: 4, paused_by: 'OWNER', status_reason: '재고 확인 중' });
    renderList([campaign(4, { status: 'PAUSED', lines: [held, own] })]);
    const heldLine = await screen.findByTestId('line-40');
    expect(within(heldLine).getByTestId('paused-by')).toHaveTextContent('관리자 일시정지: 상품 정보 확인 필요');
    expect(within(heldLine).queryByTestId('resume-40')).not.toBeInTheDocument();
    const ownLine = screen.getByTestId('line-41');
    expect(within(ownLine).getByTestId('paused-by')).toHaveTextContent('광고주 일시정지: 재고 확인 중');
    expect(within(ownLine).getByTestId('resume-41')).toBeInTheDocument();
  });

  it('keeps the status filter in the URL and offers the first campaign when there is none', async () => {
    const user = userEvent.setup();
    const { location, unmount } = renderList();
    await screen.findByTestId('cancel-1');
    await user.selectOptions(screen.getByTestId('campaign-status-filter'), 'PENDING');
    await waitFor(() =>
      expect(lastRequest('GET', 'assistant/campaingns')?.query).toEqual({ page: '1', page_size: '10', status: 'PENDING' }),
    );
    expect(location().search).toBe('?status=PENDING');
    await waitFor(() => expect(screen.queryByTestId('cancel-2')).not.toBeInTheDocument());
    unmount();

    renderList([]);
    expect(await screen.findByText('등록한 캠페인이 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '첫 캠페인 등록하기' })).toHaveAttribute('href', '/campaign/add');
  });
});
