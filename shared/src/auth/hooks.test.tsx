import { act, renderHook } from '@testing-library/react';
import type { User } from '@nurly/contracts/schemas';
import { resolveSelectedApp, useCurrentUser, useSelectedApp, useUserRoles } from './hooks';
import { guestUser, isUserLoggedInAtom, nurlyStore, selectedAppAtom, userAtom } from './store';

const staff: User = {
  ...guestUser,
  id: 5,
  username: 'staff',
  is_guest: false,
  is_staff: true,
  roles: [{ name: 'NURLY_STAFF' }],
  apps: [
    { key: 'a', title: 'A' },
    { key: 'b', title: 'B' },
  ],
};

beforeEach(() => {
  sessionStorage.clear();
  nurlyStore.set(isUserLoggedInAtom, false);
  nurlyStore.set(userAtom, null);
  nurlyStore.set(selectedAppAtom, null);
});

it('gives the guest user when not logged in and the stored user when logged in', () => {
  const { result } = renderHook(() => ({ user: useCurrentUser(), roles: useUserRoles() }));
  expect(result.current.user).toBe(guestUser);
  expect(result.current.roles).toEqual([]);
  act(() => {
    nurlyStore.set(userAtom, staff);
    nurlyStore.set(isUserLoggedInAtom, true);
  });
  expect(result.current.user.username).toBe('staff');
  expect(result.current.roles).toEqual(['NURLY_STAFF']);
});

it('defaults the selected app to the first and stores a change', () => {
  expect(resolveSelectedApp({ apps: [] }, 'kept')).toBe('kept');
  expect(resolveSelectedApp(staff, null)).toBe('a');
  expect(resolveSelectedApp(staff, 'zzz')).toBe('a');
  act(() => {
    nurlyStore.set(userAtom, staff);
    nurlyStore.set(isUserLoggedInAtom, true);
  });
  const { result } = renderHook(() => useSelectedApp());
  expect(result.current.selectedApp).toBe('a');
  act(() => result.current.setSelectedApp('b'));
  expect(result.current.selectedApp).toBe('b');
  expect(JSON.parse(sessionStorage.getItem('nurly.selectedApp') ?? 'null')).toBe('b');
});
