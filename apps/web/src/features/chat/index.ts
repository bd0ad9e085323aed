export { ChatConversation, ChatPlaceholder } from './chat-conversation';
export { ChatShell } from './chat-shell';
export { connectChat, disconnectChat } from './chat-socket';
export { resetChat } from './chat-store';
export { ChatUnreadBadge } from './chat-unread-badge';
export { StartChatAction } from './start-chat-action';
export { useStartChat } from './use-start-chat';
