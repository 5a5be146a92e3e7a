/** '@nurly/shared/testing': helpers for *.test.ts(x) only; runtime code never imports this. */
export * from './remoteContract';
export * from './api';
export * from './server';
export * from './session';
export * from './renderRemote';
export * from './fixtures';
export * from './remotes';
