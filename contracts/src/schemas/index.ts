export * from './common';
export * from './auth';
export * from './account';
export * from './users';
export * from './cs';
export * from './points';
export * from './advertisers';
export * from './keywords';
