import 'server-only';

export { RegisteredNotice } from './registered-notice';
