export * from './store';
export { login, logout, loadUser, guestLogin } from './actions';
export * from './hooks';
export { ACT_FOR_ASIDE_KEY, endActingFor, startActingFor } from './actFor';
/** @public */
export { actorTokensAside } from './actFor';
