import { pathOfTarget } from './composeRoutes';

describe('pathOfTarget', () => {
  const routes = [
    { name: 'notice-detail', path: '/notice/:id' },
    { name: 'apps-user-list', path: '/users/list' },
  ];

  it('fills path params (encoded) and appends the query', () => {
    expect(pathOfTarget({ name: 'notice-detail', params: { id: '3' } }, routes)).toBe('/notice/3');
    expect(pathOfTarget({ name: 'apps-user-list', query: { search: '조 현우', group: '2' } }, routes)).toBe(
      '/users/list?search=%EC%A1%B0+%ED%98%84%EC%9A%B0&group=2',
    );
    expect(pathOfTarget({ name: 'notice-detail', params: { id: 'a/b' } }, routes)).toBe('/notice/a%2Fb');
  });

  it('is undefined for a name this deployment lacks or a missing param', () => {
    expect(pathOfTarget({ name: 'admin-notice-detail', params: { id: '3' } }, routes)).toBeUndefined();
    expect(pathOfTarget({ name: 'notice-detail' }, routes)).toBeUndefined();
  });
});
