import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Advertiser } from '@nurly/contracts/schemas';
import { api, lastRequest, pageOf, renderRemote } from '@nurly/shared/testing';
import { HttpResponse } from 'msw';
import definition from '../../routes';
import AdvertisersPage from './AdvertisersPage';

jest.setTimeout(30_000);

function business(overrides: Partial<Advertiser>): Advertiser {
  return {
    id: 1,
    user_id: 7,
    username: 'customer',
    name: '누리 상회',
    registration_number: '123-45-67890',
    representative: '김누리',
    address: '서울특별시 마포구 월드컵북로 1',
    phone_number: null,
    business_type: null,
    business_category: null,
    emails: ['tax@nuri.kr'],
    deposit_names: ['김누리'],
    files: [],
    files_details: [],
    created_at: '2026-11-20T01:00:00.000Z',
    updated_at: '2026-11-20T01:00:00.000Z',
    shared_registration_count: 0,
    ...overrides,
  };
}

const headOffice = business({
  id: 1,
  user_id: 7,
  username: 'nuri_main',
  name: '누리 본점',
  registration_number: '314-15-92653',
  shared_registration_count: 1,
});
const branch = business({
  id: 2,
  user_id: 8,
  username: 'nuri_branch',
  name: '누리 2호점',
  registration_number: '314-15-92653',
  shared_registration_count: 1,
});
const unique = business({ id: 3, user_id: 9, username: 'flower_shop', name: '꽃집', registration_number: '161-80-33988' });

/** GET admin/advertisers with the server's search and shared-number filter. */
const listHandler = api.get('admin/advertisers', ({ query }) =>
  pageOf(
    [headOffice, branch, unique]
      .filter((row) => !query.search || `${row.name} ${row.username} ${row.registration_number}`.includes(String(query.search)))
      .filter((row) => query.shared_registration !== 'true' || (row.shared_registration_count ?? 0) > 0),
  ),
);

type Handlers = NonNullable<Parameters<typeof renderRemote>[1]>['handlers'];

/** The desk page at /admin/advertisers for `user`, answered by `handlers` (the list of three businesses by default). */
const renderDesk = (handlers: Handlers = [listHandler], user: 'NURLY_STAFF' | 'customer' = 'NURLY_STAFF') =>
  renderRemote(<AdvertisersPage />, { remote: definition, path: '/admin/advertisers', routePath: '/admin/advertisers', user, handlers });

describe('/admin/advertisers (one registration number on two accounts)', () => {
  it('lists the businesses and flags the ones whose number another account also holds', async () => {
    renderDesk();
    const mainRow = within((await screen.findByText('누리 본점')).closest('tr') as HTMLElement);
    expect(mainRow.getByText('314-15-92653')).toBeInTheDocument();
    expect(mainRow.getByTestId('shared-registration-flag')).toHaveTextContent('다른 계정 1곳과 같은 번호');
    const uniqueRow = within(screen.getByText('꽃집').closest('tr') as HTMLElement);
    expect(uniqueRow.queryByTestId('shared-registration-flag')).not.toBeInTheDocument();
    expect(uniqueRow.getByText('flower_shop')).toBeInTheDocument();
  });

  it('the flag searches its number, and the switch lists shared numbers only', async () => {
    const user = userEvent.setup();
    renderDesk();
    const mainRow = within((await screen.findByText('누리 본점')).closest('tr') as HTMLElement);
    await user.click(mainRow.getByTestId('shared-registration-flag'));
    await waitFor(() => expect(lastRequest('GET', 'admin/advertisers')?.query.search).toBe('314-15-92653'));
    await waitFor(() => expect(screen.queryByText('꽃집')).not.toBeInTheDocument());
    expect(screen.getByText('누리 2호점')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox'));
    await waitFor(() => expect(lastRequest('GET', 'admin/advertisers')?.query.search).toBeUndefined());
    await user.click(screen.getByText('같은 번호를 쓰는 거래처만'));
    await waitFor(() => expect(lastRequest('GET', 'admin/advertisers')?.query.shared_registration).toBe('true'));
    await waitFor(() => expect(screen.queryByText('꽃집')).not.toBeInTheDocument());
  });

  it('makes no request for a customer', async () => {
    renderDesk([listHandler], 'customer');
    expect(await screen.findByText('거래처 계정은 관리자만 볼 수 있습니다.')).toBeInTheDocument();
    expect(lastRequest('GET', 'admin/advertisers')).toBeUndefined();
  });

  it('flags a shared number 중복', async () => {
    renderDesk();
    const mainRow = within((await screen.findByText('누리 본점')).closest('tr') as HTMLElement);
    expect(mainRow.getByTestId('duplicate-flag')).toHaveTextContent('중복');
    expect(within(screen.getByText('꽃집').closest('tr') as HTMLElement).queryByTestId('duplicate-flag')).not.toBeInTheDocument();
  });
});

describe('/admin/advertisers documents and the 국세청 status', () => {
  const withFiles = business({
    id: 5,
    name: '서류 상점',
    files: [41, 42],
    files_details: [
      { id: 41, name: '등록증.pdf', type: 'REGISTRATION', mime: 'application/pdf', size: 1000 },
      { id: 42, name: '통장.png', type: 'BANK_STATEMENT', mime: 'image/png', size: 2000 },
    ],
    nts_status_code: '03',
    nts_status_text: '폐업자',
    nts_checked_at: '2026-11-20T01:00:00.000Z',
  });
  const unchecked = business({ id: 6, name: '미조회 상점', nts_status_code: null, nts_checked_at: null });

  function renderWith(ntsEnabled: boolean, extra: Handlers = []) {
    return renderDesk([api.get('admin/advertisers', { ...pageOf([withFiles, unchecked]), nts_enabled: ntsEnabled }), ...(extra ?? [])]);
  }

  it('opens a certificate in a new tab through the files blob and releases it after 10 s', async () => {
    const user = userEvent.setup();
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const revoke = jest.fn();
    Object.assign(URL, { createObjectURL: () => 'blob:certificate', revokeObjectURL: revoke });
    renderWith(true, [
      api.get(
        'admin/advertisers/:id/files',
        () => new HttpResponse(new Blob(['%PDF-1.4']), { headers: { 'content-type': 'application/pdf' } }),
      ),
    ]);
    const row = within((await screen.findByText('서류 상점')).closest('tr') as HTMLElement);
    expect(row.getByTestId('file-42')).toHaveTextContent('통장 사본');
    jest.useFakeTimers({ advanceTimers: true });
    try {
      await user.click(row.getByTestId('file-41'));
      await waitFor(() => expect(open).toHaveBeenCalledWith('blob:certificate', '_blank', 'noopener'));
      expect(lastRequest('GET', 'admin/advertisers/41/files')).toBeDefined();
      expect(revoke).not.toHaveBeenCalled();
      jest.advanceTimersByTime(10_000);
      expect(revoke).toHaveBeenCalledWith('blob:certificate');
    } finally {
      jest.useRealTimers();
      open.mockRestore();
    }
  });

  it('shows the known status, checks the selected rows and stores the answer', async () => {
    const user = userEvent.setup();
    renderWith(true, [
      api.post('admin/advertisers/nts-status', ({ body }) => ({
        message: '국세청 사업자 상태를 1건 조회했습니다.',
        enabled: true,
        results: (body as { ids: number[] }).ids.map((id) => ({
          id,
          registration_number: '123-45-67890',
          nts_status_code: '01',
          nts_status_text: '계속사업자',
          nts_checked_at: '2026-11-23T01:00:00.000Z',
        })),
      })),
    ]);
    expect(await screen.findByTestId('nts-5')).toHaveTextContent('폐업자');
    expect(screen.getByTestId('nts-6')).toHaveTextContent('미조회');
    const row = within(screen.getByText('미조회 상점').closest('tr') as HTMLElement);
    await user.click(row.getByRole('checkbox'));
    await user.click(await screen.findByTestId('nts-check'));
    await waitFor(() => expect(lastRequest('POST', 'admin/advertisers/nts-status')?.body).toEqual({ ids: [6] }));
    expect(await screen.findByText('국세청 사업자 상태를 1건 조회했습니다.')).toBeInTheDocument();
  });

  it('labels the check off when the server has no NTS key', async () => {
    const user = userEvent.setup();
    renderWith(false);
    expect(await screen.findByTestId('nts-6')).toHaveTextContent('국세청 조회 꺼짐');
    const row = within(screen.getByText('미조회 상점').closest('tr') as HTMLElement);
    await user.click(row.getByRole('checkbox'));
    const button = await screen.findByTestId('nts-check');
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('국세청 조회 꺼짐');
  });
});
