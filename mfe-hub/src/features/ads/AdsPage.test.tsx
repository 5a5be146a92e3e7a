import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import type { ReactElement } from 'react';
import { adMessages, hubAdMessages, type Variant } from '@nurly/contracts';
import type { Ad } from '@nurly/contracts/schemas';
import { api, apiError, lastRequest, pageOf, renderRemote, sentRequests, type TestUser } from '@nurly/shared/testing';
import definition from '../../routes';
import { bulkReport, history, hubAd, hubClients } from './fixtures';
import { HubPlacePage, HubShoppingPage, RewardShoppingPage } from './pages';

jest.setTimeout(30_000);

const ads = [
  hubAd(1),
  hubAd(2, { status: 'PAUSED', delivery: 'PAUSED', today: { day: '2026-11-23', target: 0, clicks: 0, completions: 0, rejections: 0 } }),
  hubAd(3, { status: 'PENDING', delivery: 'IN_REVIEW', rank: null }),
];

const listHandler = (rows: Ad[] = ads) =>
  api.get('hub/ads', ({ query }) => pageOf(rows.filter((row) => !query.status || row.status === query.status)));

/** An ads page as `user` sees it on the `variant` site at `path`, the API answered by `handlers`. */
const renderAds = (ui: ReactElement, user: TestUser, variant: Variant, path: string, handlers: RequestHandler[]) =>
  renderRemote(ui, { remote: definition, user, variant, path, handlers });

const renderHub = (path = '/shopping', extra: RequestHandler[] = []) =>
  renderAds(<HubShoppingPage />, 'HUB_ADMIN', 'hub', path, [...extra, listHandler(), api.get('hub/ads/clients', { results: hubClients })]);

describe('hub console ads (/shopping, /place)', () => {
  it('lists the channel’s ads with client, today’s progress, rank and status; filters live in the URL', async () => {
    const user = userEvent.setup();
    const { location } = renderHub();
    const row = await screen.findByRole('row', { name: /캠핑 의자 1/ });
    expect(row).toHaveTextContent(/이은지 상점.*쇼핑 트래픽.*캠핑 의자 1.*누리몰.*100.*42 \/ 100.*7위.*진행 중/);
    expect(screen.getByTestId('status-2')).toHaveTextContent('일시 중지');
    expect(screen.getByTestId('status-3')).toHaveTextContent('검수 대기');
    expect(lastRequest('GET', 'hub/ads')?.query).toMatchObject({ channel: 'NAVER_SHOPPING', page: '1', page_size: '25' });

    await user.selectOptions(screen.getByTestId('filter-status'), 'PAUSED');
    await waitFor(() => expect(lastRequest('GET', 'hub/ads')?.query.status).toBe('PAUSED'));
    await user.selectOptions(await screen.findByTestId('filter-client'), '31');
    await waitFor(() => expect(lastRequest('GET', 'hub/ads')?.query.client_id).toBe('31'));
    expect(location().search).toContain('status=PAUSED');
    await user.type(screen.getByTestId('filter-search'), '캠핑');
    await waitFor(() => expect(lastRequest('GET', 'hub/ads')?.query.search).toBe('캠핑'));
  });

  it('the place page asks for place ads', async () => {
    renderAds(<HubPlacePage />, 'HUB_ADMIN', 'hub', '/place', [listHandler([]), api.get('hub/ads/clients', { results: hubClients })]);
    expect(await screen.findByRole('heading', { level: 1, name: '플레이스 상품 관리' })).toBeInTheDocument();
    await waitFor(() => expect(lastRequest('GET', 'hub/ads')?.query.channel).toBe('NAVER_PLACE'));
    expect(await screen.findByText('등록된 광고가 없습니다. 광고를 등록해보세요.')).toBeInTheDocument();
  });

  it('registers an ad for a client; the server’s field error lands under the field and nothing typed is lost', async () => {
    // No pause between keystrokes: this test types a dozen fields.
    const user = userEvent.setup({ delay: null });
    let calls = 0;
    renderHub('/shopping', [
      api.post('hub/ads', () => {
        calls += 1;
        return calls === 1 ? apiError(400, adMessages.midInvalid, 'mid') : { message: adMessages.created, campaign: {} as never };
      }),
    ]);
    await user.click(await screen.findByTestId('open-register'));
    const dialog = await screen.findByTestId('register-dialog');
    await user.click(within(dialog).getByTestId('register-submit'));
    expect(await within(dialog).findByTestId('client_id-error')).toHaveTextContent('필수 입력 항목입니다.');
    expect(within(dialog).getByTestId('mid-error')).toHaveTextContent('상품 MID 또는 상품 URL을 입력해주세요.');
    expect(sentRequests('POST', 'hub/ads')).toHaveLength(0);

    await user.selectOptions(within(dialog).getByTestId('register-client'), '31');
    await user.selectOptions(within(dialog).getByTestId('register-product'), 'naverapp');
    await user.type(within(dialog).getByTestId('register-keyword'), '캠핑 의자');
    await user.type(within(dialog).getByTestId('register-mid'), '1234567');
    await user.type(within(dialog).getByTestId('register-url'), 'http://smartstore.naver.com/a');
    await user.type(within(dialog).getByTestId('register-volume'), '50');
    await user.click(within(dialog).getByTestId('register-submit'));
    // The contract's rules (the server's) refuse the MID before anything is sent, then the http URL.
    expect(await within(dialog).findByTestId('mid-error')).toHaveTextContent(adMessages.midInvalid);
    await user.clear(within(dialog).getByTestId('register-mid'));
    await user.type(within(dialog).getByTestId('register-mid'), '84512345678');
    await user.click(within(dialog).getByTestId('register-submit'));
    expect(await within(dialog).findByTestId('url-error')).toHaveTextContent(adMessages.productUrlInvalid);
    expect(sentRequests('POST', 'hub/ads')).toHaveLength(0);

    await user.clear(within(dialog).getByTestId('register-url'));
    await user.click(within(dialog).getByTestId('register-submit'));
    expect(await within(dialog).findByTestId('mid-error')).toHaveTextContent(adMessages.midInvalid);
    const body = lastRequest('POST', 'hub/ads')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      client_id: 31,
      channel: 'NAVER_SHOPPING',
      product_code: 'naverapp',
      keyword: '캠핑 의자',
      mid: '84512345678',
      daily_volume: 50,
    });
    expect(within(dialog).getByTestId('register-keyword')).toHaveValue('캠핑 의자');

    await user.click(within(dialog).getByTestId('register-submit'));
    await waitFor(() => expect(screen.queryByTestId('register-dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(adMessages.created)).toBeInTheDocument();
  });

  it('asks an answer product for its question and answers, one per line, and sends them as a list', async () => {
    const user = userEvent.setup({ delay: null });
    renderHub('/shopping', [api.post('hub/ads', { message: adMessages.created, campaign: {} as never })]);
    await user.click(await screen.findByTestId('open-register'));
    const dialog = await screen.findByTestId('register-dialog');
    await user.selectOptions(within(dialog).getByTestId('register-client'), '31');
    await user.selectOptions(within(dialog).getByTestId('register-product'), 'naverapp-dib');
    await user.type(within(dialog).getByTestId('register-keyword'), '캠핑 의자');
    await user.type(within(dialog).getByTestId('register-mid'), '84512345678');
    await user.type(within(dialog).getByTestId('register-volume'), '50');
    await user.click(within(dialog).getByTestId('register-submit'));
    expect(await within(dialog).findByTestId('question-error')).toHaveTextContent(adMessages.answerRequired);
    expect(within(dialog).getByTestId('answers-error')).toHaveTextContent(adMessages.answerRequired);

    await user.type(within(dialog).getByTestId('register-question'), '색상은?');
    await user.click(within(dialog).getByTestId('register-answers'));
    await user.paste(Array.from({ length: 11 }, (_, index) => `정답${index}`).join('\n'));
    await user.click(within(dialog).getByTestId('register-submit'));
    expect(await within(dialog).findByTestId('answers-error')).toHaveTextContent(adMessages.answersTooMany);
    expect(sentRequests('POST', 'hub/ads')).toHaveLength(0);

    await user.clear(within(dialog).getByTestId('register-answers'));
    await user.paste('빨강, 진한 빨강\n\n 파랑 \n');
    await user.click(within(dialog).getByTestId('register-submit'));
    await waitFor(() => expect(sentRequests('POST', 'hub/ads')).toHaveLength(1));
    expect(lastRequest('POST', 'hub/ads')?.body).toMatchObject({ question: '색상은?', answers: ['빨강, 진한 빨강', '파랑'] });
  });

  it('pauses and resumes after a confirmation, and extends with the server’s refusal shown', async () => {
    const user = userEvent.setup();
    renderHub('/shopping', [
      api.put('hub/ads/1', { message: adMessages.paused, ad: hubAd(1, { status: 'PAUSED' }) }),
      api.put('hub/ads/2', ({ body }) =>
        (body as { action: string }).action === 'extend'
          ? apiError(409, adMessages.insufficientAvailable)
          : { message: adMessages.resumed, ad: hubAd(2, { status: 'ACTIVE' }) },
      ),
    ]);
    await user.click(await screen.findByTestId('pause-1'));
    const pauseDialog = await screen.findByTestId('pause-dialog');
    expect(pauseDialog).toHaveTextContent('"캠핑 의자 1" 광고를 일시 중지합니다.');
    await user.type(within(pauseDialog).getByTestId('pause-reason'), '재고 소진');
    await user.click(within(pauseDialog).getByTestId('pause-submit'));
    await waitFor(() => expect(lastRequest('PUT', 'hub/ads/1')?.body).toEqual({ action: 'pause', reason: '재고 소진' }));
    expect(await screen.findByText(adMessages.paused)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('pause-dialog')).not.toBeInTheDocument());

    await user.click(screen.getByTestId('resume-2'));
    await user.click(within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: '확 인' }));
    await waitFor(() => expect(lastRequest('PUT', 'hub/ads/2')?.body).toEqual({ action: 'resume' }));

    await user.click(screen.getByTestId('extend-2'));
    const dialog = await screen.findByTestId('extend-dialog');
    await user.type(within(dialog).getByTestId('extend-end'), '2026-11-25');
    await user.click(within(dialog).getByTestId('extend-submit'));
    expect(await within(dialog).findByTestId('end_date-error')).toHaveTextContent('현재 종료일보다 뒤의 날짜를 선택해주세요.');
    await user.clear(within(dialog).getByTestId('extend-end'));
    await user.type(within(dialog).getByTestId('extend-end'), '2026-12-31');
    await user.click(within(dialog).getByTestId('extend-submit'));
    await waitFor(() => expect(lastRequest('PUT', 'hub/ads/2')?.body).toEqual({ action: 'extend', end_date: '2026-12-31' }));
    expect(await screen.findByText(adMessages.insufficientAvailable)).toBeInTheDocument();
    expect(screen.getByTestId('extend-dialog')).toBeInTheDocument();
  });

  it('shows who paused a line and why; a pause by the desk offers no resume; a hub client extends only lines in review', async () => {
    const held = hubAd(6, { status: 'PAUSED', delivery: 'PAUSED', paused_by: 'STAFF', status_reason: '정책 위반 의심' });
    const own = hubAd(7, { status: 'PAUSED', delivery: 'PAUSED', paused_by: 'OWNER' });
    const pending = hubAd(9, { status: 'PENDING', delivery: 'IN_REVIEW' });
    renderAds(<HubShoppingPage />, 'HUB_CLIENT', 'hub', '/shopping', [
      listHandler([held, own, hubAd(8), pending]),
      api.get('hub/ads/clients', { results: [] }),
    ]);
    expect(await screen.findByTestId('paused-by-6')).toHaveTextContent('관리자 일시정지: 정책 위반 의심');
    expect(screen.getByTestId('paused-by-7')).toHaveTextContent('광고주 일시정지');
    expect(screen.queryByTestId('resume-6')).not.toBeInTheDocument();
    expect(screen.getByTestId('resume-7')).toBeInTheDocument();
    expect(screen.queryByTestId('extend-6')).not.toBeInTheDocument();
    expect(screen.queryByTestId('extend-8')).not.toBeInTheDocument();
    expect(screen.getByTestId('extend-9')).toBeInTheDocument();
  });

  it('uploads an Excel file and lists the refused rows with their reason; a non-xlsx file is refused before sending', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderHub('/shopping', [api.post('hub/ads/bulk', bulkReport)]);
    await user.click(await screen.findByTestId('open-bulk'));
    const dialog = await screen.findByTestId('bulk-dialog');
    await user.click(within(dialog).getByTestId('bulk-submit'));
    expect(within(dialog).getByTestId('bulk-error')).toHaveTextContent('엑셀 파일(.xlsx)을 선택해주세요.');

    await user.upload(within(dialog).getByTestId('bulk-file'), new File(['a,b'], 'ads.csv', { type: 'text/csv' }));
    expect(within(dialog).getByTestId('bulk-error')).toHaveTextContent('엑셀 파일(.xlsx)만 올릴 수 있습니다.');
    await user.click(within(dialog).getByTestId('bulk-submit'));
    expect(sentRequests('POST', 'hub/ads/bulk')).toHaveLength(0);

    await user.upload(within(dialog).getByTestId('bulk-file'), new File(['PK'], 'ads.xlsx'));
    await user.click(within(dialog).getByTestId('bulk-submit'));
    expect(await within(dialog).findByTestId('bulk-refused')).toHaveTextContent('행 3: 상품 MID는 8~12자리 숫자입니다.');
    expect(within(dialog).getByTestId('bulk-created')).toHaveTextContent('행 2');
    expect(lastRequest('POST', 'hub/ads/bulk')?.query).toEqual({ channel: 'NAVER_SHOPPING' });
  });

  it('shows a whole-file refusal from the server in the dialog', async () => {
    const user = userEvent.setup();
    renderHub('/shopping', [api.post('hub/ads/bulk', apiError(400, hubAdMessages.fileNotXlsx, 'file'))]);
    await user.click(await screen.findByTestId('open-bulk'));
    const dialog = await screen.findByTestId('bulk-dialog');
    await user.upload(within(dialog).getByTestId('bulk-file'), new File(['x'], 'ads.xlsx'));
    await user.click(within(dialog).getByTestId('bulk-submit'));
    expect(await within(dialog).findByTestId('bulk-error')).toHaveTextContent(hubAdMessages.fileNotXlsx);
  });

  it('opens the volume-and-rank history of an ad', async () => {
    const user = userEvent.setup();
    renderHub('/shopping', [
      api.get(
        'admin/ads/1/histories',
        pageOf([history('2026-11-21'), history('2026-11-22', { completions: 100, rank: 5, settled: false, charge: 3_850 })]),
      ),
    ]);
    await user.click(await screen.findByTestId('history-1'));
    const dialog = await screen.findByTestId('history-dialog');
    expect(await within(dialog).findByRole('row', { name: /2026\. 11\. 22\./ })).toHaveTextContent(/100.*100.*3.*₩3,850 예정.*5위/);
    expect(within(dialog).getByRole('row', { name: /2026\. 11\. 21\./ })).toHaveTextContent(/95.*₩3,658.*9위/);
  });
});

describe('reward site ads (/, /place)', () => {
  it('lists the member’s own ads without a client picker, registers without a client and offers no extension', async () => {
    const user = userEvent.setup();
    renderAds(<RewardShoppingPage />, 'HUB_MEMBER', 'reward', '/', [
      listHandler([hubAd(5, { service: 'NR', group: null })]),
      api.post('hub/ads', { message: adMessages.created, campaign: {} as never }),
    ]);
    expect(await screen.findByText('캠핑 의자 5')).toBeInTheDocument();
    expect(screen.queryByTestId('extend-5')).not.toBeInTheDocument();
    expect(screen.getByTestId('pause-5')).toBeInTheDocument();
    expect(screen.queryByTestId('filter-client')).not.toBeInTheDocument();
    expect(sentRequests('GET', 'hub/ads/clients')).toHaveLength(0);

    await user.click(screen.getByTestId('open-register'));
    const dialog = await screen.findByTestId('register-dialog');
    expect(within(dialog).queryByTestId('register-client')).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByTestId('register-product'), 'naverapp');
    await user.type(within(dialog).getByTestId('register-keyword'), '등산화');
    await user.type(within(dialog).getByTestId('register-url'), 'https://smartstore.naver.com/shop/products/8451234567');
    await user.type(within(dialog).getByTestId('register-volume'), '30');
    await user.click(within(dialog).getByTestId('register-submit'));
    await waitFor(() => expect(sentRequests('POST', 'hub/ads')).toHaveLength(1));
    const body = lastRequest('POST', 'hub/ads')?.body as Record<string, unknown>;
    expect(body.client_id).toBeUndefined();
    expect(body).toMatchObject({
      channel: 'NAVER_SHOPPING',
      keyword: '등산화',
      url: 'https://smartstore.naver.com/shop/products/8451234567',
      daily_volume: 30,
    });
  });

  it('lists a hub client’s HUB ads (registered for it by its hub) next to its own, marked, each linking to its campaign', async () => {
    renderAds(<RewardShoppingPage />, 'HUB_CLIENT', 'reward', '/', [
      listHandler([hubAd(5, { service: 'NR', group: null }), hubAd(6, { campaign_id: 60 })]),
    ]);
    expect(await screen.findByTestId('hub-registered-6')).toHaveTextContent('허브 등록 · 누리 허브 1그룹');
    expect(screen.queryByTestId('hub-registered-5')).not.toBeInTheDocument();
    expect(screen.getByTestId('open-campaign-6')).toHaveAttribute('href', '/campaign/60');
    expect(screen.getByTestId('open-campaign-5')).toHaveAttribute('href', '/campaign/105');
    expect(screen.getByTestId('pause-6')).toBeInTheDocument();
  });
});
