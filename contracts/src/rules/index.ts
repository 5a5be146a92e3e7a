export * from './ads';
export * from './signing';
