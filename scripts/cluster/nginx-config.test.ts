import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { composeNginxOptions, renderNginxConfig } from './nginx-config';

const two = renderNginxConfig({
  listen: '127.0.0.1:8080',
  servers: ['127.0.0.1:3401', '127.0.0.1:3402'],
  prefix: '/tmp/tendero-cluster-x',
  accessLog: 'off',
});

/** The lines of one block, from its opening line to its closing brace. */
function block(config: string, opening: string): string[] {
  const lines = config.split('\n');
  const start = lines.findIndex((line) => line.trim() === opening);
  if (start < 0) throw new Error(`no block ${opening}`);
  const end = lines.findIndex((line, index) => index > start && line.trim() === '}');
  return lines.slice(start + 1, end).map((line) => line.trim());
}

describe('nginx configuration', () => {
  it('sends pages and the API round robin to every process, with passive health', () => {
    expect(block(two, 'upstream tendero_all {')).toEqual([
      'server 127.0.0.1:3401 max_fails=1 fail_timeout=3s;',
      'server 127.0.0.1:3402 max_fails=1 fail_timeout=3s;',
    ]);
    expect(two).toContain('proxy_next_upstream error timeout;');
    expect(two).not.toMatch(/non_idempotent|ip_hash|keepalive \d/);
  });

  it('gives each process an upstream of its own with every other process as a backup', () => {
    const three = renderNginxConfig({
      listen: '8080',
      servers: ['10.0.0.1:3000', '10.0.0.2:3000', '10.0.0.3:3000'],
      prefix: null,
      accessLog: '/dev/stdout',
    });
    expect(block(three, 'upstream tendero_p2 {')).toEqual([
      'server 10.0.0.2:3000 max_fails=1 fail_timeout=3s;',
      'server 10.0.0.1:3000 backup;',
      'server 10.0.0.3:3000 backup;',
    ]);
    expect(block(three, 'map $cookie_tendero_route $tendero_socket_upstream {')).toEqual([
      'default tendero_all;',
      'p1 tendero_p1;',
      'p2 tendero_p2;',
      'p3 tendero_p3;',
    ]);
    expect(three).not.toMatch(/pid |_temp_path/);
  });

  it('names the answering process in the route cookie, by the last address nginx tried', () => {
    const map = block(two, 'map $upstream_addr $tendero_answered_route {');
    expect(map).toEqual(["default '';", '"~(^|\\s)127\\.0\\.0\\.1:3401$" p1;', '"~(^|\\s)127\\.0\\.0\\.1:3402$" p2;']);
    // The same patterns, tried as nginx would (PCRE and JavaScript agree on these).
    const pattern = (line: string) => new RegExp((line.match(/"~(.*)"/)?.[1] ?? '').replace(/\\\\/g, '\\'));
    const [p1, p2] = [pattern(map[1] ?? ''), pattern(map[2] ?? '')];
    expect(p2.test('127.0.0.1:3401, 127.0.0.1:3402')).toBe(true);
    expect(p1.test('127.0.0.1:3401, 127.0.0.1:3402')).toBe(false);
    expect(p1.test('127.0.0.1:34010')).toBe(false);
    const socketLocation = block(two, 'location /socket.io/ {');
    expect(socketLocation).toContain('proxy_pass http://$tendero_socket_upstream;');
    expect(socketLocation.join('\n')).toContain('Set-Cookie "tendero_route=$tendero_answered_route; Path=/socket.io/');
  });

  it('forwards the client address nginx saw, the scheme, a request id and WebSocket upgrades', () => {
    for (const line of [
      'proxy_set_header X-Forwarded-For $remote_addr;',
      'proxy_set_header X-Forwarded-Proto $scheme;',
      'proxy_set_header X-Request-Id $request_id;',
      'proxy_set_header Upgrade $http_upgrade;',
      'proxy_set_header Connection $connection_upgrade;',
    ]) {
      expect(two).toContain(line);
    }
    expect(two).toContain('pid /tmp/tendero-cluster-x/nginx.pid;');
    expect(two).toContain('proxy_temp_path /tmp/tendero-cluster-x/proxy_temp;');
  });

  it('refuses a server that is not an IPv4 address (the sticky map matches addresses)', () => {
    expect(() => renderNginxConfig({ listen: '80', servers: ['app1:3000'], prefix: null, accessLog: 'off' })).toThrow(
      /IPv4/,
    );
  });

  it('deploy/nginx.conf is the rendering for compose.yaml (regenerate: npx tsx scripts/cluster/write-deploy-config.ts)', () => {
    const file = readFileSync(new URL('../../deploy/nginx.conf', import.meta.url), 'utf8');
    expect(file).toBe(renderNginxConfig(composeNginxOptions));
  });
});
