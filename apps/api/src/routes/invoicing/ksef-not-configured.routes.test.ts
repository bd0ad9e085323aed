import { enqueueKsefSend } from '@tendero/domain/invoicing/ksef';
import { polishBuyerPln } from '@tendero/domain/invoicing/ksef/fixtures';
import { describe, expect, it } from 'vitest';
import {
  accounts,
  app,
  clock,
  database,
  insertInvoice,
  invoiceRow,
  ksef,
  ksefAppPerFile,
  runJobs,
  signedInUser,
  standIn,
} from './ksef.fixture';

ksefAppPerFile({ configured: false });

describe('without KSEF_URL and KSEF_TOKEN', () => {
  it('keeps invoices waiting, sends nothing, and tells the admin KSeF is not configured', async () => {
    const admin = await signedInUser(app, accounts, { role: 'ADMIN', prefix: 'admin' });
    const row = await insertInvoice(polishBuyerPln);
    await enqueueKsefSend({ db: database.db, clock }, row.id);
    await runJobs();
    expect(await ksef.sweep()).toBe(0);
    const waiting = await invoiceRow(row.id);
    expect(waiting).toMatchObject({ ksefState: 'waiting', ksefAttempts: 0, ksefError: null, ksefInvoiceHash: null });
    expect(standIn.calls).toEqual([]);

    const answer = await app.inject({ method: 'GET', url: '/api/admin/invoices', headers: admin.auth });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ configured: false, total: 1 });
    expect(answer.json().items[0]).toMatchObject({ ksefState: 'waiting', canResend: false });

    const refused = await app.inject({
      method: 'POST',
      url: `/api/admin/invoices/${row.id}/ksef/resend`,
      headers: { ...admin.auth, 'accept-language': 'pl' },
    });
    expect(refused.statusCode).toBe(501);
    expect(refused.json()).toMatchObject({ code: 'NOT_AVAILABLE', reason: 'KSEF_NOT_CONFIGURED' });
    expect(refused.json().message).toContain('KSeF');
  });
});
