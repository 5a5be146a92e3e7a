import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import type { LiveRelease, Release, ReleaseChangeResponse, ReleaseEvent, ReleaseOverview } from '@nurly/contracts/schemas';
import { api, apiError, lastRequest, renderRemote, sentRequests } from '@nurly/shared/testing';
import { registerShellStrings } from '../../i18n';
import { ReleasesPage } from './ReleasesPage';

jest.setTimeout(30000);
beforeAll(registerShellStrings);

let nextId = 1;
function release(remote: Release['remote'], version: string, extra: Partial<Release> = {}): Release {
  return {
    id: nextId++,
    remote,
    version,
    shared_range: '^0.8.3',
    git_commit: '3f2a1c9d0b8e7f6a5c4d3e2f1a0b9c8d7e6f5a4b',
    built_at: '2026-11-26T09:00:00.000Z',
    content_hash: 'a'.repeat(64),
    file_count: 120,
    published_at: '2026-11-26T09:05:00.000Z',
    published_by: 'admin',
    ...extra,
  };
}

const cs120 = release('cs', '1.2.0');
const cs130 = release('cs', '1.3.0+3f2a1c9');
const hub200 = release('hub', '2.0.0');
const hub210 = release('hub', '2.1.0');

function live(
  deployment: LiveRelease['deployment'],
  remote: LiveRelease['remote'],
  current: Release | null,
  extra: Partial<LiveRelease> = {},
): LiveRelease {
  return {
    deployment,
    remote,
    live: current,
    canary: null,
    canary_percent: 0,
    updated_at: '2026-11-26T10:00:00.000Z',
    updated_by: 'admin',
    ...extra,
  };
}

function event(extra: Partial<ReleaseEvent> & Pick<ReleaseEvent, 'id' | 'action' | 'remote'>): ReleaseEvent {
  return {
    deployment: 'hub',
    from_version: null,
    to_version: null,
    canary_percent: null,
    reason: null,
    actor: 'admin',
    at: '2026-11-26T10:00:00.000Z',
    ...extra,
  };
}

const overview: ReleaseOverview = {
  live: [
    live('default', 'cs', cs130),
    live('hub', 'cs', cs120),
    live('hub', 'hub', hub200, { canary: hub210, canary_percent: 10, updated_by: 'release-bot' }),
  ],
  releases: [cs120, cs130, hub200, hub210],
  history: [
    event({ id: 1, action: 'PUBLISH', remote: 'cs', deployment: null, to_version: '1.2.0' }),
    event({ id: 2, action: 'ACTIVATE', remote: 'cs', from_version: '1.1.0', to_version: '1.2.0', reason: '문의 화면 수정' }),
    event({ id: 3, action: 'CANARY', remote: 'hub', from_version: '2.0.0', to_version: '2.1.0', canary_percent: 10, actor: 'release-bot' }),
    event({ id: 4, action: 'ACTIVATE', remote: 'cs', deployment: 'default', from_version: '1.2.0', to_version: '1.3.0+3f2a1c9' }),
  ],
};

const changed = (message: string): ReleaseChangeResponse => ({ message, live: overview.live });

/** What the server answers each change with (the contract's ReleaseChangeResponse). */
const replies: Record<string, string> = {
  activate: 'cs 1.3.0+3f2a1c9을(를) hub 배포에 카나리 10%로 제공합니다.',
  rollback: 'hub 배포의 cs을(를) 1.1.0(으)로 되돌렸습니다.',
  promote: '카나리를 모든 사용자에게 제공합니다.',
  abort: '카나리를 중단했습니다.',
};

const renderPage = (handlers: RequestHandler[] = []) =>
  renderRemote(<ReleasesPage />, {
    path: '/admin/releases',
    user: 'NURLY_ADMIN',
    handlers: [
      ...handlers,
      api.get('admin/releases', overview),
      api.post('admin/releases/:step', ({ params }) => changed(replies[String(params.step)])),
    ],
  });

const rowOf = (remote: string) => screen.getByText(remote, { selector: 'p' }).closest('tr') as HTMLElement;

async function showDeployment(name: string, handlers: RequestHandler[] = []) {
  const user = userEvent.setup();
  renderPage(handlers);
  await screen.findByText('1.3.0+3f2a1c9');
  await user.selectOptions(screen.getByTestId('release-deployment'), name);
  return user;
}

describe('/admin/releases', () => {
  it("shows each deployment's live version, canary and last change, and that deployment's history", async () => {
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('1.3.0+3f2a1c9')).toBeInTheDocument();
    expect(lastRequest('GET', 'admin/releases')?.query).toEqual({ history_limit: '100' });
    expect(screen.queryByText('2.0.0')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByTestId('release-deployment'), 'hub');
    const hubRow = rowOf('hub');
    expect(within(hubRow).getByText('2.0.0')).toBeInTheDocument();
    expect(within(hubRow).getByTestId('release-canary-hub')).toHaveTextContent('2.1.0 (10%)');
    expect(hubRow).toHaveTextContent('release-bot');
    expect(within(hubRow).getByTestId('release-promote-hub')).toBeInTheDocument();
    const csRow = rowOf('cs');
    expect(within(csRow).getByText('1.2.0')).toBeInTheDocument();
    expect(within(csRow).getByText('없음')).toBeInTheDocument();
    expect(within(csRow).queryByTestId('release-promote-cs')).not.toBeInTheDocument();

    // History: hub's changes and the publications (every deployment), newest first; not default's.
    expect(screen.getByText('변경 이력')).toBeInTheDocument();
    expect(screen.getByText('1.1.0 → 1.2.0')).toBeInTheDocument();
    expect(screen.getByText('문의 화면 수정')).toBeInTheDocument();
    expect(screen.getByText('모든 배포')).toBeInTheDocument();
    expect(screen.queryByText('1.2.0 → 1.3.0+3f2a1c9')).not.toBeInTheDocument();
    const badges = screen.getAllByText(/^(게시|활성화|카나리)$/, { selector: '[data-status]' }).map((b) => b.getAttribute('data-status'));
    expect(badges).toEqual(['CANARY', 'ACTIVATE', 'PUBLISH']);
  });

  it('activation says what changes (from → to, canary share) and posts that change', async () => {
    const user = await showDeployment('hub');
    await user.click(within(rowOf('cs')).getByTestId('release-activate-cs'));
    const dialog = await screen.findByTestId('release-dialog');
    expect(within(dialog).getByText('릴리스 활성화')).toBeInTheDocument();
    // The live version is not offered again.
    const options = [...within(dialog).getByTestId('release-version').querySelectorAll('option')].map((o) => o.textContent);
    expect(options).toEqual(['버전을 선택해주세요.', '1.3.0+3f2a1c9']);
    expect(within(dialog).getByTestId('release-confirm')).toBeDisabled();

    await user.selectOptions(within(dialog).getByTestId('release-version'), '1.3.0+3f2a1c9');
    expect(within(dialog).getByTestId('release-change')).toHaveTextContent('hub 배포의 cs: 1.2.0 → 1.3.0+3f2a1c9');
    await user.type(within(dialog).getByTestId('release-canary'), '101');
    expect(within(dialog).getByText('카나리 비율은 0에서 100 사이의 정수로 입력해주세요.')).toBeInTheDocument();
    expect(within(dialog).getByTestId('release-confirm')).toBeDisabled();
    await user.clear(within(dialog).getByTestId('release-canary'));
    await user.type(within(dialog).getByTestId('release-canary'), '10');
    expect(within(dialog).getByTestId('release-change')).toHaveTextContent('hub 배포의 cs: 1.2.0 → 1.3.0+3f2a1c9 · 카나리 10%로 제공');
    await user.type(within(dialog).getByTestId('release-reason'), '문의 목록 개선');

    const fetchesBefore = sentRequests('GET', 'admin/releases').length;
    await user.click(within(dialog).getByTestId('release-confirm'));
    // The server's message as a toast, and the overview read again.
    expect(await screen.findByText(replies.activate)).toBeInTheDocument();
    await waitFor(() => expect(sentRequests('GET', 'admin/releases').length).toBeGreaterThan(fetchesBefore));
    expect(lastRequest('POST', 'admin/releases/activate')?.body).toEqual({
      remote: 'cs',
      version: '1.3.0+3f2a1c9',
      deployment: 'hub',
      canary_percent: 10,
      reason: '문의 목록 개선',
    });
    await waitFor(() => expect(screen.queryByTestId('release-dialog')).not.toBeInTheDocument());
  });

  it('rollback names the version it goes back to and posts the remote and deployment', async () => {
    const user = await showDeployment('hub');
    await user.click(within(rowOf('cs')).getByTestId('release-rollback-cs'));
    const dialog = await screen.findByTestId('release-dialog');
    expect(within(dialog).getByTestId('release-change')).toHaveTextContent('hub 배포의 cs: 1.2.0 → 1.1.0');
    await user.click(within(dialog).getByTestId('release-confirm'));
    expect(await screen.findByText(replies.rollback)).toBeInTheDocument();
    expect(lastRequest('POST', 'admin/releases/rollback')?.body).toEqual({ remote: 'cs', deployment: 'hub' });
  });

  it('promote and abort say what happens to the canary', async () => {
    const user = await showDeployment('hub');
    await user.click(within(rowOf('hub')).getByTestId('release-promote-hub'));
    let dialog = await screen.findByTestId('release-dialog');
    expect(within(dialog).getByTestId('release-change')).toHaveTextContent('hub 배포의 hub: 2.0.0 → 2.1.0 · 카나리 10% → 모든 사용자');
    await user.click(within(dialog).getByTestId('release-confirm'));
    await waitFor(() => expect(lastRequest('POST', 'admin/releases/promote')?.body).toEqual({ remote: 'hub', deployment: 'hub' }));
    await waitFor(() => expect(screen.queryByTestId('release-dialog')).not.toBeInTheDocument());

    await user.click(within(rowOf('hub')).getByTestId('release-abort-hub'));
    dialog = await screen.findByTestId('release-dialog');
    expect(within(dialog).getByTestId('release-change')).toHaveTextContent('hub 배포의 hub: 카나리 2.1.0 (10%) 중단, 2.0.0 유지');
    await user.type(within(dialog).getByTestId('release-reason'), '오류 증가');
    await user.click(within(dialog).getByTestId('release-confirm'));
    await waitFor(() =>
      expect(lastRequest('POST', 'admin/releases/abort')?.body).toEqual({ remote: 'hub', deployment: 'hub', reason: '오류 증가' }),
    );
  });

  it("a refusal shows the server's message and keeps the dialog open", async () => {
    const refusal = '셸의 @nurly/shared 0.8.3이(가) 이 릴리스의 범위 ^0.9.0을(를) 만족하지 않습니다. 셸을 먼저 배포해주세요.';
    const user = await showDeployment('hub', [api.post('admin/releases/activate', () => apiError(409, refusal))]);
    await user.click(within(rowOf('cs')).getByTestId('release-activate-cs'));
    const dialog = await screen.findByTestId('release-dialog');
    await user.selectOptions(within(dialog).getByTestId('release-version'), '1.3.0+3f2a1c9');
    await user.click(within(dialog).getByTestId('release-confirm'));
    expect(await within(dialog).findByTestId('release-error')).toHaveTextContent(refusal);
    expect(screen.getByTestId('release-dialog')).toBeInTheDocument();
    expect(lastRequest('POST', 'admin/releases/activate')?.body).toEqual({ remote: 'cs', version: '1.3.0+3f2a1c9', deployment: 'hub' });
  });
});
