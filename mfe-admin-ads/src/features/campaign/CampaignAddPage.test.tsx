import { screen, waitFor, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import userEvent from '@testing-library/user-event';
import { adMessages, seoulDayOf, shiftDay } from '@nurly/contracts';
import type { MyProduct } from '@nurly/contracts/schemas';
import { api, apiError, lastRequest, pageOf, renderRemote, sentRequests } from '@nurly/shared/testing';
import definition from '../../routes';
import { campaign, campaignProducts } from './fixtures';
import CampaignAddPage from './CampaignAddPage';

jest.setTimeout(30_000);

const myProduct: MyProduct = {
  id: 5,
  productId: '84500000005',
  type: 'shopping',
  title: '캠핑 의자',
  url: 'https://smartstore.naver.com/nurly/products/84500000005',
  malls: ['누리몰'],
  extended: false,
  main_keyword_id: 50,
  main_keyword: '접이식 캠핑 의자',
  keywords: [],
  created_at: '2026-11-20T10:00:00+09:00',
};

const renderPage = (available = 1_000_000, extra: RequestHandler[] = []) =>
  renderRemote(<CampaignAddPage />, {
    remote: definition,
    path: '/campaign/add',
    handlers: [
      ...(extra ?? []),
      api.get('assistant/campaingns/products', campaignProducts(available, 5_000)),
      api.get('naver/products', pageOf([myProduct])),
    ],
  });

async function chooseTraffic(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('checkbox', { name: '쇼핑 트래픽' }));
}

describe('/campaign/add', () => {
  it('shows the rules’ Korean messages under their fields and sends nothing', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('checkbox', { name: '쇼핑 트래픽' });
    await user.click(screen.getByTestId('ad-submit'));
    expect(await screen.findByTestId('keyword-error')).toHaveTextContent(adMessages.keywordRequired);
    expect(screen.getByTestId('mid-error')).toHaveTextContent(adMessages.targetRequired);
    expect(screen.getByTestId('rewards-error')).toHaveTextContent(adMessages.linesRequired);

    await user.type(screen.getByTestId('ad-mid'), '1234');
    await chooseTraffic(user);
    await user.clear(screen.getByTestId('volume-naverapp'));
    await user.type(screen.getByTestId('volume-naverapp'), '0');
    await user.click(screen.getByTestId('ad-submit'));
    expect(await screen.findByTestId('mid-error')).toHaveTextContent(adMessages.midInvalid);
    expect(screen.getByTestId('volume-naverapp-error')).toHaveTextContent(adMessages.volumeOutOfRange);
    // A verifying product needs its question and answers.
    await user.click(screen.getByRole('checkbox', { name: '쇼핑 찜' }));
    await user.click(screen.getByTestId('ad-submit'));
    expect(await screen.findByTestId('question-error')).toHaveTextContent(adMessages.answerRequired);
    expect(sentRequests('POST', 'admin/ads')).toHaveLength(0);
  });

  it('estimates volume × days × price live and warns, with a top-up link, when the available balance is short', async () => {
    const user = userEvent.setup();
    renderPage(20_000);
    await chooseTraffic(user);
    // 100 a day × 7 days (today to today + 6) × ₩38.5 = ₩3,850 a day.
    expect(await screen.findByTestId('estimate-naverapp')).toHaveTextContent('쇼핑 트래픽: 100건 × 7일 × ₩38.5');
    expect(screen.getByTestId('estimate-total')).toHaveTextContent('₩26,950');
    expect(screen.getByTestId('estimate-available')).toHaveTextContent('₩20,000');
    const warning = screen.getByTestId('over-budget');
    expect(warning).toHaveTextContent('사용 가능한 포인트가 ₩6,950 부족합니다.');
    expect(within(warning).getByRole('link', { name: '포인트 충전하기' })).toHaveAttribute('href', '/point/buy');
    expect(screen.getByTestId('ad-submit')).toBeDisabled();

    await user.clear(screen.getByTestId('volume-naverapp'));
    await user.type(screen.getByTestId('volume-naverapp'), '3');
    // ceil(3 × 38.5) = 116원 a day.
    expect(screen.getByTestId('estimate-total')).toHaveTextContent('₩812');
    expect(screen.queryByTestId('over-budget')).not.toBeInTheDocument();
    expect(screen.getByTestId('ad-submit')).toBeEnabled();
  });

  it('puts a server error under the field it names; a single line’s daily_volume under that line', async () => {
    const user = userEvent.setup();
    renderPage(1_000_000, [
      api.post('admin/ads', () => apiError(409, adMessages.duplicateActiveLine, 'keyword'), { once: true }),
      api.post('admin/ads', () => apiError(400, adMessages.volumeOutOfRange, 'daily_volume'), { once: true }),
    ]);
    await user.type(await screen.findByTestId('ad-keyword'), '캠핑 의자');
    await user.type(screen.getByTestId('ad-mid'), '84500000001');
    await chooseTraffic(user);
    await user.click(screen.getByTestId('ad-submit'));
    expect(await screen.findByTestId('keyword-error')).toHaveTextContent(adMessages.duplicateActiveLine);

    await user.click(screen.getByTestId('ad-submit'));
    expect(await screen.findByTestId('volume-naverapp-error')).toHaveTextContent(adMessages.volumeOutOfRange);
    expect(sentRequests('POST', 'admin/ads')).toHaveLength(2);
  });

  it('fills the target from my products, sends the campaign and goes to the list', async () => {
    const user = userEvent.setup();
    const today = seoulDayOf(new Date());
    renderPage(1_000_000, [api.post('admin/ads', { message: adMessages.created, campaign: campaign(1, { status: 'PENDING' }) })]);
    await user.click(await screen.findByTestId('open-picker'));
    await user.click(await screen.findByTestId('pick-5'));
    expect(screen.getByTestId('ad-mid')).toHaveValue('84500000005');
    expect(screen.getByTestId('ad-keyword')).toHaveValue('접이식 캠핑 의자');
    await chooseTraffic(user);
    await user.click(screen.getByTestId('ad-submit'));

    expect(await screen.findByText(adMessages.created)).toBeInTheDocument();
    expect(await screen.findByTestId('navigated-away')).toHaveTextContent('/campaign/list');
    expect(lastRequest('POST', 'admin/ads')?.body).toEqual({
      channel: 'NAVER_SHOPPING',
      keyword: '접이식 캠핑 의자',
      mid: '84500000005',
      store_name: '누리몰',
      url: 'https://smartstore.naver.com/nurly/products/84500000005',
      rewards: [{ product_code: 'naverapp', daily_volume: 100 }],
      start_date: today,
      end_date: shiftDay(today, 6),
    });
  });

  it('offers place products only for a place, and sign-up to a guest', async () => {
    const user = userEvent.setup();
    const { unmount } = renderPage();
    await screen.findByRole('checkbox', { name: '쇼핑 트래픽' });
    await user.click(screen.getByTestId('channel-NAVER_PLACE'));
    expect(await screen.findByRole('checkbox', { name: '플레이스 저장' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: '쇼핑 트래픽' })).not.toBeInTheDocument();
    expect(screen.getByTestId('ad-place-id')).toBeInTheDocument();
    unmount();

    renderRemote(<CampaignAddPage />, { remote: definition, path: '/campaign/add', user: 'guest' });
    expect(await screen.findByTestId('guest-campaign-notice')).toHaveTextContent('회원가입 후 캠페인을 등록할 수 있습니다');
    await waitFor(() => expect(sentRequests('GET', 'assistant/campaingns/products')).toHaveLength(1));
  });
});
