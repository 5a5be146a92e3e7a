import { render, screen } from '@testing-library/react';
import { defineRemote } from '../federation/types';
import { StandaloneShell, standaloneVariant } from './StandaloneShell';

function Hello() {
  return <p>안녕하세요</p>;
}

const definition = defineRemote({
  key: 'demo',
  routes: [
    {
      name: 'demo-public',
      path: '/',
      element: Hello,
      meta: { layout: 'content', title: 'demo:home', requiresAuth: false },
      variants: ['default'],
    },
    {
      name: 'demo-admin',
      path: '/admin/demo',
      element: Hello,
      meta: { layout: 'content', title: 'demo:admin', isStaff: true, roles: ['NURLY_ADMIN'] },
      variants: ['default'],
    },
    {
      name: 'demo-hub',
      path: '/hub-only',
      element: Hello,
      meta: { layout: 'content', title: 'demo:hub', requiresAuth: false },
      variants: ['hub'],
    },
  ],
  nav: [],
  i18n: {
    namespace: 'demo',
    resources: { ko: { home: '데모 홈', admin: '데모 관리', hub: '허브' }, en: { home: 'Demo', admin: 'Admin', hub: 'Hub' } },
  },
});

beforeEach(() => sessionStorage.clear());

describe('StandaloneShell', () => {
  it('picks the variant from ?variant= or the hostname', () => {
    expect(standaloneVariant({ search: '?variant=hub', hostname: 'localhost' })).toBe('hub');
    expect(standaloneVariant({ search: '?variant=nope', hostname: 'admin.localhost' })).toBe('offerwall');
    expect(standaloneVariant({ search: '', hostname: 'reward.localhost' })).toBe('reward');
  });

  it("renders the variant's routes with the remote's strings", async () => {
    window.history.pushState({}, '', '/');
    render(<StandaloneShell definition={definition} variant="default" />);
    // The first render also fetches the shell's own code (StandaloneShellView), as a standalone page does.
    expect(await screen.findByText('안녕하세요', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '데모 홈' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '허브' })).not.toBeInTheDocument();
  });

  it('asks for a login on a guarded route when not logged in', async () => {
    window.history.pushState({}, '', '/admin/demo');
    render(<StandaloneShell definition={definition} variant="default" />);
    expect(await screen.findByRole('button', { name: '로그인' })).toBeInTheDocument();
    expect(screen.getByLabelText(/아이디/)).toBeInTheDocument();
    expect(screen.queryByText('안녕하세요')).not.toBeInTheDocument();
  });
});
