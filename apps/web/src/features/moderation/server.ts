import 'server-only';

export { RemovalsReport } from './removals-report';
