import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { exportParams, filenameFromDisposition } from '../server-state/download';
import { api, apiError, lastRequest, renderRemote } from '../testing';
import { ExportButton } from './ExportButton';
import { removeAllToasts } from './toast';

const csv = '\uFEFF번호,이름\r\n1,김철수\r\n';
const disposition = `attachment; filename*=UTF-8''${encodeURIComponent('포인트내역_2026-11-23.csv')}`;

let saved: { name: string; blob: Blob }[] = [];
let objectUrls: Blob[] = [];

beforeEach(() => {
  saved = [];
  objectUrls = [];
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      objectUrls.push(blob);
      return `blob:test/${objectUrls.length}`;
    },
    revokeObjectURL: () => undefined,
  });
});

// The browser's download: what the link would save.
jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
  saved.push({ name: this.download, blob: objectUrls[objectUrls.length - 1] });
});

afterEach(() => act(() => removeAllToasts()));

/**
 * Opens the export menu and chooses an item with the keyboard: Zag's menu highlights items on
 * pointer moves only while its global modality tracker says "pointer", which jsdom does not keep
 * up after the first test of a file.
 */
async function choose(user: ReturnType<typeof userEvent.setup>, label: string) {
  // The menu's code loads with the first render (ExportButton.tsx): until then the button is disabled.
  await waitFor(() => expect(screen.getByRole('button', { name: '내보내기' })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: '내보내기' }));
  // Keys go to the menu once it has taken the focus (a frame after it opens; later on a loaded machine).
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(menu).toHaveFocus(), { timeout: 5000 });
  const items = within(menu).getAllByRole('menuitem');
  const index = items.findIndex((item) => item.textContent === label);
  expect(index).toBeGreaterThanOrEqual(0);
  await user.keyboard('{ArrowDown}'.repeat(index + 1) + '{Enter}');
}

describe('export helpers', () => {
  it('reads the RFC 5987 file name first, then the plain one', () => {
    expect(filenameFromDisposition(disposition)).toBe('포인트내역_2026-11-23.csv');
    expect(filenameFromDisposition('attachment; filename="users.xlsx"')).toBe('users.xlsx');
    expect(filenameFromDisposition(`attachment; filename="a.csv"; filename*=UTF-8''%EB%AA%A9%EB%A1%9D.csv`)).toBe('목록.csv');
    expect(filenameFromDisposition(undefined)).toBeNull();
  });

  it('repeats the list query without paging', () => {
    expect(exportParams({ page: 3, page_size: 25, ordering: '-id', status: 'PENDING' }, 'xlsx')).toEqual({
      ordering: '-id',
      status: 'PENDING',
      format: 'xlsx',
    });
  });
});

describe('ExportButton', () => {
  it('downloads the list’s query as CSV under the server’s file name, with the bearer token', async () => {
    const user = userEvent.setup();
    renderRemote(<ExportButton path="point/history" params={{ page: 2, page_size: 10, ordering: '-created_at', action: 'CHARGE' }} />, {
      handlers: [
        api.get(
          'point/history',
          () => new HttpResponse(csv, { headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': disposition } }),
        ),
      ],
    });
    await choose(user, 'CSV 다운로드');
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 5000 });
    expect(saved[0].name).toBe('포인트내역_2026-11-23.csv');
    // (jsdom's XHR decodes the body as text, so the BOM itself cannot be checked here.)
    expect(saved[0].blob.size).toBeGreaterThan(0);
    const request = lastRequest('GET', 'point/history');
    expect(request?.query).toEqual({ ordering: '-created_at', action: 'CHARGE', format: 'csv' });
    expect(request?.headers.get('authorization')).toBe('Bearer test-access-token');
  });

  it('asks for xlsx and falls back to a file name of its own', async () => {
    const user = userEvent.setup();
    renderRemote(<ExportButton path="users" params={{ search: '김' }} fallbackName="users" />, {
      handlers: [
        api.get(
          'users',
          () => new HttpResponse(new Uint8Array([0x50, 0x4b, 3, 4]), { headers: { 'Content-Type': 'application/octet-stream' } }),
        ),
      ],
    });
    await choose(user, '엑셀(xlsx) 다운로드');
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 5000 });
    expect(saved[0].name).toBe('users.xlsx');
    expect(lastRequest('GET', 'users')?.query).toEqual({ search: '김', format: 'xlsx' });
  });

  it('toasts the server’s message of a refused export', async () => {
    const user = userEvent.setup();
    renderRemote(<ExportButton path="users" params={{}} />, {
      handlers: [api.get('users', () => apiError(400, '내보낼 수 있는 행은 50,000개까지입니다.'))],
    });
    await choose(user, 'CSV 다운로드');
    expect(await screen.findByText('내보낼 수 있는 행은 50,000개까지입니다.', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });
});
