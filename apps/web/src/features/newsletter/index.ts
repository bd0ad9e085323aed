export { NewsletterComposer } from './newsletter-composer';
export { SubscribeForm } from './subscribe-form';
