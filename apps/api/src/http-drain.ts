import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

export type HttpDrain = {
  /**
   * Stops listening and answers once every connection has ended: requests under way (and requests whose
   * connection was accepted already) are answered, with `Connection: close`; keep-alive connections are
   * ended as soon as they are idle; a connection that has not begun a request within `silentMs` is ended.
   */
  drain: (silentMs?: number) => Promise<void>;
};

/**
 * Graceful close of the app's HTTP server for a rolling restart (decision 0025). Node's `server.close()`
 * ends the keep-alive connections idle at that instant, but a connection whose answer is under way stays
 * open after it (keep-alive) until its timeout, 72 s with Fastify: the process waited for its forced exit
 * and ended with code 1. Here every answer under way or begun during the drain says `Connection: close`,
 * a keep-alive connection is ended as soon as it is idle, and a connection that never sends a request is
 * ended after a quiet time.
 */
export function trackConnections(server: Server): HttpDrain {
  let draining = false;
  const sockets = new Set<Socket>();
  /** Requests under way per connection (a client may pipeline several). */
  const busy = new Map<Socket, number>();
  const answered = new WeakSet<Socket>();
  const answering = new Set<ServerResponse>();

  const endIfIdle = (socket: Socket) => {
    if (answered.has(socket) && !busy.has(socket)) socket.end();
  };

  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => {
      sockets.delete(socket);
      busy.delete(socket);
    });
  });
  server.prependListener('request', (request, response) => {
    const socket = request.socket;
    busy.set(socket, (busy.get(socket) ?? 0) + 1);
    if (draining) response.setHeader('Connection', 'close');
    else answering.add(response);
    response.once('close', () => {
      answering.delete(response);
      const left = (busy.get(socket) ?? 1) - 1;
      if (left > 0) busy.set(socket, left);
      else busy.delete(socket);
      answered.add(socket);
      if (draining) endIfIdle(socket);
    });
  });

  return {
    drain: (silentMs = 1000) => {
      draining = true;
      // Answers under way whose headers have not left yet close their connection when done.
      for (const response of answering) if (!response.headersSent) response.setHeader('Connection', 'close');
      const closed = new Promise<void>((resolve) => {
        // net's close: stop listening, call back when the last connection has ended (without http's
        // sweep of the connections it deems idle).
        NetServer.prototype.close.call(server, () => resolve());
      });
      for (const socket of sockets) endIfIdle(socket);
      const silent = setTimeout(() => {
        for (const socket of sockets) if (!answered.has(socket) && !busy.has(socket)) socket.end();
      }, silentMs);
      silent.unref();
      return closed.finally(() => clearTimeout(silent));
    },
  };
}
