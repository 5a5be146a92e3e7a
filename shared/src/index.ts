export * from './federation/variants';
export * from './federation/types';
export * from './permissions/roles';
