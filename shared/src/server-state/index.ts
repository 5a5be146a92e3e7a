export * from './ordering';
export * from './usePagedQuery';
export * from './useAction';
export * from './serverErrors';
export * from './download';
