export * from './federation/types';
export * from './permissions';
export * from './format';
export * from './api';
export * from './auth';
export * from './i18n';
export * from './ui';
