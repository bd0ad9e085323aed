export { newsletterSendJob } from './newsletter.mail';
export { createNewsletter, type Newsletter } from './newsletter.service';
export { renderNewsletterBody } from './newsletter-format';
export { unsubscribeFromMailing } from './operations/unsubscribe';
