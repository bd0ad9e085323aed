import 'server-only';

export { UpcomingPage } from './upcoming-page';
