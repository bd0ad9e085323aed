// Signed-in chat sockets through the cluster's nginx, for the proofs: each keeps its route cookie (the
// client's cookie jar, as a browser would), reconnects by itself, and records why it was disconnected.
import { io, type Socket } from 'socket.io-client';

/** The demo clients (README): `client` and `client-1` … `client-15`, one password. */
export const demoClients = ['client', ...Array.from({ length: 15 }, (_, i) => `client-${i + 1}`)];
export const demoPassword = 'Tendero!2026';

export async function signIn(base: string, username: string): Promise<string> {
  const answer = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: demoPassword }),
  });
  if (answer.status !== 200) throw new Error(`sign-in of ${username} answered ${answer.status}`);
  return ((await answer.json()) as { accessToken: string }).accessToken;
}

export type SocketCrowd = {
  size: number;
  connected: () => number;
  /** Why sockets were disconnected so far, with counts (socket.io's reasons). */
  reasons: () => Record<string, number>;
  /** Waits until every socket is connected; answers how long that took (ms). */
  allConnected: (timeoutMs: number) => Promise<number>;
  close: () => void;
};

export async function openSockets(base: string, count: number): Promise<SocketCrowd> {
  const tokens = await Promise.all(demoClients.map((username) => signIn(base, username)));
  const reasons: Record<string, number> = {};
  const sockets: Socket[] = Array.from({ length: count }, (_, i) => {
    const socket = io(`${base}/chat`, {
      path: '/socket.io',
      auth: { token: tokens[i % tokens.length] },
      // Node's client keeps cookies (the route cookie) only with credentials on, as a browser does.
      withCredentials: true,
      reconnectionDelay: 500,
      reconnectionDelayMax: 2000,
    });
    socket.on('disconnect', (reason) => {
      reasons[reason] = (reasons[reason] ?? 0) + 1;
    });
    return socket;
  });
  const connected = () => sockets.filter((socket) => socket.connected).length;
  const allConnected = async (timeoutMs: number) => {
    const started = performance.now();
    while (connected() < count) {
      if (performance.now() - started > timeoutMs) {
        throw new Error(`${count - connected()} of ${count} sockets not connected after ${timeoutMs / 1000} s`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return performance.now() - started;
  };
  await allConnected(30_000);
  return {
    size: count,
    connected,
    reasons: () => ({ ...reasons }),
    allConnected,
    close: () => {
      for (const socket of sockets) socket.disconnect();
    },
  };
}
