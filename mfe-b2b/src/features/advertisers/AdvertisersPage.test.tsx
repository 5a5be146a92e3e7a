import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Advertiser } from '@nurly/contracts/schemas';
import { api, lastRequest, pageOf, renderRemote } from '@nurly/shared/testing';
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

describe('/admin/advertisers (issue 12 item 14: one registration number on two accounts)', () => {
  it('lists the businesses and flags the ones whose number another account also holds', async () => {
    renderRemote(<AdvertisersPage />, {
      remote: definition,
      path: '/admin/advertisers',
      routePath: '/admin/advertisers',
      user: 'NURLY_STAFF',
      handlers: [listHandler],
    });
    const mainRow = within((await screen.findByText('누리 본점')).closest('tr') as HTMLElement);
    expect(mainRow.getByText('314-15-92653')).toBeInTheDocument();
    expect(mainRow.getByTestId('shared-registration-flag')).toHaveTextContent('다른 계정 1곳과 같은 번호');
    const uniqueRow = within(screen.getByText('꽃집').closest('tr') as HTMLElement);
    expect(uniqueRow.queryByTestId('shared-registration-flag')).not.toBeInTheDocument();
    expect(uniqueRow.getByText('flower_shop')).toBeInTheDocument();
  });

  it('the flag searches its number, and the switch lists shared numbers only', async () => {
    const user = userEvent.setup();
    renderRemote(<AdvertisersPage />, {
      remote: definition,
      path: '/admin/advertisers',
      routePath: '/admin/advertisers',
      user: 'NURLY_STAFF',
      handlers: [listHandler],
    });
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
    renderRemote(<AdvertisersPage />, {
      remote: definition,
      path: '/admin/advertisers',
      routePath: '/admin/advertisers',
      user: 'customer',
      handlers: [listHandler],
    });
    expect(await screen.findByText('거래처 계정은 관리자만 볼 수 있습니다.')).toBeInTheDocument();
    expect(lastRequest('GET', 'admin/advertisers')).toBeUndefined();
  });
});
