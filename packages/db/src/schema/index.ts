export * from './accounts';
export * from './notifications';
export * from './platform';
export * from './support';
