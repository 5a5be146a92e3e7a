export * from './errors';
export * from './client';
export * from './types';
export * from './auth';
export * from './users';
