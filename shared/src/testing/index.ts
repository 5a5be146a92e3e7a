/** '@nurly/shared/testing': helpers for *.test.ts(x) only; runtime code never imports this. */
export * from './remoteContract';
