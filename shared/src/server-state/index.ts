export * from './ordering';
export * from './usePagedQuery';
export * from './useAction';
export * from './serverErrors';
export * from './download';
export * from './useUrlFilters';
export * from './reportRanges';
