export {
  chatOfflineMailJob,
  createChatOfflineMailHandler,
  ensureOfflineMailScan,
  offlineAfterMs,
} from './chat.mail';
export { mayTalk } from './chat.policy';
export { type Chat, createChat } from './chat.service';
