import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { InvoiceDocument } from '@tendero/contracts';
import { schema } from '@tendero/db';
import { exportFiles } from '@tendero/domain/personal-data';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  allText,
  dayMs,
  env,
  exportOf,
  mailsTo,
  moveClock,
  type Person,
  person,
  runJobs,
  unzipped,
} from './personal-data.fixture';

const { auditLog, contacts, inquiries, applications, payments, invoices, favouriteCompanies, dataExports } = schema;

async function inquiryOf(client: Person, description: string) {
  const [row] = await env.database.db
    .insert(inquiries)
    .values({
      clientId: client.user.id,
      services: ['bookkeeping'],
      description,
      visibleUntil: new Date(Date.now() + 7 * dayMs),
      marketingConsent: true,
    })
    .returning();
  return row as typeof inquiries.$inferSelect;
}

async function invoiceOf(companyId: string, number: string, buyerName: string) {
  const [payment] = await env.database.db
    .insert(payments)
    .values({
      companyId,
      source: 'stripe',
      amountCents: 61_377,
      currency: 'pln',
      status: 'paid',
      createdAt: new Date(),
    })
    .returning();
  const document = { number, buyer: { name: buyerName } } as unknown as InvoiceDocument;
  const [invoice] = await env.database.db
    .insert(invoices)
    .values({
      series: 'FV',
      year: 2026,
      sequence: Number(number.slice(-6)),
      number,
      companyId,
      paymentId: payment?.id,
      currency: 'PLN',
      netCents: 49_900,
      vatCents: 11_477,
      grossCents: 61_377,
      language: 'pl',
      document,
    })
    .returning();
  return invoice as typeof invoices.$inferSelect;
}

describe('a person downloads all their data', () => {
  it('a client: the ZIP holds their e-mail, their inquiry, contact and favourite, a README in their language, and nothing of another person', async () => {
    const client = await person('CLIENT');
    const other = await person('CLIENT');
    const manager = await person('MANAGER');
    await inquiryOf(client, 'Księgowość dla małej firmy: pełna obsługa od stycznia');
    await inquiryOf(other, 'Another client’s secret plan for a warehouse');
    await env.database.db.insert(contacts).values({
      ownerId: client.user.id,
      name: 'Kontakt Klienta',
      email: 'kontakt-klienta@example.test',
      source: 'manual',
    });
    await env.database.db
      .insert(favouriteCompanies)
      .values({ userId: client.user.id, companyId: manager.user.companyId as string });
    await env.database.db.insert(schema.pushSubscriptions).values({
      userId: client.user.id,
      endpoint: 'https://push.example.test/secret-endpoint',
      p256dh: 'secret-p256dh-key',
      auth: 'secret-auth-key',
      device: 'Chrome 131 on Android 14',
    });

    const files = await exportOf(client);
    expect(Object.keys(files).sort()).toEqual(['README.txt', ...exportFiles].sort());
    const account = JSON.parse(files['account.json'] as string);
    expect(account.profile.email).toBe(client.user.email);
    // Issue 40: their push devices as their settings list them, never the browser's endpoint or keys.
    expect(account.pushDevices).toEqual([
      expect.objectContaining({ device: 'Chrome 131 on Android 14', lastSentAt: null }),
    ]);
    expect(files['account.json']).not.toMatch(/secret-endpoint|secret-p256dh|secret-auth/);
    expect(JSON.parse(files['inquiries.json'] as string).inquiries[0].description).toContain('Księgowość');
    expect(files['contacts.csv']).toContain('kontakt-klienta@example.test');
    expect(JSON.parse(files['favourites.json'] as string).companies).toHaveLength(1);
    expect(files['sessions.csv']).toContain('createdAt');
    expect(files['README.txt']).toContain('account.json');
    expect(files['README.txt']).toContain(client.user.email);
    const text = allText(files);
    expect(text).not.toContain(other.user.email);
    expect(text).not.toContain('secret plan');
    // Never a secret: no password hash, no session token.
    expect(text).not.toContain(client.token);
    expect(text).not.toMatch(/"(password|token|tokenHash|codeHash|secretEncrypted|publicKey)"\s*:/);
  });

  it('the request is the job’s: e-mailed in the person’s language with the link, recorded in the activity log', async () => {
    const client = await person('CLIENT');
    await env.database.db.update(schema.users).set({ locale: 'pl' }).where(eq(schema.users.id, client.user.id));
    const requested = await env.app.inject({ method: 'POST', url: '/api/me/data-export', headers: client.auth });
    expect(requested.statusCode).toBe(201);
    expect(requested.json().state).toBe('waiting');
    const waiting = await env.app.inject({ method: 'GET', url: '/api/me/data-export', headers: client.auth });
    expect(waiting.json().latest.state).toBe('waiting');
    // Not ready yet: nothing to download.
    const early = await env.app.inject({
      method: 'GET',
      url: `/api/me/data-export/${requested.json().id}/download`,
      headers: client.auth,
    });
    expect(early.statusCode).toBe(404);
    await runJobs();
    const [mail] = await mailsTo(client.user.email);
    expect(mail?.locale).toBe('pl');
    expect(mail?.subject).toBe('Twoje dane z Tendero są gotowe do pobrania');
    expect(mail?.text).toContain('/pl/account-settings/download-data');
    const ready = await env.app.inject({ method: 'GET', url: '/api/me/data-export', headers: client.auth });
    expect(ready.json().latest.state).toBe('ready');
    const download = await env.app.inject({
      method: 'GET',
      url: `/api/me/data-export/${requested.json().id}/download`,
      headers: client.auth,
    });
    expect(download.headers['content-type']).toBe('application/zip');
    expect(unzipped(download.rawPayload)['README.txt']).toContain('Tendero: Twoje dane');
    const entries = await env.database.db.select().from(auditLog).where(eq(auditLog.actorId, client.user.id));
    expect(entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['export.personal-data', 'export.personal-data-download']),
    );
  });

  it('only its owner downloads it: another person and a visitor cannot', async () => {
    const client = await person('CLIENT');
    const stranger = await person('CLIENT');
    const admin = await person('ADMIN');
    const requested = await env.app.inject({ method: 'POST', url: '/api/me/data-export', headers: client.auth });
    await runJobs();
    const url = `/api/me/data-export/${requested.json().id}/download`;
    expect((await env.app.inject({ method: 'GET', url, headers: stranger.auth })).statusCode).toBe(404);
    expect((await env.app.inject({ method: 'GET', url, headers: admin.auth })).statusCode).toBe(404);
    expect((await env.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await env.app.inject({ method: 'GET', url, headers: client.auth })).statusCode).toBe(200);
  });

  it('once a day: a second request is refused with when the next is possible, in the reader’s language', async () => {
    const client = await person('CLIENT');
    expect(
      (await env.app.inject({ method: 'POST', url: '/api/me/data-export', headers: client.auth })).statusCode,
    ).toBe(201);
    const again = await env.app.inject({
      method: 'POST',
      url: '/api/me/data-export',
      headers: { ...client.auth, 'accept-language': 'pl' },
    });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 'RATE_LIMITED', reason: 'EXPORT_ONCE_A_DAY' });
    expect(again.json().message).toMatch(
      /^Dane można zamówić raz dziennie\. Kolejny eksport będzie możliwy od \d{4}-\d\d-\d\d \d\d:\d\d\.$/,
    );
    const state = await env.app.inject({ method: 'GET', url: '/api/me/data-export', headers: client.auth });
    expect(state.json().nextRequestAt).not.toBeNull();
    // The refusal changed nothing: still one request.
    const rows = await env.database.db.select().from(dataExports).where(eq(dataExports.userId, client.user.id));
    expect(rows).toHaveLength(1);
    // A day later, the next one is possible.
    moveClock(dayMs + 60_000);
    try {
      const nextDay = await env.app.inject({ method: 'POST', url: '/api/me/data-export', headers: client.auth });
      expect(nextDay.statusCode).toBe(201);
    } finally {
      moveClock(-(dayMs + 60_000));
    }
  });

  it('requests at once: one is recorded, the others are refused', async () => {
    const client = await person('CLIENT');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        env.app.inject({ method: 'POST', url: '/api/me/data-export', headers: client.auth }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 429, 429, 429, 429, 429]);
    const rows = await env.database.db.select().from(dataExports).where(eq(dataExports.userId, client.user.id));
    expect(rows).toHaveLength(1);
  });

  it('the file is removed after 7 days, and the link then says so', async () => {
    const client = await person('CLIENT');
    const requested = await env.app.inject({ method: 'POST', url: '/api/me/data-export', headers: client.auth });
    await runJobs();
    const id = requested.json().id as string;
    expect(existsSync(join(env.uploads, `data-exports/${id}.zip`))).toBe(true);
    // A week on, the removal job runs (the clock goes back after it: sessions are a week long too).
    moveClock(7 * dayMs + 60_000);
    try {
      await runJobs();
    } finally {
      moveClock(-(7 * dayMs + 60_000));
    }
    expect(existsSync(join(env.uploads, `data-exports/${id}.zip`))).toBe(false);
    const gone = await env.app.inject({
      method: 'GET',
      url: `/api/me/data-export/${id}/download`,
      headers: client.auth,
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().reason).toBe('EXPORT_EXPIRED');
    const state = await env.app.inject({ method: 'GET', url: '/api/me/data-export', headers: client.auth });
    expect(state.json().latest.state).toBe('expired');
  });
});

describe('each role gets its own data and none of another person’s', () => {
  it('a sales rep: their offers and their company’s name', async () => {
    const manager = await person('MANAGER');
    const companyId = manager.user.companyId as string;
    const rep = await person('SALES_REP', { companyId });
    const otherRep = await person('SALES_REP', { companyId });
    const client = await person('CLIENT');
    const inquiry = await inquiryOf(client, 'Potrzebujemy biura rachunkowego');
    for (const [who, message] of [
      [rep, 'Our offer: full bookkeeping for 900 PLN'],
      [otherRep, 'A colleague’s offer that is not theirs'],
    ] as const) {
      await env.database.db.insert(applications).values({
        inquiryId: inquiry.id,
        repId: who.user.id,
        companyId,
        message,
        priceMin: 900,
        currency: 'PLN',
        timelineDays: 14,
        scope: 'bookkeeping',
        paymentTerms: 'monthly',
        validUntil: '2027-01-31',
      });
    }
    // Their instant-alert choice and what they were alerted of (issue 40); not a colleague's.
    await env.database.db
      .insert(schema.inquiryAlertChoices)
      .values({ userId: rep.user.id, companyId, alerts: 'on', services: ['bookkeeping'] });
    await env.database.db.insert(schema.inquiryAlertsSent).values([
      { inquiryId: inquiry.id, userId: rep.user.id, sentAt: new Date('2026-12-01T10:00:00Z') },
      { inquiryId: inquiry.id, userId: otherRep.user.id, sentAt: new Date('2026-12-01T10:00:00Z') },
    ]);
    const files = await exportOf(rep);
    const account = JSON.parse(files['account.json'] as string);
    expect(account.profile.email).toBe(rep.user.email);
    expect(account.inquiryAlerts.choice).toMatchObject({ alerts: 'on', services: ['bookkeeping'] });
    expect(account.inquiryAlerts.alertedOf).toEqual([{ inquiryId: inquiry.id, sentAt: '2026-12-01T10:00:00.000Z' }]);
    expect(JSON.parse(files['offers.json'] as string).offersSent[0].message).toContain('900 PLN');
    expect(JSON.parse(files['company.json'] as string)).toEqual({ id: companyId, name: expect.any(String) });
    const text = allText(files);
    expect(text).not.toContain('colleague’s offer');
    expect(text).not.toContain(otherRep.user.email);
    expect(text).not.toContain(client.user.email);
    expect(text).not.toContain(manager.user.email);
  });

  it('a manager: the company’s profile, team, payments and invoices, not another company’s', async () => {
    const manager = await person('MANAGER');
    const companyId = manager.user.companyId as string;
    const rep = await person('SALES_REP', { companyId });
    const otherManager = await person('MANAGER');
    await invoiceOf(companyId, 'FV/2026/000101', 'Nasza Firma sp. z o.o.');
    await invoiceOf(otherManager.user.companyId as string, 'FV/2026/000102', 'Obca Firma S.A.');
    const files = await exportOf(manager);
    expect(JSON.parse(files['account.json'] as string).profile.email).toBe(manager.user.email);
    const company = JSON.parse(files['company.json'] as string);
    expect(company.profile.id).toBe(companyId);
    expect(company.team.map((member: { role: string }) => member.role).sort()).toEqual(['MANAGER', 'SALES_REP']);
    expect(JSON.parse(files['invoices.json'] as string).map((row: { number: string }) => row.number)).toEqual([
      'FV/2026/000101',
    ]);
    expect(files['invoices.csv']).toContain('FV/2026/000101');
    expect(files['payments.csv']).toContain('61377');
    const text = allText(files);
    expect(text).not.toContain('FV/2026/000102');
    expect(text).not.toContain('Obca Firma');
    expect(text).not.toContain(otherManager.user.email);
    // Team members by name and role only.
    expect(text).not.toContain(rep.user.email);
  });

  it('an admin: their account and sign-in methods (the authenticator’s dates, never its secret)', async () => {
    const admin = await person('ADMIN');
    const client = await person('CLIENT');
    const files = await exportOf(admin);
    expect(JSON.parse(files['account.json'] as string).profile.email).toBe(admin.user.email);
    const signIn = JSON.parse(files['sign-in.json'] as string);
    expect(signIn.authenticatorApp).toMatchObject({ createdAt: expect.any(String) });
    expect(Object.keys(signIn.authenticatorApp).sort()).toEqual(['confirmedAt', 'createdAt']);
    expect(JSON.parse(files['activity.json'] as string).entries.map((e: { action: string }) => e.action)).toContain(
      'export.personal-data',
    );
    expect(allText(files)).not.toContain(client.user.email);
  });
});
