import { screen, waitFor, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { adMessages } from '@nurly/contracts';
import { api, apiError, lastRequest, pageOf, renderRemote, sentRequests } from '@nurly/shared/testing';
import definition from '../routes';
import { ad, adOptions } from '../test/fixtures';
import AdminShoppingPage from '../features/admin-ads/AdminShoppingPage';

// The drawer loads the chart library on first open: allow a busy machine.
jest.setTimeout(60_000);

const ads = [ad(1), ad(2, { status: 'ACTIVE', delivery: 'SERVING' })];

/** The staff desk with ad `id`'s drawer open (its history, log and reports empty). */
async function openDrawer(id: number, extra: RequestHandler[] = []) {
  const user = userEvent.setup();
  renderRemote(<AdminShoppingPage />, {
    remote: definition,
    user: 'NURLY_ADMIN',
    path: '/admin/shopping',
    handlers: [
      ...extra,
      api.get('admin/ads', pageOf(ads)),
      api.get('admin/options', adOptions()),
      api.get('admin/ads/:id/histories', pageOf([])),
      api.get('admin/ads/:id/logs', pageOf([])),
      api.get('admin/ads/:id/options', pageOf([])),
    ],
  });
  await screen.findByText(`캠핑 의자 ${id}`);
  // The rows render again once the desk's options arrive: click a row of the settled table.
  await waitFor(() => expect(screen.getByTestId('counter-total')).toHaveTextContent('전체 3'));
  await waitFor(() => expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'false'));
  await user.click(screen.getByText(`캠핑 의자 ${id}`));
  const drawer = await screen.findByTestId('ad-detail', {}, { timeout: 10_000 });
  return { user, drawer };
}

const confirmBox = () => screen.findByTestId('confirm-dialog');

/** The confirm dialog asks `question` and says `text`; nothing is sent before it is confirmed, then it is. */
async function confirmReview(user: UserEvent, question: string, text: string) {
  const dialog = await confirmBox();
  expect(within(dialog).getByText(question)).toBeInTheDocument();
  expect(dialog).toHaveTextContent(text);
  expect(sentRequests('PUT', /^admin\/ads\/\d+$/)).toHaveLength(0);
  await user.click(within(dialog).getByRole('button', { name: '확 인' }));
}

describe('staff review in the ad drawer', () => {
  it('approves the opened ad after the confirm dialog, toasts the server message and shows the new status', async () => {
    const approved = ad(1, { status: 'ACTIVE', delivery: 'NOT_STARTED' });
    const { user, drawer } = await openDrawer(1, [api.put('admin/ads/1', { message: adMessages.approved, ad: approved })]);
    expect(within(drawer).getByTestId('status-badge')).toHaveTextContent('검수 대기');
    const listCalls = sentRequests('GET', 'admin/ads').length;

    await user.click(within(drawer).getByTestId('review-approve'));
    await confirmReview(user, '광고를 승인하시겠습니까?', '#1 캠핑 의자 1 (현우네 꽃집 1) 광고를 승인하면');

    expect(await screen.findByText(adMessages.approved)).toBeInTheDocument();
    expect(sentRequests('PUT', /^admin\/ads\/\d+$/).map((request) => [request.path, request.body])).toEqual([
      ['admin/ads/1', { action: 'approve' }],
    ]);
    await waitFor(() => expect(within(drawer).getByTestId('status-badge')).toHaveTextContent('진행 중'));
    expect(within(drawer).getByText('시작 전')).toBeInTheDocument();
    // Reviewed: no second approval from the same drawer; the desk's list reloads.
    expect(within(drawer).queryByTestId('review-actions')).not.toBeInTheDocument();
    await waitFor(() => expect(sentRequests('GET', 'admin/ads').length).toBeGreaterThan(listCalls));
  });

  it('sends nothing when the approval is cancelled', async () => {
    const { user, drawer } = await openDrawer(1);
    await user.click(within(drawer).getByTestId('review-approve'));
    await user.click(within(await confirmBox()).getByRole('button', { name: '취 소' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).not.toBeInTheDocument());
    expect(sentRequests('PUT', /^admin\/ads\/\d+$/)).toHaveLength(0);
    expect(within(drawer).getByTestId('status-badge')).toHaveTextContent('검수 대기');
  });

  it('refuses a reject without a reason in Korean, then rejects with it after the confirm dialog', async () => {
    const rejected = ad(1, { status: 'REJECTED', status_reason: '상품 품절', delivery: 'FINISHED', hold: 0 });
    const { user, drawer } = await openDrawer(1, [api.put('admin/ads/1', { message: adMessages.rejected, ad: rejected })]);

    await user.click(within(drawer).getByTestId('review-reject'));
    const reasonDialog = await screen.findByTestId('review-reject-dialog');
    expect(within(reasonDialog).getByText('광고 #1 반려')).toBeInTheDocument();
    await user.click(within(reasonDialog).getByTestId('review-reject-submit'));
    expect(await within(reasonDialog).findByText(adMessages.reasonRequired)).toBeInTheDocument();
    // Spaces alone are no reason either.
    await user.type(within(reasonDialog).getByTestId('review-reason'), '   ');
    await user.click(within(reasonDialog).getByTestId('review-reject-submit'));
    expect(await within(reasonDialog).findByText(adMessages.reasonRequired)).toBeInTheDocument();
    expect(screen.queryByTestId('confirm-dialog')).not.toBeInTheDocument();
    expect(sentRequests('PUT', /^admin\/ads\/\d+$/)).toHaveLength(0);

    await user.clear(within(reasonDialog).getByTestId('review-reason'));
    await user.type(within(reasonDialog).getByTestId('review-reason'), ' 상품 품절 ');
    await user.click(within(reasonDialog).getByTestId('review-reject-submit'));
    await confirmReview(user, '광고를 반려하시겠습니까?', '사유: 상품 품절');

    expect(await screen.findByText(adMessages.rejected)).toBeInTheDocument();
    expect(lastRequest('PUT', 'admin/ads/1')?.body).toEqual({ action: 'reject', reason: '상품 품절' });
    await waitFor(() => expect(screen.queryByTestId('review-reject-dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(drawer).getByTestId('status-badge')).toHaveTextContent('반려'));
    expect(within(drawer).getByText('상품 품절')).toBeInTheDocument();
    expect(within(drawer).queryByTestId('review-actions')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal and keeps the ad as it was', async () => {
    const { user, drawer } = await openDrawer(1, [api.put('admin/ads/1', () => apiError(409, adMessages.transitionRefused))]);
    await user.click(within(drawer).getByTestId('review-approve'));
    await user.click(within(await confirmBox()).getByRole('button', { name: '확 인' }));
    expect(await screen.findByText(adMessages.transitionRefused)).toBeInTheDocument();
    expect(within(drawer).getByTestId('status-badge')).toHaveTextContent('검수 대기');
    expect(within(drawer).getByTestId('review-actions')).toBeInTheDocument();
  });

  it('offers no review on an ad that is not pending', async () => {
    const { drawer } = await openDrawer(2);
    expect(within(drawer).getByTestId('status-badge')).toHaveTextContent('진행 중');
    expect(within(drawer).queryByTestId('review-actions')).not.toBeInTheDocument();
  });
});
