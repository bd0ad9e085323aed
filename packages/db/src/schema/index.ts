export * from './accounts';
export * from './chat';
export * from './companies';
export * from './inquiries';
export * from './marketplace';
export * from './notifications';
export * from './platform';
export * from './support';
