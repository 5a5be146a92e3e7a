import { composeRoutes } from '../federation/composeRoutes';
import { defaultRemotes, loadedRemotes, makeUser } from '@nurly/shared/testing';
import { firstPermittedAdminPath } from './adminEntry';
import {
  ACCESS_DENIED_MESSAGE,
  decideRouteAccess,
  deniedReasonOf,
  deniedRedirectState,
  forgetRedirectPath,
  isClosedToUser,
  isDeniedRedirect,
  storeRedirectPath,
  takeRedirectPath,
} from './decide';

const staffMeta = { isStaff: true, roles: ['NURLY_ADMIN' as const, 'NURLY_STAFF' as const] };
const customerMeta = {};

describe('route guard decisions (docs/decisions/product.md#states)', () => {
  it('sends a visitor who is not logged-in staff from a staff route to /login', () => {
    expect(decideRouteAccess({ variant: 'default', meta: staffMeta, user: null, isLoggedIn: false, path: '/admin/shopping' })).toEqual({
      kind: 'login',
      redirectPath: '/admin/shopping',
    });
    const customer = makeUser([], { is_staff: false });
    expect(decideRouteAccess({ variant: 'default', meta: staffMeta, user: customer, isLoggedIn: true, path: '/admin/faq' }).kind).toBe(
      'login',
    );
  });

  it('alerts with the user id when a staff user lacks the role', () => {
    const hubClient = makeUser(['HUB_CLIENT'], { id: 42 });
    expect(decideRouteAccess({ variant: 'default', meta: staffMeta, user: hubClient, isLoggedIn: true, path: '/admin/faq' })).toEqual({
      kind: 'denied',
      message: `${ACCESS_DENIED_MESSAGE} (ID: 42)`,
    });
  });

  it('lets staff with a listed role through', () => {
    expect(
      decideRouteAccess({ variant: 'default', meta: staffMeta, user: makeUser(['NURLY_STAFF']), isLoggedIn: true, path: '/admin/faq' })
        .kind,
    ).toBe('render');
  });

  it('makes a visitor a guest on the default site only', () => {
    expect(decideRouteAccess({ variant: 'default', meta: customerMeta, user: null, isLoggedIn: false, path: '/' }).kind).toBe(
      'guest-login',
    );
    for (const variant of ['reward', 'hub', 'offerwall'] as const) {
      expect(decideRouteAccess({ variant, meta: customerMeta, user: null, isLoggedIn: false, path: '/' }).kind).toBe('login');
    }
  });

  it('closes the auth pages to logged-in users but not to guests', () => {
    expect(isClosedToUser(makeUser([]), true)).toBe(true);
    expect(isClosedToUser(makeUser([], { is_guest: true }), true)).toBe(false);
    expect(isClosedToUser(null, false)).toBe(false);
  });

  it('remembers where the user was going, once, and never an off-site path', () => {
    storeRedirectPath('/point/list?page=2');
    expect(takeRedirectPath()).toBe('/point/list?page=2');
    expect(takeRedirectPath()).toBeNull();
    localStorage.setItem('redirectPath', '//evil.example');
    expect(takeRedirectPath()).toBeNull();
  });

  it('forgets the remembered path when the user gives up on it', () => {
    storeRedirectPath('/admin');
    forgetRedirectPath();
    expect(takeRedirectPath()).toBeNull();
  });

  it('reads why /login was opened from the navigation state', () => {
    expect(deniedReasonOf(deniedRedirectState('role'))).toBe('role');
    expect(deniedReasonOf(deniedRedirectState('staff-only'))).toBe('staff-only');
    // An older state without a reason still keeps the form open, as a staff-only redirect.
    expect(deniedReasonOf({ denied: true })).toBe('staff-only');
    expect(isDeniedRedirect({ denied: true })).toBe(true);
    expect(deniedReasonOf(null)).toBeNull();
    expect(deniedReasonOf({ from: '/x' })).toBeNull();
  });
});

describe('/admin entry', () => {
  const routes = composeRoutes(loadedRemotes(defaultRemotes), 'default');

  it('picks the first admin page the user may open, in menu order', () => {
    const menu = ['/admin/nr/shopping', '/admin/shopping'];
    expect(firstPermittedAdminPath(routes, menu, makeUser(['NURLY_ADMIN']), true)).toBe('/admin/nr/shopping');
    expect(firstPermittedAdminPath(routes, menu, makeUser(['NURLY_STAFF']), true)).toBe('/admin/shopping');
  });

  it('finds nothing for users without an admin role or not logged in', () => {
    expect(firstPermittedAdminPath(routes, [], makeUser(['HUB_CLIENT']), true)).toBeNull();
    expect(firstPermittedAdminPath(routes, [], null, false)).toBeNull();
  });
});
