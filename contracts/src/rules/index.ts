export * from './ads';
export * from './signing';
export * from './standard-webhooks';
export * from './email';
export * from './text';
