export * from './phone';
export * from './number';
export * from './timeAgo';
export * from './text';
export * from './dateTime';
