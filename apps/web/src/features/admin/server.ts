import 'server-only';

export { ActivityReport } from './activity-report';
export { UsersReport } from './users-report';
