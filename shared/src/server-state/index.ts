export * from './ordering';
export * from './usePagedQuery';
export * from './useAction';
export * from './download';
