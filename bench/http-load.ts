// A closed-loop HTTP load for bench:pages: `connections` keep-alive connections (undici's Pool, the HTTP
// client Node.js itself ships), each sending its next request when the answer before has been read to the
// end, for `seconds`. Every response time is kept (p50/p95/p99 from all of them).
//
// Why not autocannon here: its HTTP parser is JavaScript (http-parser-js) and reads every byte of a body, so
// a large answer measures the load generator. On 7 Dec 2026 a bare Node server sending a 62 KB chunk from
// memory answered autocannon 1,169 requests a second with autocannon's process at 100 % of a core and the
// server's nearly idle; undici (llhttp) took 14,091 a second from the same server.
import { Pool } from 'undici';

export interface LoadResult {
  rps: number;
  /** Every response time in ms, sorted. */
  latencies: number[];
  /** Answers other than 2xx/304, and failed requests. */
  errors: number;
}

export async function httpLoad(options: {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
}): Promise<LoadResult> {
  const url = new URL(options.url);
  const pool = new Pool(url.origin, { connections: options.connections, pipelining: 1 });
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const end = started + options.seconds * 1000;
  const client = async () => {
    while (performance.now() < end) {
      const sent = performance.now();
      try {
        const response = await pool.request({
          path: `${url.pathname}${url.search}`,
          method: 'GET',
          headers: options.headers,
        });
        for await (const _ of response.body) {
          // Read to the end, as a browser does; the bytes themselves are not needed.
        }
        if (response.statusCode >= 400 || (response.statusCode >= 300 && response.statusCode !== 304)) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: options.connections }, client));
  const elapsed = (performance.now() - started) / 1000;
  await pool.close();
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / elapsed, latencies, errors };
}
