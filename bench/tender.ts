// The tender, measured. On the PostgreSQL database named by DATABASE_URL — filled by
// `npm run seed:scale` (100,000 companies and 50,000 open inquiries) — it
//  1. simulates BENCH_INQUIRIES (200) tenders through the domain use cases: a client publishes, the digest
//     run tells matching providers, a sales rep of a matching company reads /orders/find and sends an
//     offer, the client's list shows it; it prints the median and p95 of the system's own time from
//     publishing to the first offer in the client's list, and how many providers each digest reached.
//     The digest window (10 minutes) and the rep's own reaction time are waiting, not work: they are
//     printed beside the figure, not simulated.
//  2. loads GET /orders/find on the production API (child process) at 32 connections: a visitor's teaser
//     and a sales rep's full list (newest, by service, by category and city, page 5), with /healthz as the
//     baseline; target p95 ≤ 50 ms.
// Everything the simulation creates is deleted at the end, so runs can be repeated.
//   DATABASE_URL=postgres://… npm run bench:tender     (BENCH_SECONDS=8, BENCH_CONNECTIONS=32)
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { measure, quantile, report, serveApi, startApi } from './api-load';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('bench:tender needs DATABASE_URL: a PostgreSQL database filled by `npm run seed:scale`.');
  process.exit(1);
}

if (process.argv.includes('--serve')) {
  await serveApi(databaseUrl);
} else {
  await bench(databaseUrl);
}

async function bench(url: string): Promise<void> {
  const { openDatabase } = await import('@tendero/db');
  const { systemClock } = await import('@tendero/domain');
  const { createAccounts } = await import('@tendero/domain/accounts');
  const { createInquiries, createInquiryDigestHandler, digestDelayMs } = await import('@tendero/domain/inquiries');
  const { createMarketplace } = await import('@tendero/domain/marketplace');
  const { sql } = await import('drizzle-orm');
  const seconds = Number(process.env.BENCH_SECONDS ?? 8);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
  const tenders = Number(process.env.BENCH_INQUIRIES ?? 200);

  const database = await openDatabase({ kind: 'postgres', url, maxConnections: 4 });
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const ctx = {
    db: database.db,
    clock: systemClock,
    settings: {
      publicUrl: 'http://localhost:3000',
      supportEmail: 'support@tendero.test',
      linkSecret: 'bench-link-key',
    },
  };
  try {
    const [scale] = await rows<{ companies: number; open: number }>(sql`
      select (select count(*)::int from companies where verified_at is not null) as companies,
        (select count(*)::int from inquiries where state = 'open' and visible_until > now()) as open`);
    console.info(
      `Database: ${scale?.companies.toLocaleString('en')} listed companies, ${scale?.open.toLocaleString('en')} open inquiries.`,
    );
    if ((scale?.open ?? 0) < 1000) {
      console.error('Too few open inquiries: run `npm run seed:scale` on this database first.');
      process.exitCode = 1;
      return;
    }

    // ---- 1. the simulation -------------------------------------------------------------------------
    const inquiries = createInquiries(ctx, { marketplace: createMarketplace(ctx, { cachePages: 0 }) });
    const services = [
      'bookkeeping',
      'custom-software-development',
      'office-cleaning',
      'google-ads',
      'sworn-translation',
    ];
    const clients = await rows<{ id: string }>(
      sql`select id from users where id like 'bench-client-%' limit ${tenders}`,
    );
    const repsOf = new Map<string, string[]>();
    for (const service of services) {
      const reps = await rows<{ id: string }>(sql`
        select u.id from users u join companies c on c.id = u.company_id
        where u.role = 'SALES_REP' and u.status = 'ACTIVE' and u.deleted_at is null
          and c.services @> array[${service}]::text[] and c.verified_at is not null
        order by u.id limit 50`);
      repsOf.set(
        service,
        reps.map((rep) => rep.id),
      );
    }
    const simulationStart = new Date();
    const [mailBefore] = await rows<{ count: number }>(sql`select count(*)::int as count from mail_messages`);
    const created: string[] = [];
    const published: { id: string; client: string; service: string; ms: number }[] = [];
    const validUntil = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    for (let i = 0; i < tenders; i++) {
      const client = clients[i % clients.length]?.id as string;
      const service = services[i % services.length] as string;
      const started = performance.now();
      const inquiry = await inquiries.create(
        { userId: client, role: 'CLIENT' },
        {
          services: [service],
          visibilityDays: 7,
          description: `Bench tender ${randomUUID()}: scope, dates and terms in the attachment.`,
          currency: 'PLN',
          marketingConsent: false,
          companyIds: [],
          private: false,
        },
      );
      created.push(inquiry.id);
      published.push({ id: inquiry.id, client, service, ms: performance.now() - started });
    }
    // The digest job runs once for everything published in its window.
    const digestStarted = performance.now();
    await createInquiryDigestHandler(ctx)({}, {} as never);
    const digestMs = performance.now() - digestStarted;
    const [mailAfter] = await rows<{ count: number }>(sql`select count(*)::int as count from mail_messages`);
    const digests = (mailAfter?.count ?? 0) - (mailBefore?.count ?? 0);

    const systemMs: number[] = [];
    for (const [index, tender] of published.entries()) {
      const repId = repsOf.get(tender.service)?.[index % 50];
      if (!repId) continue;
      const rep = { userId: repId, role: 'SALES_REP' as const };
      const started = performance.now();
      await inquiries.find(rep, { service: tender.service, page: 1 });
      await inquiries.apply(rep, tender.id, {
        message: 'We can start next week; details in the attached offer.',
        priceMin: 5000,
        currency: 'PLN',
        timelineDays: 14,
        scope: 'Everything in the inquiry, with a named contact person.',
        paymentTerms: 'Monthly, 14 days',
        validUntil,
      });
      const mine = await inquiries.mine({ userId: tender.client, role: 'CLIENT' });
      const delivered = mine.items.find((item) => item.id === tender.id)?.applicationCount ?? 0;
      if (delivered < 1) throw new Error(`the offer for ${tender.id} did not reach the client's list`);
      systemMs.push(tender.ms + digestMs / published.length + (performance.now() - started));
    }
    systemMs.sort((a, b) => a - b);
    console.info(`\n== Simulation: ${published.length} tenders, each answered by a rep of a matching company`);
    console.info(
      `  digest run: ${digestMs.toFixed(0)} ms for ${published.length} inquiries, ${digests.toLocaleString('en')} e-mails ` +
        `queued (one per provider, ${(digests / Math.max(1, published.length)).toFixed(1)} per inquiry on average)`,
    );
    console.info(
      `  system time, publish → first offer in the client's list: median ${quantile(systemMs, 0.5).toFixed(1)} ms, ` +
        `p95 ${quantile(systemMs, 0.95).toFixed(1)} ms (publish + share of the digest run + the rep's list + offer + client's list)`,
    );
    console.info(
      `  waiting not simulated: the digest window (${digestDelayMs / 60_000} min) and the rep's own reaction; the ` +
        'first offer therefore reaches the client about 10 minutes plus the rep’s reaction after publishing.',
    );

    // ---- 2. /orders/find under load ----------------------------------------------------------------
    const login = 'bench-rep';
    const password = 'Bench!Tender2026';
    const [repCompany] = await rows<{ id: string }>(sql`
      select id from companies where verified_at is not null and services @> array['bookkeeping']::text[]
      order by id limit 1`);
    const accounts = createAccounts(ctx, { secret: randomUUID() + randomUUID(), failedSignInsPerHour: 1000 });
    if (!(await accounts.exists(login))) {
      await accounts.createAccount({
        email: 'bench-rep@bench.tendero.test',
        password,
        username: login,
        firstName: 'Bench',
        lastName: 'Rep',
        phone: null,
        role: 'SALES_REP',
        status: 'ACTIVE',
        locale: 'pl',
        companyId: repCompany?.id,
      });
    }
    const api = await startApi(fileURLToPath(import.meta.url));
    try {
      const signIn = await fetch(`${api.base}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: login, password }),
      });
      const token = ((await signIn.json()) as { accessToken: string }).accessToken;
      const auth = { authorization: `Bearer ${token}` };
      const find = '/api/orders/find?';
      const targets = [
        { name: 'GET /healthz', path: '/healthz' },
        { name: 'visitor: teaser', path: find },
        { name: 'rep: newest', path: find, headers: auth },
        { name: 'rep: one service', path: `${find}service=bookkeeping`, headers: auth },
        { name: 'rep: category + city', path: `${find}category=accounting-payroll&city=warszawa`, headers: auth },
        { name: 'rep: newest, page 5', path: `${find}page=5`, headers: auth },
      ];
      console.info(`\n== GET /orders/find on ${api.base}; ${connections} connections, ${seconds} s per target`);
      for (const target of targets.slice(1)) {
        const response = await fetch(`${api.base}${target.path}`, { headers: target.headers });
        const body = (await response.json()) as { total?: number; totalIsCapped?: boolean; access?: string };
        console.info(
          `  ${target.name.padEnd(22)} ${response.status}, ${body.access}, ${body.total?.toLocaleString('en')}${body.totalIsCapped ? '+' : ''} found`,
        );
      }
      report(await measure(api.base, targets, connections, seconds), seconds);
      console.info(`server RSS after the run: ${api.rssMb().toFixed(0)} MB`);
    } finally {
      await api.stop();
    }

    // ---- clean up what the simulation created --------------------------------------------------------
    await database.db.execute(sql`delete from inquiries where id = any(${sql.param(created)}::uuid[])`);
    await database.db.execute(sql`delete from mail_messages where created_at >= ${simulationStart.toISOString()}`);
    await database.db.execute(sql`delete from jobs where run_at >= ${simulationStart.toISOString()}`);
  } finally {
    await database.close();
  }
}
