/**
 * The auth module's face: what other modules may use of it (they import `../auth`, never a file inside).
 * The Fastify plugin is plugin.ts, registered by modules/index.ts.
 */
export { deviceCookieOf } from './client';
export { type AuthConfig } from './config';
export { passwordCheckFailed, passwordCheckPassed, reservePasswordCheck, type FailureStore } from './login-backoff';
export { type AuthRepository } from './repository';
export { passwordCheckOf, passwordParams, normalizeMobile, phoneInUse, usernameInUse, type PasswordClient } from './service';
