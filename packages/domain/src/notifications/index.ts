export { countOutbox } from './mail.repository';
export {
  createDeliverMailHandler,
  deliverMailJob,
  findMailAttachment,
  listMailbox,
  queueMail,
  queueMails,
} from './mail.service';
export { escapeHtml, mailLocale, renderMail, renderMailHtml } from './mail-layout';
export { createSmtpTransport, type MailTransport, type OutgoingMail } from './mail-transport';
export {
  isValidMailingSignature,
  listUnsubscribeHeaders,
  mailingSignature,
  mailingUnsubscribeLink,
} from './mailing-link';
export { createNotificationSettings, type NotificationSettingsFace } from './notification-settings.service';
export { type Notice, type NoticeRecipient, notify, type PushNotice, sendPushJob } from './notify';
export { getNotificationSettings } from './operations/get-notification-settings';
export { saveNotificationSettings, switchOffKindEmail } from './operations/save-notification-settings';
export { type PushPayload, pushTtlSeconds } from './operations/send-push';
export { findChannelsOf, findPreferences, savePreferences } from './preferences.repository';
export { listPushSubscriptionsOf } from './push.repository';
export { createPush, type Push } from './push.service';
export { type PushSettings, pushDeviceName } from './push-settings';
