// The floor of bench:chat (bench/chat.ts): a bare socket.io relay, no auth, no database; started as a child
// process that tells its port over IPC.
import { createServer } from 'node:http';
import { Server } from 'socket.io';

/** The floor: socket.io relaying each message to the other side's room, nothing else. */
async function serveEcho(): Promise<void> {
  const server = createServer();
  const io = new Server(server, { path: '/socket.io', serveClient: false });
  io.of('/chat').use((socket, next) => {
    socket.join(`user:${String(socket.handshake.auth.userId)}`);
    next();
  });
  io.of('/chat').on('connection', (socket) => {
    socket.on('sendMessage', (payload: { receiverId: string; messageText: string; clientMessageId: string }, ack) => {
      const message = { id: payload.clientMessageId, text: payload.messageText, receiverId: payload.receiverId };
      ack?.({ ok: true, message });
      io.of('/chat').to(`user:${payload.receiverId}`).emit('newMessage', { message });
    });
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  });
  process.once('SIGTERM', () => process.exit(0));
}

await serveEcho();
