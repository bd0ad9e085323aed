export { createDeliverMailHandler, deliverMailJob, listMailbox, queueMail, queueMails } from './mail.service';
export { escapeHtml, mailLocale, renderMail } from './mail-layout';
export { createSmtpTransport, type MailTransport, type OutgoingMail } from './mail-transport';
