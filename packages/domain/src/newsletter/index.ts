export { newsletterSendJob } from './newsletter.mail';
export { createNewsletter, type Newsletter } from './newsletter.service';
export { renderNewsletterBody } from './newsletter-format';
export { getMailingLink, unsubscribeFromMailing } from './operations/unsubscribe';
