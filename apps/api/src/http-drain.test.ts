import { createServer, type Server } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { trackConnections } from './http-drain';
import { staysFalse, waitFor } from './test/wait-for';

let server: Server | null = null;
afterEach(() => {
  server?.closeAllConnections();
  server = null;
});

/**
 * A server whose `/slow` answers when the test calls `release()`, everything else at once. `requests` and
 * `connections` count what the server has seen, so a test waits for the server's side instead of sleeping.
 * Its keep-alive timeout is long: an idle connection that ends did so because the drain ended it.
 */
async function start() {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const seen = { requests: 0, connections: 0 };
  const started = createServer((request, response) => {
    seen.requests++;
    const answer = () => response.end(`answer to ${request.url}`);
    if (request.url === '/slow') released.then(answer);
    else answer();
  });
  started.keepAliveTimeout = 120_000;
  started.on('connection', () => seen.connections++);
  server = started;
  const http = trackConnections(started);
  await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve));
  return { http, port: (started.address() as AddressInfo).port, release, seen };
}

/** A raw connection, so the test decides when the request's bytes leave. */
async function open(port: number): Promise<{ socket: Socket; received: () => string; ended: Promise<void> }> {
  const socket = connect(port, '127.0.0.1');
  let data = '';
  socket.on('data', (chunk) => {
    data += chunk.toString('utf8');
  });
  socket.on('error', () => {});
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, received: () => data, ended };
}

const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: test\r\n\r\n`;

describe('draining the HTTP server', () => {
  it('answers a request under way in full, with Connection: close, and only then resolves', async () => {
    const { http, port, release, seen } = await start();
    const client = await open(port);
    client.socket.write(get('/slow'));
    await waitFor('the server to be answering /slow', () => seen.requests === 1);
    let drained = false;
    const done = http.drain().then(() => {
      drained = true;
    });
    await staysFalse('the drain to resolve while /slow is unanswered', () => drained, 100);
    release();
    await client.ended;
    await done;
    expect(client.received()).toMatch(/^HTTP\/1\.1 200/);
    expect(client.received()).toMatch(/connection: close/i);
    expect(client.received()).toContain('answer to /slow');
  });

  it('answers a connection accepted before the drain whose request arrives after it', async () => {
    const { http, port, seen } = await start();
    const client = await open(port);
    await waitFor('the server to accept the connection', () => seen.connections === 1); // nothing read yet
    const done = http.drain();
    client.socket.write(get('/late'));
    await client.ended;
    await done;
    expect(client.received()).toContain('answer to /late');
  });

  it('ends an idle keep-alive connection (long before its keep-alive timeout) and refuses new connections', async () => {
    const { http, port } = await start();
    const client = await open(port);
    client.socket.write(get('/first'));
    await waitFor('the answer to /first', () => client.received().includes('answer to /first'));
    // The connection stays open for 120 s unless the drain ends it: waiting on it fails by the test's timeout.
    await http.drain();
    await client.ended;
    const refused = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('error', () => resolve(true));
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
    });
    expect(refused).toBe(true);
  });

  it('ends a connection that never sends a request after the quiet time', async () => {
    const { http, port } = await start();
    const client = await open(port);
    const started = performance.now();
    await http.drain(200);
    await client.ended;
    expect(performance.now() - started).toBeGreaterThanOrEqual(150);
    expect(client.received()).toBe('');
  });
});
