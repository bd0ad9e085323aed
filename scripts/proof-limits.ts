// Proof that the limits count people, not page views, against a running Tendero (`npm start` first):
// one signed-in user browses briskly (1,200 page views and the page framework's prefetches, 60 saves)
// and must get no 429; then 120 sign-in attempts from the same address must still be refused after
// AUTH_RATE_LIMIT_PER_MINUTE, as before. Prints the figures; exits 1 if either half fails.
//   npm run proof:limits
//   PROOF_URL=http://127.0.0.1:3000 PROOF_USERNAME=client PROOF_PASSWORD='Tendero!2026' npm run proof:limits
import { performance } from 'node:perf_hooks';

const base = (process.env.PROOF_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const username = process.env.PROOF_USERNAME ?? 'client';
const password = process.env.PROOF_PASSWORD ?? 'Tendero!2026';
const pageViews = Number(process.env.PROOF_PAGE_VIEWS ?? 60);
const prefetchesPerView = Number(process.env.PROOF_PREFETCHES ?? 19);
const saves = Number(process.env.PROOF_SAVES ?? 60);
const signIns = Number(process.env.PROOF_SIGN_INS ?? 120);
const concurrency = Number(process.env.PROOF_CONCURRENCY ?? 6);

/** What a signed-in client opens, and the links each page makes the framework prefetch. */
const pages = [
  '/en/marketplace',
  '/en/marketplace/search/all?q=biuro',
  '/en/orders/my',
  '/en/orders/find',
  '/en/account-settings',
  '/en/account-settings/support',
  '/en/client/profile',
  '/en/chat',
  '/en/about',
  '/en/blog',
  '/pl/marketplace',
  '/pl/about',
];

type Kind = 'page' | 'prefetch' | 'save' | 'sign-in';
type Answer = { kind: Kind; status: number; ms: number; retryAfter: string | null };
const answers: Answer[] = [];

async function call(kind: Kind, path: string, init: RequestInit = {}): Promise<Response> {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, { redirect: 'manual', ...init });
  await response.arrayBuffer();
  answers.push({
    kind,
    status: response.status,
    ms: performance.now() - started,
    retryAfter: response.headers.get('retry-after'),
  });
  return response;
}

/** Runs the tasks with at most `limit` in flight, in order of the list. */
async function pool(tasks: (() => Promise<unknown>)[], limit: number): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < tasks.length) {
        const task = tasks[next++];
        await task?.();
      }
    }),
  );
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const signIn = await fetch(`${base}/api/auth/sign-in`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username, password }),
});
if (!signIn.ok) {
  console.error(`Sign-in as ${username} failed (${signIn.status}): ${await signIn.text()}`);
  console.error('Start Tendero in demo mode (npm start) or set PROOF_USERNAME and PROOF_PASSWORD.');
  process.exit(2);
}
const session = (await signIn.json()) as { accessToken: string; userId: string };
const cookie = `accessToken=${session.accessToken}`;
const bearer = { authorization: `Bearer ${session.accessToken}`, 'content-type': 'application/json' };

// Next.js checks the `_rsc` parameter of a prefetch against its router headers (it redirects otherwise):
// the browser's router sends sha-256("1,0,0,0") truncated to 96 bits, base64url, for a plain prefetch.
const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode('1,0,0,0'));
const rsc = Buffer.from(new Uint8Array(digest).subarray(0, 12)).toString('base64url');

const tasks: (() => Promise<unknown>)[] = [];
for (let view = 0; view < pageViews; view++) {
  const page = pages[view % pages.length] as string;
  tasks.push(() =>
    call('page', page, {
      headers: { cookie, accept: 'text/html,application/xhtml+xml', 'sec-fetch-dest': 'document' },
    }),
  );
  for (let link = 1; link <= prefetchesPerView; link++) {
    const target = pages[(view + link) % pages.length] as string;
    const separator = target.includes('?') ? '&' : '?';
    tasks.push(() =>
      call('prefetch', `${target}${separator}_rsc=${rsc}`, {
        headers: { cookie, accept: '*/*', rsc: '1', 'next-router-prefetch': '1' },
      }),
    );
  }
}
// The saves are spread through the browsing, as a person saves between page views.
const every = Math.max(1, Math.floor(tasks.length / saves));
for (let n = saves - 1; n >= 0; n--) {
  tasks.splice(Math.min(tasks.length, n * every + 1), 0, () =>
    call('save', `/api/users/${session.userId}/profile`, {
      method: 'PUT',
      headers: bearer,
      body: JSON.stringify({ bio: `Proof save ${n + 1} of ${saves}` }),
    }),
  );
}

const started = performance.now();
await pool(tasks, concurrency);
const browseSeconds = (performance.now() - started) / 1000;

for (let n = 0; n < signIns; n++) {
  await call('sign-in', '/api/auth/sign-in', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: `proof-nobody-${n}`, password: 'Wrong!Pass1' }),
  });
}

console.info(`Tendero at ${base}, signed in as ${username}; ${concurrency} requests in flight`);
console.info(`browsing took ${browseSeconds.toFixed(1)} s\n`);
console.info('kind       requests   2xx   3xx   4xx (not 429)   429   5xx   p50 ms   p95 ms');
for (const kind of ['page', 'prefetch', 'save', 'sign-in'] as const) {
  const of = answers.filter((answer) => answer.kind === kind);
  const count = (test: (status: number) => boolean) => of.filter((answer) => test(answer.status)).length;
  console.info(
    [
      kind.padEnd(10),
      String(of.length).padStart(8),
      String(count((s) => s >= 200 && s < 300)).padStart(5),
      String(count((s) => s >= 300 && s < 400)).padStart(5),
      String(count((s) => s >= 400 && s < 500 && s !== 429)).padStart(15),
      String(count((s) => s === 429)).padStart(5),
      String(count((s) => s >= 500)).padStart(5),
      percentile(
        of.map((answer) => answer.ms),
        50,
      )
        .toFixed(0)
        .padStart(8),
      percentile(
        of.map((answer) => answer.ms),
        95,
      )
        .toFixed(0)
        .padStart(8),
    ].join(' '),
  );
}

const browsing = answers.filter((answer) => answer.kind !== 'sign-in');
const limitedBrowsing = browsing.filter((answer) => answer.status === 429).length;
const savedOk = answers.filter((answer) => answer.kind === 'save' && answer.status === 204).length;
const attempts = answers.filter((answer) => answer.kind === 'sign-in');
const firstRefused = attempts.findIndex((answer) => answer.status === 429);
const refused = attempts.filter((answer) => answer.status === 429);
const refusedWithRetry = refused.filter((answer) => Number(answer.retryAfter) > 0).length;

console.info('');
console.info(`page views and prefetches of one person: ${browsing.length - saves}, answered 429: ${limitedBrowsing}`);
console.info(`saves: ${savedOk} of ${saves} saved`);
console.info(
  `sign-in attempts: ${attempts.length}; the first refused was attempt ${firstRefused + 1}; refused ${refused.length}` +
    ` (${refusedWithRetry} with Retry-After)`,
);
const passed = limitedBrowsing === 0 && savedOk === saves && refused.length > 0 && firstRefused <= 20;
console.info(passed ? 'PASS' : 'FAIL');
process.exit(passed ? 0 : 1);
