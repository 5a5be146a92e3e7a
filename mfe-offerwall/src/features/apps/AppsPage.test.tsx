import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { offerwallMessages } from '@nurly/contracts';
import type { PublisherAppSecret } from '@nurly/contracts/schemas';
import { api, lastRequest, pageOf, renderRemote, sentRequests } from '@nurly/shared/testing';
import definition from '../../routes';
import { postbackAttempt, publisherApp } from '../../test/fixtures';
import AppsPage from './AppsPage';

jest.setTimeout(30_000);

const apps = [
  publisherApp(1, { previous_secret_expires_at: '2026-12-03T05:00:00Z' }),
  publisherApp(2, { status: 'DISABLED', postback_url: null, allowed_ips: [], postback_scheme: 'nurly' }),
];

const issued = (secret: string, id = 3): PublisherAppSecret => ({
  message: offerwallMessages.appCreated,
  app: publisherApp(id, { name: '새 리워드 앱', api_key: `nk_live_new${id}` }),
  secret,
});

const renderPage = (user: 'OFFERWALL_CLIENT' | 'NURLY_ADMIN' = 'OFFERWALL_CLIENT') =>
  renderRemote(<AppsPage />, {
    remote: definition,
    user,
    path: '/apps',
    variant: 'offerwall',
    handlers: [
      api.get('offerwall/apps', pageOf(apps)),
      api.post('offerwall/apps', issued('sk_first_secret_0123456789')),
      api.post('offerwall/apps/:id/rotate', ({ params }) => ({
        ...issued('sk_rotated_secret_9876543210', Number(params.id)),
        message: offerwallMessages.secretRotated,
      })),
      api.patch('offerwall/apps/:id', ({ params }) => publisherApp(Number(params.id))),
      api.put('offerwall/apps/:id/payouts', ({ params }) => publisherApp(Number(params.id))),
      api.post('offerwall/apps/:id/previous-secret/end', ({ params }) => ({
        message: offerwallMessages.previousSecretEnded,
        app: publisherApp(Number(params.id)),
      })),
      api.post('offerwall/apps/:id/test-postback', () => ({
        message: offerwallMessages.testPostbackSent,
        attempt: postbackAttempt(1, {
          postback_id: null,
          test: true,
          webhook_id: 'test_5f0c6a1e-0000-4000-8000-000000000001',
          status_code: 503,
          result: 'FAILED',
          response_body: 'upstream busy',
        }),
      })),
    ],
  });

describe('apps and keys (/apps)', () => {
  it('lists the apps with key, postback URL, allowed IPs and status, and explains the signing', async () => {
    renderPage();
    expect(await screen.findByText('리워드 앱 2')).toBeInTheDocument();
    expect(lastRequest('GET', 'offerwall/apps')?.query).toEqual({ page_size: '100' });
    const rows = screen.getAllByRole('row');
    expect(rows[1]).toHaveTextContent(
      /리워드 앱 1.*nk_live_1abcdef0123456789.*https:\/\/publisher1\.example\/postback.*203\.0\.113\.7.*사용 중/,
    );
    expect(rows[2]).toHaveTextContent(/리워드 앱 2.*미설정.*제한 없음.*사용 중지/);
    expect(screen.getByTestId('enable-2')).toBeInTheDocument();
    expect(screen.getByTestId('signing-string')).toHaveTextContent('{timestamp}.{METHOD}.{path with query}.{sha256 hex of body}');
    expect(screen.getByTestId('signing-sample')).toHaveTextContent("createHmac('sha256', secret)");
    expect(screen.getByTestId('integration-guide')).toHaveTextContent(/X-Nurly-Key.*X-Nurly-Timestamp.*X-Nurly-Signature/);
  });

  it('creates an app after checking each field, shows the secret once with a copy button, and never again after closing', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('리워드 앱 1');
    await user.click(screen.getByTestId('create-app'));
    const dialog = await screen.findByTestId('app-dialog');
    await user.click(within(dialog).getByTestId('app-submit'));
    expect(await within(dialog).findByText(offerwallMessages.appNameRequired)).toBeInTheDocument();

    await user.type(within(dialog).getByTestId('app-name'), ' 새 리워드 앱 ');
    await user.type(within(dialog).getByTestId('app-postback-url'), 'ftp://publisher.example/pb');
    await user.type(within(dialog).getByTestId('app-allowed-ips'), '203.0.113.7{Enter}example.com');
    await user.click(within(dialog).getByTestId('app-submit'));
    expect(await within(dialog).findByText(offerwallMessages.postbackUrlInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(offerwallMessages.allowedIpInvalid)).toBeInTheDocument();
    expect(sentRequests('POST', 'offerwall/apps')).toHaveLength(0);

    await user.clear(within(dialog).getByTestId('app-postback-url'));
    await user.type(within(dialog).getByTestId('app-postback-url'), 'https://publisher.example/pb');
    await user.clear(within(dialog).getByTestId('app-allowed-ips'));
    await user.type(within(dialog).getByTestId('app-allowed-ips'), '203.0.113.7{Enter}{Enter}198.51.100.0/24');
    await user.click(within(dialog).getByTestId('app-submit'));

    const secret = await screen.findByTestId('secret-dialog');
    expect(lastRequest('POST', 'offerwall/apps')?.body).toEqual({
      name: '새 리워드 앱',
      postback_url: 'https://publisher.example/pb',
      allowed_ips: ['203.0.113.7', '198.51.100.0/24'],
      postback_scheme: 'standard',
    });
    expect(within(secret).getByTestId('issued-secret')).toHaveTextContent('sk_first_secret_0123456789');
    expect(within(secret).getByTestId('issued-key')).toHaveTextContent('nk_live_new3');
    expect(within(secret).getByTestId('secret-warning')).toHaveTextContent('한 번만 표시됩니다');
    await user.click(within(secret).getByTestId('issued-secret-copy'));
    expect(await navigator.clipboard.readText()).toBe('sk_first_secret_0123456789');

    await user.click(within(secret).getByTestId('secret-close'));
    await waitFor(() => expect(screen.queryByText('sk_first_secret_0123456789')).not.toBeInTheDocument());
    expect(screen.queryByTestId('issued-secret')).not.toBeInTheDocument();
  });

  it('asks before rotating a secret, then shows the new one once', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByTestId('rotate-1'));
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(confirm).toHaveTextContent('시크릿을 재발급할까요?');
    expect(confirm).toHaveTextContent('리워드 앱 1');
    await user.click(within(confirm).getByRole('button', { name: '취 소' }));
    await waitFor(() => expect(screen.queryByText('시크릿을 재발급할까요?')).not.toBeInTheDocument());
    expect(sentRequests('POST', /rotate$/)).toHaveLength(0);

    await user.click(screen.getByTestId('rotate-1'));
    await user.click(within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: '시크릿 재발급' }));
    const secret = await screen.findByTestId('secret-dialog');
    expect(await within(secret).findByTestId('issued-secret')).toHaveTextContent('sk_rotated_secret_9876543210');
    expect(sentRequests('POST', /rotate$/).map((request) => request.path)).toEqual(['offerwall/apps/1/rotate']);
    await user.click(within(secret).getByTestId('secret-close'));
    await waitFor(() => expect(screen.queryByText('sk_rotated_secret_9876543210')).not.toBeInTheDocument());
  });

  it('disables an app after a confirm and enables one directly; edits with the form', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByTestId('disable-1'));
    await user.click(within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: '사용 중지' }));
    await waitFor(() => expect(lastRequest('PATCH', 'offerwall/apps/1')?.body).toEqual({ status: 'DISABLED' }));
    // The server answers with the app itself; the toast is the contract's wording.
    expect((await screen.findAllByText(offerwallMessages.appUpdated, {}, { timeout: 5000 })).length).toBeGreaterThan(0);
    await user.click(screen.getByTestId('enable-2'));
    await waitFor(() => expect(lastRequest('PATCH', 'offerwall/apps/2')?.body).toEqual({ status: 'ACTIVE' }));

    await user.click(screen.getByTestId('edit-1'));
    const dialog = await screen.findByTestId('app-dialog');
    expect(within(dialog).getByTestId('app-name')).toHaveValue('리워드 앱 1');
    expect(within(dialog).getByTestId('app-allowed-ips')).toHaveValue('203.0.113.7');
    expect(within(dialog).getByTestId('app-postback-scheme')).toHaveValue('standard');
    await user.clear(within(dialog).getByTestId('app-postback-url'));
    await user.selectOptions(within(dialog).getByTestId('app-postback-scheme'), 'nurly');
    await user.click(within(dialog).getByTestId('app-submit'));
    await waitFor(() =>
      expect(lastRequest('PATCH', 'offerwall/apps/1')?.body).toEqual({
        name: '리워드 앱 1',
        postback_url: null,
        allowed_ips: ['203.0.113.7'],
        postback_scheme: 'nurly',
      }),
    );
  });

  it('shows the payout editor to staff only', async () => {
    const publisher = renderPage('OFFERWALL_CLIENT');
    await screen.findByText('리워드 앱 1');
    expect(screen.queryByTestId('payouts-1')).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: '매체사' })).not.toBeInTheDocument();
    publisher.unmount();

    const user = userEvent.setup();
    renderPage('NURLY_ADMIN');
    await screen.findByText('리워드 앱 1');
    expect(screen.getByRole('columnheader', { name: '매체사' })).toBeInTheDocument();
    expect(screen.getByText('publisher1')).toBeInTheDocument();
    await user.click(screen.getByTestId('payouts-1'));
    const dialog = await screen.findByTestId('payouts-dialog');
    await user.type(within(dialog).getByTestId('payout-naverapp'), '1.25');
    await user.click(within(dialog).getByTestId('payouts-submit'));
    expect(await within(dialog).findByText('쇼핑 트래픽 단가는 0 이상의 금액(소수 첫째 자리까지)으로 입력해주세요.')).toBeInTheDocument();
    expect(sentRequests('PUT', /payouts$/)).toHaveLength(0);
    await user.clear(within(dialog).getByTestId('payout-naverapp'));
    await user.type(within(dialog).getByTestId('payout-naverapp'), '20.5');
    await user.type(within(dialog).getByTestId('payout-naverplace-save'), '30');
    await user.click(within(dialog).getByTestId('payouts-submit'));
    await waitFor(() =>
      expect(lastRequest('PUT', 'offerwall/apps/1/payouts')?.body).toEqual({
        payouts: [
          { product_code: 'naverapp', payout_tenths: 205 },
          { product_code: 'naverplace-save', payout_tenths: 300 },
        ],
      }),
    );
    expect(await screen.findByText(offerwallMessages.payoutsUpdated, {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows how postbacks are signed and the grace of the previous secret; "지금 종료" asks first, then ends it', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByTestId('scheme-1')).toHaveTextContent('Standard Webhooks');
    expect(screen.getByTestId('scheme-2')).toHaveTextContent('Nurly 서명(X-Nurly-Signature)');
    expect(screen.getByTestId('grace-1')).toHaveTextContent('이전 시크릿 유효: 2026. 12. 3. 오후 2:00까지');
    expect(screen.queryByTestId('grace-2')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('end-grace-1'));
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(confirm).toHaveTextContent('이전 시크릿을 지금 종료할까요?');
    expect(confirm).toHaveTextContent('리워드 앱 1');
    await user.click(within(confirm).getByRole('button', { name: '지금 종료' }));
    await waitFor(() =>
      expect(sentRequests('POST', /previous-secret\/end$/).map((request) => request.path)).toEqual([
        'offerwall/apps/1/previous-secret/end',
      ]),
    );
    expect(await screen.findByText(offerwallMessages.previousSecretEnded)).toBeInTheDocument();
  });

  it('test send: posts at once and shows the attempt; links each app to its delivery log', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('리워드 앱 1');
    expect(screen.queryByTestId('test-send-2')).not.toBeInTheDocument();
    expect(screen.getByTestId('delivery-log-1')).toHaveAttribute('href', '/postback-attempts?app_id=1');
    await user.click(screen.getByTestId('test-send-1'));
    const dialog = await screen.findByTestId('test-send-dialog');
    expect(sentRequests('POST', /test-postback$/).map((request) => request.path)).toEqual(['offerwall/apps/1/test-postback']);
    expect(within(dialog).getByTestId('test-send-result')).toHaveTextContent('실패');
    expect(within(dialog).getByTestId('test-send-answer')).toHaveTextContent('HTTP 503');
    expect(within(dialog).getByTestId('test-send-id')).toHaveTextContent('test_5f0c6a1e');
    expect(within(dialog).getByTestId('test-send-body')).toHaveTextContent('upstream busy');
    expect(dialog).toHaveTextContent('적립되지 않습니다');
  });

  it('the guide shows a postback check with the standardwebhooks library (TypeScript) and curl', async () => {
    renderPage();
    await screen.findByText('리워드 앱 1');
    expect(screen.getByTestId('webhook-signing-string')).toHaveTextContent('{webhook-id}.{webhook-timestamp}.{raw body}');
    expect(screen.getByTestId('webhook-sample-ts')).toHaveTextContent("import { Webhook } from 'standardwebhooks'");
    expect(screen.getByTestId('webhook-sample-ts')).toHaveTextContent('wh.verify(');
    expect(screen.getByTestId('webhook-sample-curl')).toHaveTextContent('webhook-signature: v1,$SIG');
  });
});
