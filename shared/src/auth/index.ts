export * from './store';
export { login, logout, loadUser, guestLogin } from './actions';
export * from './hooks';
