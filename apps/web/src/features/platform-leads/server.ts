import 'server-only';

export { PlatformLeadsReport } from './platform-leads-report';
