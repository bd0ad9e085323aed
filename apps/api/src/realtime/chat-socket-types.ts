import type { ChatClientToServer, ChatMessage, ChatServerToClient } from '@tendero/contracts';
import type { Namespace, Server, Socket } from 'socket.io';
import type { Session } from '../plugins/session';

/** What the processes of the chat ask one another (socket.io's server-side events, through Redis). */
export type ChatInterServer = {
  /** A resend whose storing process is gone: push it to your sockets not given it yet (chat-gateway.ts). */
  'chat:redeliver': (message: ChatMessage) => void;
  /** This process's publishes failed: tell your sockets to catch up (redis-adapter.ts). */
  'chat:catchUp': () => void;
};

/** What a socket carries: the session its handshake resolved to (realtime.ts). */
export type ChatSocketData = { session: Session };

/** socket.io typed by the contracts' event table: a misspelt event or a wrong payload fails the typecheck. */
export type ChatServer = Server<ChatClientToServer, ChatServerToClient, ChatInterServer, ChatSocketData>;
export type ChatNamespace = Namespace<ChatClientToServer, ChatServerToClient, ChatInterServer, ChatSocketData>;
export type ChatSocket = Socket<ChatClientToServer, ChatServerToClient, ChatInterServer, ChatSocketData>;
