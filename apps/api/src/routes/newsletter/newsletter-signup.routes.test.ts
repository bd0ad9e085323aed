import { schema } from '@tendero/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { env, mailTo } from './newsletter.fixture';

describe('public sign-up (double opt-in)', () => {
  const subscribe = (body: object, ip = '10.0.0.1') =>
    env.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: body, remoteAddress: ip });

  it('subscribing twice makes one subscription, confirmed by the e-mailed link', async () => {
    const email = `Reader-${process.pid}@example.test`;
    expect((await subscribe({ email })).json()).toEqual({ status: 'pending' });
    expect((await subscribe({ email: email.toLowerCase() })).json()).toEqual({ status: 'pending' });
    const rows = await env.database.db.select().from(schema.newsletterSubscriptions);
    expect(rows.filter((row) => row.email === email.toLowerCase())).toHaveLength(1);
    // The second sign-up came within 10 minutes: one confirmation e-mail (the per-address limit).
    const mails = await mailTo(email.toLowerCase());
    expect(mails).toHaveLength(1);
    const token = /[?&]token=([\w-]+)/.exec(mails[0]?.text ?? '')?.[1];
    expect(token).toBeTruthy();
    const confirmed = await subscribe({ token });
    expect(confirmed.json()).toEqual({ status: 'confirmed' });
    const [row] = await env.database.db
      .select()
      .from(schema.newsletterSubscriptions)
      .where(eq(schema.newsletterSubscriptions.email, email.toLowerCase()));
    expect(row?.confirmedAt).toBeInstanceOf(Date);
    // The link works once.
    expect((await subscribe({ token })).statusCode).toBe(404);
    // Already confirmed: the same answer, no new e-mail, still one row.
    expect((await subscribe({ email })).json()).toEqual({ status: 'pending' });
    expect(await mailTo(email.toLowerCase())).toHaveLength(1);
  });

  it('refuses a bad token and a bad address', async () => {
    expect((await subscribe({ token: 'not-a-real-token-at-all' }, '10.0.0.2')).statusCode).toBe(404);
    expect((await subscribe({ email: 'not-an-address' }, '10.0.0.2')).statusCode).toBe(400);
  });

  it('is rate limited per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await subscribe({ email: `flood${i}-${process.pid}@example.test` }, '10.0.0.9')).statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.at(-1)).toBe(429);
  });
});
