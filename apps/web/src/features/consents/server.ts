import 'server-only';

export { ConsentsReport } from './consents-report';
