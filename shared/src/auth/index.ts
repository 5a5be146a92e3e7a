export * from './store';
export { login, logout, loadUser, guestLogin } from './actions';
export * from './hooks';
export { ACT_FOR_ASIDE_KEY, actorTokensAside, endActingFor, startActingFor } from './actFor';
