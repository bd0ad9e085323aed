import { connect, createServer, type Socket } from 'node:net';

/**
 * A TCP proxy on a free loopback port in front of another server (Redis, in the chat's outage tests), so
 * a test can lose that server for one client without stopping it for anyone else: `cut` drops every
 * connection through the proxy and refuses new ones (each is closed as it arrives), `restore` lets them in
 * again. The target is read for each new connection, so a test can move it (a server restarted on
 * another port behind the same address).
 */
export type TcpProxy = {
  url: (scheme: string) => string;
  cut: () => void;
  restore: () => void;
  close: () => Promise<void>;
};

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let cut = false;
  const server = createServer((incoming) => {
    if (cut) {
      incoming.destroy();
      return;
    }
    const outgoing = connect(target.port, target.host);
    for (const [from, to] of [
      [incoming, outgoing],
      [outgoing, incoming],
    ] as const) {
      open.add(from);
      from.pipe(to);
      from.on('error', () => to.destroy());
      from.on('close', () => {
        open.delete(from);
        to.destroy();
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: (scheme) => `${scheme}://127.0.0.1:${port}`,
    cut: () => {
      cut = true;
      for (const socket of open) socket.destroy();
    },
    restore: () => {
      cut = false;
    },
    close: async () => {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
