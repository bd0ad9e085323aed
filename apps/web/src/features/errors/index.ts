import 'server-only';

export { NotFoundView } from './not-found-view';
