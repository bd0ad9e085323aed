import 'server-only';

export { NewsletterList } from './newsletter-list';
