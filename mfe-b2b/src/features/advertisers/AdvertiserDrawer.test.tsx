import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, type RequestHandler } from 'msw';
import { advertiserMessages, REGISTRATION_NUMBER_FORMAT_ERROR } from '@nurly/contracts';
import type { Advertiser } from '@nurly/contracts/schemas';
import { api, lastRequest, pageOf, renderRemote, sentRequests } from '@nurly/shared/testing';
import definition from '../../routes';
import AdvertisersPage from './AdvertisersPage';

jest.setTimeout(30_000);

const shop: Advertiser = {
  id: 5,
  user_id: 7,
  username: 'nuri_shop',
  name: '누리 상회',
  registration_number: '123-45-67890',
  representative: '김누리',
  address: '서울특별시 마포구 월드컵북로 1',
  phone_number: '01012345678',
  business_type: '도소매',
  business_category: '전자상거래',
  emails: ['tax@nuri.kr', 'acct@nuri.kr'],
  deposit_names: ['김누리'],
  files: [41],
  files_details: [{ id: 41, name: '등록증.pdf', type: 'REGISTRATION', mime: 'application/pdf', size: 1000 }],
  created_at: '2026-11-20T01:00:00.000Z',
  updated_at: '2026-11-21T01:00:00.000Z',
  shared_registration_count: 0,
};

/** /admin/advertisers as staff with the business's detail open. */
async function openDetail(extra: RequestHandler[] = []) {
  const user = userEvent.setup();
  renderRemote(<AdvertisersPage />, {
    remote: definition,
    path: '/admin/advertisers',
    routePath: '/admin/advertisers',
    user: 'NURLY_STAFF',
    handlers: [...extra, api.get('admin/advertisers', { ...pageOf([shop]), nts_enabled: false })],
  });
  await user.click(await screen.findByRole('button', { name: '누리 상회 상세' }));
  // The detail's code loads with the first one opened.
  const drawer = await screen.findByTestId('advertiser-detail', {}, { timeout: 10_000 });
  return { user, drawer };
}

describe('/admin/advertisers detail, certificate, edit and delete', () => {
  it('shows every field of the business (the phone 3-4-4 whatever was stored) and opens its registration certificate through the files blob', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    Object.assign(URL, { createObjectURL: () => 'blob:certificate', revokeObjectURL: jest.fn() });
    try {
      const { user, drawer } = await openDetail([
        api.get(
          'admin/advertisers/:id/files',
          () => new HttpResponse(new Blob(['%PDF-1.4']), { headers: { 'content-type': 'application/pdf' } }),
        ),
      ]);
      expect(within(drawer).getByText('거래처 상세: 누리 상회')).toBeInTheDocument();
      for (const text of [
        '123-45-67890',
        'nuri_shop',
        '김누리',
        '서울특별시 마포구 월드컵북로 1',
        '010-1234-5678',
        '도소매',
        '전자상거래',
        'tax@nuri.kr, acct@nuri.kr',
      ]) {
        expect(within(drawer).getAllByText(text).length).toBeGreaterThan(0);
      }
      const certificate = within(drawer).getByTestId('detail-file-41');
      expect(certificate).toHaveTextContent('사업자등록증');
      await user.click(certificate);
      await waitFor(() => expect(open).toHaveBeenCalledWith('blob:certificate', '_blank', 'noopener'));
      expect(lastRequest('GET', 'admin/advertisers/41/files')).toBeDefined();
    } finally {
      open.mockRestore();
    }
  });

  it('edits the business: Korean refusals first, then PUT with the corrected fields and the saved business shown', async () => {
    const { user, drawer } = await openDetail([
      api.put('admin/advertisers/:id', ({ body }) => ({
        message: advertiserMessages.updated,
        advertiser: { ...shop, ...(body as Partial<Advertiser>) },
      })),
    ]);
    await user.click(within(drawer).getByTestId('advertiser-edit'));
    const dialog = await screen.findByTestId('advertiser-edit-dialog');
    expect(within(dialog).getByTestId('edit-name')).toHaveValue('누리 상회');

    await user.clear(within(dialog).getByTestId('edit-name'));
    await user.clear(within(dialog).getByTestId('edit-registration-number'));
    await user.type(within(dialog).getByTestId('edit-registration-number'), '12345');
    await user.clear(within(dialog).getByTestId('edit-emails'));
    await user.type(within(dialog).getByTestId('edit-emails'), 'tax-at-nuri');
    await user.click(within(dialog).getByTestId('advertiser-edit-submit'));
    expect(await within(dialog).findByText(advertiserMessages.nameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(REGISTRATION_NUMBER_FORMAT_ERROR)).toBeInTheDocument();
    expect(within(dialog).getByText(advertiserMessages.emailInvalid)).toBeInTheDocument();
    expect(sentRequests('PUT', /admin\/advertisers/)).toHaveLength(0);

    await user.type(within(dialog).getByTestId('edit-name'), ' 누리 상사 ');
    await user.clear(within(dialog).getByTestId('edit-registration-number'));
    await user.type(within(dialog).getByTestId('edit-registration-number'), '1234567890');
    await user.clear(within(dialog).getByTestId('edit-emails'));
    await user.type(within(dialog).getByTestId('edit-emails'), 'tax@nuri.kr,  new@nuri.kr ,');
    await user.clear(within(dialog).getByTestId('edit-phone'));
    await user.click(within(dialog).getByTestId('advertiser-edit-submit'));

    expect(await screen.findByText(advertiserMessages.updated)).toBeInTheDocument();
    expect(lastRequest('PUT', 'admin/advertisers/5')?.body).toEqual({
      name: '누리 상사',
      registration_number: '123-45-67890',
      representative: '김누리',
      address: '서울특별시 마포구 월드컵북로 1',
      phone_number: null,
      business_type: '도소매',
      business_category: '전자상거래',
      emails: ['tax@nuri.kr', 'new@nuri.kr'],
      deposit_names: ['김누리'],
      files: [41],
    });
    await waitFor(() => expect(screen.queryByTestId('advertiser-edit-dialog')).not.toBeInTheDocument());
    expect(within(drawer).getByText('거래처 상세: 누리 상사')).toBeInTheDocument();
    expect(within(drawer).getByText('tax@nuri.kr, new@nuri.kr')).toBeInTheDocument();
  });

  it('deletes the business only after the confirm dialog, toasts the server message and closes the detail', async () => {
    const { user, drawer } = await openDetail([api.delete('admin/advertisers/:id', { message: advertiserMessages.deleted })]);

    await user.click(within(drawer).getByTestId('advertiser-delete'));
    const first = await screen.findByTestId('confirm-dialog');
    expect(within(first).getByText('거래처를 삭제하시겠습니까?')).toBeInTheDocument();
    expect(first).toHaveTextContent('누리 상회 (123-45-67890, 회원 nuri_shop)의 사업자 정보와 서류가 삭제됩니다.');
    await user.click(within(first).getByRole('button', { name: '취 소' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).not.toBeInTheDocument());
    expect(sentRequests('DELETE', /admin\/advertisers/)).toHaveLength(0);

    const listCalls = sentRequests('GET', 'admin/advertisers').length;
    await user.click(within(drawer).getByTestId('advertiser-delete'));
    await user.click(within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: '확 인' }));
    expect(await screen.findByText(advertiserMessages.deleted)).toBeInTheDocument();
    expect(sentRequests('DELETE', /admin\/advertisers/).map((request) => request.path)).toEqual(['admin/advertisers/5']);
    await waitFor(() => expect(screen.queryByTestId('advertiser-detail')).not.toBeInTheDocument());
    await waitFor(() => expect(sentRequests('GET', 'admin/advertisers').length).toBeGreaterThan(listCalls));
  });
});
