/**
 * The one nginx configuration of Tendero's production shape, rendered for `npm run cluster` (loopback
 * ports, a temporary prefix) and for `compose.yaml` (deploy/nginx.conf, checked against this by
 * nginx-config.test.ts). Decision 0025 says why it looks like this.
 *
 * - Pages and the API go round robin to every process: they are stateless.
 * - socket.io is sticky by a cookie nginx sets itself: every /socket.io/ answer carries
 *   `tendero_route=<the process that answered>` (from `$upstream_addr`), and a `map` sends a request
 *   carrying it to that process's own upstream, where every other process is a `backup`. A process that
 *   is gone is skipped, its clients land on a backup and the cookie follows them there. (ip_hash would
 *   send every client behind one address, all of them on this machine, to one process.)
 * - Health is passive (open-source nginx has no active checks): a refused or timed-out connection marks
 *   a process failed for `fail_timeout`, and the request goes to the next one. Requests are retried
 *   elsewhere only when nothing was sent yet or they are idempotent (nginx's default for POST).
 * - No keep-alive to the processes: a process that stops listening (SIGTERM) is skipped at connect time,
 *   for every method, and nginx never sends a request on a connection the process is closing.
 */
export type NginxConfigOptions = {
  /** `listen` argument: `127.0.0.1:8080`, or `8080` in a container. */
  listen: string;
  /** Each app process as `host:port`, written as a literal IP address (the sticky map matches it). */
  servers: string[];
  /** Folder for the pid file and temporary files (the cluster's temp folder); null: nginx's defaults. */
  prefix: string | null;
  /** `off`, or a file such as /dev/stdout. */
  accessLog: string;
};

/** `127.0.0.1:3401` → a regex matching `$upstream_addr` whose last (answering) address is that one. */
function lastAddressPattern(server: string): string {
  return `~(^|\\s)${server.replace(/\./g, '\\.')}$`;
}

/** The route name of the i-th process in the cookie (`p1`, `p2`, …). */
export function routeName(index: number): string {
  return `p${index + 1}`;
}

export function renderNginxConfig(options: NginxConfigOptions): string {
  const { servers } = options;
  if (servers.length === 0) throw new Error('nginx needs at least one app process');
  for (const server of servers) {
    if (!/^\d{1,3}(\.\d{1,3}){3}:\d{1,5}$/.test(server)) throw new Error(`not an IPv4 host:port: ${server}`);
  }
  const peer = (server: string) => `server ${server} max_fails=1 fail_timeout=3s;`;
  const routes = servers.map((server, index) => ({ server, name: routeName(index) }));
  // Debian's build points temporary files at /var/lib/nginx: the cluster keeps them under its prefix.
  const tempPaths = options.prefix
    ? ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${options.prefix}/${kind}_temp;`,
      )
    : [];
  const lines = [
    '# Rendered by scripts/cluster/nginx-config.ts, as for `npm run cluster` (decision 0025); do not edit by hand:',
    '# npx tsx scripts/cluster/write-deploy-config.ts writes it again.',
    'worker_processes auto;',
    'error_log stderr warn;',
    ...(options.prefix ? [`pid ${options.prefix}/nginx.pid;`] : []),
    '',
    'events {',
    '  worker_connections 4096;',
    '}',
    '',
    'http {',
    `  access_log ${options.accessLog};`,
    '  default_type application/octet-stream;',
    '  server_tokens off;',
    ...tempPaths,
    '  # Uploads go up to 10 MB (chat attachments, logos); the app checks the exact limit.',
    '  client_max_body_size 12m;',
    '',
    '  # A WebSocket upgrade passes the Connection header on; every other request closes its connection.',
    '  map $http_upgrade $connection_upgrade {',
    '    default upgrade;',
    "    '' close;",
    '  }',
    '',
    '  # socket.io stickiness: the route cookie names the process a client talks to.',
    '  map $cookie_tendero_route $tendero_socket_upstream {',
    '    default tendero_all;',
    ...routes.map(({ name }) => `    ${name} tendero_${name};`),
    '  }',
    '',
    '  # The process that answered (the last address when nginx had to try another one).',
    '  map $upstream_addr $tendero_answered_route {',
    "    default '';",
    ...routes.map(({ server, name }) => `    "${lastAddressPattern(server)}" ${name};`),
    '  }',
    '',
    '  upstream tendero_all {',
    ...servers.map((server) => `    ${peer(server)}`),
    '  }',
    ...routes.flatMap(({ server, name }) => [
      '',
      `  upstream tendero_${name} {`,
      `    ${peer(server)}`,
      ...servers.filter((other) => other !== server).map((other) => `    server ${other} backup;`),
      '  }',
    ]),
    '',
    '  server {',
    `    listen ${options.listen};`,
    '',
    '    proxy_http_version 1.1;',
    '    proxy_set_header Host $http_host;',
    '    # One trusted proxy: the address nginx saw replaces anything the client sent (TRUST_PROXY=true).',
    '    proxy_set_header X-Forwarded-For $remote_addr;',
    '    proxy_set_header X-Forwarded-Proto $scheme;',
    '    proxy_set_header X-Request-Id $request_id;',
    '    proxy_set_header Upgrade $http_upgrade;',
    '    proxy_set_header Connection $connection_upgrade;',
    '    proxy_connect_timeout 2s;',
    '    proxy_read_timeout 60s;',
    '    proxy_send_timeout 60s;',
    '    # Passive health: a refused connection or a timeout tries the next process (never a POST that was',
    '    # sent already: nginx does not retry non-idempotent requests unless told to).',
    '    proxy_next_upstream error timeout;',
    '    proxy_next_upstream_tries 3;',
    '    proxy_next_upstream_timeout 10s;',
    '    proxy_buffers 16 16k;',
    '    proxy_busy_buffers_size 32k;',
    '',
    '    location / {',
    '      proxy_pass http://tendero_all;',
    '    }',
    '',
    '    location /socket.io/ {',
    '      proxy_pass http://$tendero_socket_upstream;',
    '      # Long-polling and WebSocket stay on the process of their handshake.',
    '      add_header Set-Cookie "tendero_route=$tendero_answered_route; Path=/socket.io/; HttpOnly; SameSite=Lax" always;',
    '      proxy_read_timeout 120s;',
    '    }',
    '  }',
    '}',
    '',
  ];
  return lines.join('\n');
}

/**
 * compose.yaml's nginx (deploy/nginx.conf): the app containers at fixed addresses on the compose network
 * (the sticky map matches addresses, and nginx then starts without resolving names of containers that
 * may not be up yet), nginx's own paths, the access log on stdout.
 */
export const composeNginxOptions: NginxConfigOptions = {
  listen: '8080',
  servers: ['172.29.21.11:3000', '172.29.21.12:3000'],
  prefix: null,
  accessLog: '/dev/stdout',
};
