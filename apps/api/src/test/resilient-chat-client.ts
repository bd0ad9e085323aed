import { randomUUID } from 'node:crypto';
import {
  type ChatClientToServer,
  type ChatServerToClient,
  catchUpEvent,
  createSendQueue,
  fetchedThroughAfter,
  resumeAfter,
  type SendOutcome,
} from '@tendero/contracts';
import { io as connect, type ManagerOptions, type Socket as SocketOf, type SocketOptions } from 'socket.io-client';

/** Typed by the contracts' event table, as the web client's socket. */
type Socket = SocketOf<ChatServerToClient, ChatClientToServer>;

export type ChatMessage = {
  id: string;
  roomId: string;
  senderId: string;
  clientMessageId: string;
  text: string;
  seq: number;
};

/**
 * A chat client that never loses or doubles a message, the way the web client behaves: every
 * message keeps its client id and is sent again until acknowledged, one after another in the order
 * written (`createSendQueue`); after any reconnect it fetches what it
 * missed from the database (`afterId`), and so when the server says it may have missed deliveries
 * (`catchUp`); received messages are kept by id. When its server is gone it moves
 * to the next one (as a load balancer would), after a random delay (no reconnection storm).
 */
export class ResilientChatClient {
  readonly messages = new Map<string, ChatMessage>();
  /** How often the connection was lost (the fault tests check that their fault really happened). */
  reconnects = 0;
  private socket: Socket | null = null;
  private index = 0;
  private rooms = new Set<string>();
  private connected: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly bases: string[],
    private readonly token: string,
    private readonly options: {
      /** Extra socket.io options (the fault proofs send nginx's route cookie in `extraHeaders`). */
      socket?: Partial<ManagerOptions & SocketOptions>;
      /** Each message pushed live (`newMessage`), as it arrives: not the acks, not the catch-ups. */
      onLive?: (message: ChatMessage) => void;
    } = {},
  ) {}

  /** Whether a socket is connected now. */
  get isConnected(): boolean {
    return this.socket?.connected === true;
  }

  async start(): Promise<void> {
    this.connected = this.open();
    await this.connected;
  }

  private open(): Promise<void> {
    return new Promise((resolve) => {
      const attempt = () => {
        if (this.closed) return;
        const base = this.bases[this.index % this.bases.length] as string;
        const socket = connect(`${base}/chat`, {
          path: '/socket.io',
          transports: ['websocket'],
          auth: { token: this.token },
          reconnection: false,
          timeout: 5000,
          ...this.options.socket,
        });
        socket.once('connect', async () => {
          this.socket = socket;
          socket.on('newMessage', ({ message }: { message: ChatMessage }) => {
            this.options.onLive?.(message);
            this.keep(message);
          });
          // The server may have missed deliveries (Redis lost and back): fetch as after a reconnect.
          socket.on(catchUpEvent, () => {
            this.markRooms();
            for (const room of this.rooms) void this.catchUp(room).catch(() => {});
          });
          socket.once('disconnect', () => {
            this.markRooms();
            this.socket = null;
            if (!this.closed) this.reconnects++;
            this.connected = this.open();
          });
          for (const room of this.rooms) await this.catchUp(room).catch(() => {});
          resolve();
        });
        socket.once('connect_error', () => {
          socket.close();
          this.index++;
          setTimeout(attempt, 100 + Math.random() * 500);
        });
      };
      setTimeout(attempt, this.socket === null && this.messages.size > 0 ? 100 + Math.random() * 500 : 0);
    });
  }

  private keep(message: ChatMessage) {
    this.messages.set(message.id, message);
  }

  /**
   * Per room, the resume mark when the connection was lost (see `resumeAfter`), taken at the disconnect,
   * not at the reconnect: a message pushed right after reconnecting must not hide the gap before it.
   */
  private marks = new Map<string, string>();
  /** Per room, the number through which a fetch answered the conversation completely. */
  private fetched = new Map<string, number>();

  private roomMessages(room: string): ChatMessage[] {
    return [...this.messages.values()].filter((message) => message.roomId === room);
  }

  private markRooms() {
    for (const room of this.rooms) {
      const mark = resumeAfter(this.roomMessages(room), this.fetched.get(room) ?? null);
      if (mark) this.marks.set(room, mark);
      else this.marks.delete(room);
    }
  }

  /** What came after the resume mark (the latest messages without one), as the web client asks. */
  async catchUp(room: string): Promise<void> {
    const socket = this.socket;
    if (!socket) return;
    const afterId = this.marks.get(room);
    // This room's answer, or nothing if the connection drops first (the next reconnect catches up again).
    const answer = new Promise<ChatMessage[] | null>((resolve) => {
      const done = (messages: ChatMessage[] | null) => {
        clearTimeout(timer);
        socket.off('previousMessages', onAnswer);
        socket.off('disconnect', onDrop);
        resolve(messages);
      };
      const onAnswer = (event: { roomId: string; messages: ChatMessage[] }) => {
        if (event.roomId === room) done(event.messages);
      };
      const onDrop = () => done(null);
      const timer = setTimeout(onDrop, 5000);
      socket.on('previousMessages', onAnswer);
      socket.once('disconnect', onDrop);
    });
    socket.emit('getPreviousMessages', afterId ? { roomId: room, afterId } : { roomId: room });
    const messages = await answer;
    if (messages === null) return;
    this.fetched.set(room, fetchedThroughAfter(this.fetched.get(room) ?? null, messages));
    for (const message of messages) this.keep(message);
  }

  async startConversation(oppositeUserId: string): Promise<string> {
    await this.connected;
    const socket = this.socket;
    if (!socket) throw new Error('not connected');
    const { roomId } = (await socket.timeout(5000).emitWithAck('startConversation', { oppositeUserId })) as {
      roomId: string;
    };
    this.rooms.add(roomId);
    return roomId;
  }

  /** Its messages leave one after another, in the order written (as the web client's). */
  private readonly outbox = createSendQueue((attempt: () => Promise<SendOutcome>) => attempt());

  /**
   * Sends once the messages written before it are stored, until acknowledged, always with the same client
   * id; answers the stored message.
   */
  send(roomId: string, receiverId: string, text: string): Promise<ChatMessage> {
    return new Promise((resolve) => {
      this.outbox.push(async () => {
        resolve(await this.sendUntilAcknowledged(roomId, receiverId, text));
        return 'sent';
      });
    });
  }

  private async sendUntilAcknowledged(roomId: string, receiverId: string, text: string): Promise<ChatMessage> {
    const clientMessageId = randomUUID();
    for (;;) {
      await this.connected;
      const socket = this.socket;
      if (socket) {
        try {
          const answer = (await socket
            .timeout(3000)
            .emitWithAck('sendMessage', { roomId, messageText: text, receiverId, clientMessageId })) as {
            ok: boolean;
            message: ChatMessage;
          };
          if (answer.ok) {
            this.keep(answer.message);
            return answer.message;
          }
        } catch {
          // No acknowledgement: the socket dropped or the server died. Send again with the same id.
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  close() {
    this.closed = true;
    this.socket?.close();
  }
}
