import { createServer, type Server } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { trackConnections } from './http-drain';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let server: Server | null = null;
afterEach(() => {
  server?.closeAllConnections();
  server = null;
});

/** A server whose `/slow` answers after `ms`, everything else at once. */
async function start(ms = 300) {
  const started = createServer((request, response) => {
    setTimeout(() => response.end(`answer to ${request.url}`), request.url === '/slow' ? ms : 0);
  });
  server = started;
  const http = trackConnections(started);
  await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve));
  return { http, port: (started.address() as AddressInfo).port };
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
    const { http, port } = await start();
    const client = await open(port);
    client.socket.write(get('/slow'));
    await sleep(50);
    let drained = false;
    const done = http.drain().then(() => {
      drained = true;
    });
    await sleep(100);
    expect(drained).toBe(false);
    await client.ended;
    await done;
    expect(client.received()).toMatch(/^HTTP\/1\.1 200/);
    expect(client.received()).toMatch(/connection: close/i);
    expect(client.received()).toContain('answer to /slow');
  });

  it('answers a connection accepted before the drain whose request arrives after it', async () => {
    const { http, port } = await start();
    const client = await open(port);
    await sleep(50); // accepted, nothing read yet
    const done = http.drain();
    client.socket.write(get('/late'));
    await client.ended;
    await done;
    expect(client.received()).toContain('answer to /late');
  });

  it('ends an idle keep-alive connection at once and refuses new connections', async () => {
    const { http, port } = await start();
    const client = await open(port);
    client.socket.write(get('/first'));
    await sleep(100);
    expect(client.received()).toContain('answer to /first');
    const started = performance.now();
    await http.drain();
    await client.ended;
    expect(performance.now() - started).toBeLessThan(1000);
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
