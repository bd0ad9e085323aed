import { enqueueKsefSend, fa3XmlOf, isValidKsefNumber, ksefInvoiceHashOf } from '@tendero/domain/invoicing/ksef';
import {
  correctionWithKsefNumber,
  euReverseCharge,
  polishBuyerEur,
  polishBuyerPln,
} from '@tendero/domain/invoicing/ksef/fixtures';
import { describe, expect, it } from 'vitest';
import {
  clock,
  database,
  insertInvoice,
  invoiceRow,
  ksef,
  ksefAppPerFile,
  moveClock,
  runJobs,
  sellerNip,
  standIn,
} from './ksef.fixture';

ksefAppPerFile();

/** Queues the invoice's send as the invoicing capability does once it is issued, and runs the due jobs. */
async function issueAndSend(document: Parameters<typeof insertInvoice>[0]) {
  const row = await insertInvoice(document);
  await enqueueKsefSend({ db: database.db, clock }, row.id);
  await runJobs();
  return invoiceRow(row.id);
}

describe('an invoice goes to KSeF: session, send, status, UPO', () => {
  it('authenticates with the KSeF token, sends the encrypted FA(3) in an online session and keeps the KSeF number and UPO', async () => {
    const calls = standIn.calls.length;
    const row = await issueAndSend(polishBuyerPln);

    expect(row.ksefState).toBe('accepted');
    expect(isValidKsefNumber(row.ksefNumber ?? '')).toBe(true);
    expect(row.ksefNumber?.startsWith(`${sellerNip}-`)).toBe(true);
    expect(row.ksefUpo).toContain(`<NumerKSeFDokumentu>${row.ksefNumber}</NumerKSeFDokumentu>`);
    expect(row.ksefDecidedAt).not.toBeNull();
    expect(row.ksefError).toBeNull();
    expect(row.ksefAttempts).toBe(1);

    // What KSeF received is the invoice's FA(3), decrypted, and the hash kept is that file's (the QR code's part).
    const received = standIn.received.at(-1);
    const xml = fa3XmlOf(row.document, { createdAt: row.issuedAt });
    expect(received?.xml).toBe(xml);
    expect(row.ksefInvoiceHash).toBe(ksefInvoiceHashOf(xml));
    expect(row.ksefSessionReference).toBe(received?.sessionReference);
    expect(row.ksefReference).toBe(received?.invoiceReference);

    // The guide's order: challenge, the ministry's keys, token, status until confirmed, redeem, session,
    // invoice, close; then the invoice's status and its UPO.
    expect(standIn.calls.slice(calls)).toEqual([
      'POST /auth/challenge',
      'GET /security/public-key-certificates',
      'POST /auth/ksef-token',
      expect.stringMatching(/^GET \/auth\/\d{8}-AU-/),
      expect.stringMatching(/^GET \/auth\/\d{8}-AU-/),
      'POST /auth/token/redeem',
      'POST /sessions/online',
      expect.stringMatching(/^POST \/sessions\/online\/.+\/invoices$/),
      expect.stringMatching(/^POST \/sessions\/online\/.+\/close$/),
      expect.stringMatching(/^GET \/sessions\/.+\/invoices\/.+$/),
      expect.stringMatching(/^GET \/sessions\/.+\/invoices\/ksef\/.+\/upo$/),
    ]);
  });

  it('sends each case the schema allows (euro with złoty VAT, reverse charge, a correction) and reuses its access token', async () => {
    const before = standIn.calls.filter((call) => call === 'POST /auth/challenge').length;
    for (const document of [polishBuyerEur, euReverseCharge, correctionWithKsefNumber]) {
      const row = await issueAndSend(document);
      expect(row.ksefState, `${document.number}: ${row.ksefError}`).toBe('accepted');
    }
    expect(standIn.calls.filter((call) => call === 'POST /auth/challenge').length).toBe(before);
  });

  it('reads the status again later while KSeF is still processing the invoice', async () => {
    standIn.processingReads = 2;
    try {
      const row = await issueAndSend(polishBuyerPln);
      expect(row.ksefState).toBe('sent');
      moveClock(5_000);
      await runJobs();
      expect((await invoiceRow(row.id)).ksefState).toBe('sent');
      moveClock(10_000);
      await runJobs();
      expect((await invoiceRow(row.id)).ksefState).toBe('accepted');
    } finally {
      standIn.processingReads = 0;
    }
  });
});

describe('KSeF refuses an invoice', () => {
  it('keeps it rejected with KSeF’s reason when KSeF refuses a NIP on it', async () => {
    standIn.refusedNips.add('7010000005');
    try {
      const row = await issueAndSend(polishBuyerPln);
      expect(row.ksefState).toBe('rejected');
      expect(row.ksefError).toContain('450 Błąd weryfikacji semantyki dokumentu faktury');
      expect(row.ksefError).toContain('7010000005');
      expect(row.ksefNumber).toBeNull();
      expect(row.ksefDecidedAt).not.toBeNull();
    } finally {
      standIn.refusedNips.clear();
    }
  });

  it('gives the schema’s message when the document does not fit FA(3)', async () => {
    const row = await issueAndSend({ ...polishBuyerPln, buyer: { ...polishBuyerPln.buyer, nip: '0123456789' } });
    expect(row.ksefState).toBe('rejected');
    expect(row.ksefError).toMatch(/NIP.*0123456789/);
  });
});

describe('KSeF down, then back', () => {
  it('keeps the invoice waiting with the error, counts the tries, and sends it once KSeF answers again', async () => {
    standIn.unreachable = true;
    const row = await insertInvoice(polishBuyerPln);
    await enqueueKsefSend({ db: database.db, clock }, row.id);
    try {
      await runJobs();
      const waiting = await invoiceRow(row.id);
      expect(waiting.ksefState).toBe('waiting');
      expect(waiting.ksefAttempts).toBe(1);
      expect(waiting.ksefError).toContain('KSeF unreachable');

      // The queue tries again after its backoff (5 s, then 10 s): still down, one more try counted.
      await runJobs();
      expect((await invoiceRow(row.id)).ksefAttempts).toBe(1);
      moveClock(5_000);
      await runJobs();
      expect((await invoiceRow(row.id)).ksefAttempts).toBe(2);
    } finally {
      standIn.unreachable = false;
    }
    moveClock(10_000);
    await runJobs();
    const sent = await invoiceRow(row.id);
    expect(sent.ksefState).toBe('accepted');
    expect(sent.ksefAttempts).toBe(3);
    expect(sent.ksefError).toBeNull();
  });
});

describe('the ministry rotates its keys', () => {
  it('reads the new public keys when KSeF refuses a withdrawn one (21470) and sends with them', async () => {
    const keysRead = standIn.calls.filter((call) => call === 'GET /security/public-key-certificates').length;
    await standIn.rotateKeys();
    const row = await issueAndSend(polishBuyerPln);
    expect(row.ksefState, row.ksefError ?? '').toBe('accepted');
    expect(standIn.calls.filter((call) => call === 'GET /security/public-key-certificates').length).toBe(keysRead + 1);
  });
});

describe('the sweep', () => {
  it('sends invoices no job is for (issued before KSeF was configured, or given up while it was down)', async () => {
    const row = await insertInvoice(polishBuyerPln);
    expect(await ksef.sweep()).toBeGreaterThanOrEqual(1);
    // A second sweep before the job ran queues nothing twice for the same invoice.
    const queuedAgain = await ksef.sweep();
    await runJobs();
    expect((await invoiceRow(row.id)).ksefState).toBe('accepted');
    expect(queuedAgain).toBe(0);
  });
});
