export * from './ids';
export * from './accounts';
export * from './advertisers';
export * from './cs';
export * from './keywords';
export * from './points';
export * from './uploads';
export * from './ads';
