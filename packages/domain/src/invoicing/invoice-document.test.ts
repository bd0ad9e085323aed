import { vatTreatmentOf } from '@tendero/contracts';
import { describe, expect, it } from 'vitest';
import { buildCorrectionDocument, buildInvoiceDocument, type InvoiceInput } from './invoice-document';
import { toPlnGrosze } from './nbp.gateway';

const seller = {
  name: 'Tendero sp. z o.o.',
  nip: '1111111111',
  street: 'ul. Prosta 51',
  postalCode: '00-838',
  city: 'Warszawa',
  bankAccount: 'PL61109010140000071219812874',
};

function input(overrides: Partial<InvoiceInput>): InvoiceInput {
  return {
    number: 'FV/2026/000001',
    issueDate: '2026-12-07',
    saleDate: '2026-12-07',
    language: 'pl',
    currency: 'PLN',
    seller,
    buyer: {
      name: 'Zażółć Gęślą sp. z o.o.',
      nip: '5260250274',
      vatNumber: null,
      street: 'ul. Długa 1',
      postalCode: '80-001',
      city: 'Gdańsk',
      country: 'PL',
    },
    treatment: { kind: 'PL_VAT', ratePercent: 23 },
    amounts: { netCents: 49900, vatCents: 11477, grossCents: 61377 },
    exchange: null,
    payment: { paidAt: '2026-12-07', method: 'blik' },
    plan: 'yearly',
    ...overrides,
  };
}

describe('the invoice document, by the buyer', () => {
  it('a Polish company: 23 % VAT, its NIP, in Polish, the yearly period on the line, no legal note', () => {
    const document = buildInvoiceDocument(input({}));
    expect(document).toMatchObject({
      kind: 'VAT',
      number: 'FV/2026/000001',
      language: 'pl',
      treatment: 'PL_VAT',
      vatRatePercent: 23,
      buyer: { nip: '5260250274', vatNumber: null },
      totals: { netCents: 49900, vatCents: 11477, grossCents: 61377 },
      period: { from: '2026-12-07', to: '2027-12-06' },
      exchange: null,
      notes: [],
      correction: null,
    });
    expect(document.lines[0]?.name).toBe('Tendero Premium – abonament roczny, okres 2026-12-07 – 2027-12-06');
    expect(document.lines[0]?.unit).toBe('usł.');
  });

  it('an EU company with a confirmed VAT number: reverse charge, no VAT, the note in English with its Polish words', () => {
    const treatment = vatTreatmentOf({ country: 'DE', vatNumberConfirmed: true });
    const document = buildInvoiceDocument(
      input({
        language: 'en',
        currency: 'EUR',
        treatment,
        amounts: { netCents: 4900, vatCents: 0, grossCents: 4900 },
        buyer: {
          name: 'Nordwind GmbH',
          nip: null,
          vatNumber: 'DE123456789',
          street: 'Hafenstraße 5',
          postalCode: '20457',
          city: 'Hamburg',
          country: 'DE',
        },
        plan: 'monthly',
      }),
    );
    expect(document).toMatchObject({
      treatment: 'REVERSE_CHARGE',
      vatRatePercent: 0,
      buyer: { nip: null, vatNumber: 'DE123456789', address: { country: 'DE' } },
      totals: { netCents: 4900, vatCents: 0, grossCents: 4900 },
      // Reverse charge: no Polish VAT, so no złoty VAT either.
      exchange: null,
      period: { from: '2026-12-07', to: '2027-01-06' },
    });
    expect(document.notes).toHaveLength(1);
    expect(document.notes[0]).toContain('Reverse charge');
    expect(document.notes[0]).toContain('odwrotne obciążenie');
    expect(document.lines[0]?.name).toBe('Tendero Premium, monthly plan, 2026-12-07 – 2027-01-06');
  });

  it('a company outside the EU: not subject to Polish VAT (art. 28b), in Polish when its manager reads Polish', () => {
    const treatment = vatTreatmentOf({ country: 'US', vatNumberConfirmed: false });
    const document = buildInvoiceDocument(
      input({
        currency: 'EUR',
        treatment,
        amounts: { netCents: 49900, vatCents: 0, grossCents: 49900 },
        buyer: {
          name: 'Hudson Labs Inc.',
          nip: null,
          vatNumber: null,
          street: '5th Avenue 1',
          postalCode: '10001',
          city: 'New York',
          country: 'US',
        },
      }),
    );
    expect(document).toMatchObject({ treatment: 'OUTSIDE_EU', vatRatePercent: 0, exchange: null });
    expect(document.notes).toEqual(['Usługa nie podlega opodatkowaniu w Polsce (art. 28b ustawy o VAT)']);
  });

  it('a euro invoice with Polish VAT: the VAT also in złoty at the NBP rate and table given', () => {
    const document = buildInvoiceDocument(
      input({
        currency: 'EUR',
        amounts: { netCents: 4900, vatCents: 1127, grossCents: 6027 },
        exchange: { rate: '4.2567', table: '235/A/NBP/2026', date: '2026-12-04' },
      }),
    );
    // 11.27 € × 4.2567 = 47.973009 zł → 47.97 zł.
    expect(document.exchange).toEqual({
      rate: '4.2567',
      table: '235/A/NBP/2026',
      date: '2026-12-04',
      vatPlnGrosze: 4797,
    });
    expect(toPlnGrosze(11477, '4.2567')).toBe(48854);
  });

  it('a correction of a refund: the original named, the differences negative, the rate of the original kept', () => {
    const original = buildInvoiceDocument(
      input({
        currency: 'EUR',
        amounts: { netCents: 4900, vatCents: 1127, grossCents: 6027 },
        exchange: { rate: '4.2567', table: '235/A/NBP/2026', date: '2026-12-04' },
      }),
    );
    const correction = buildCorrectionDocument({
      original,
      originalKsefNumber: '1111111111-20261207-0100A0B1C2D3-4E',
      number: 'KOR/2026/000001',
      issueDate: '2026-12-10',
      refundedCents: 6027,
      reason: null,
    });
    expect(correction).toMatchObject({
      kind: 'KOR',
      number: 'KOR/2026/000001',
      issueDate: '2026-12-10',
      saleDate: '2026-12-07',
      totals: { netCents: -4900, vatCents: -1127, grossCents: -6027 },
      exchange: { rate: '4.2567', vatPlnGrosze: -4797 },
      correction: {
        ofNumber: 'FV/2026/000001',
        ofIssueDate: '2026-12-07',
        ofKsefNumber: '1111111111-20261207-0100A0B1C2D3-4E',
        reason: 'Zwrot płatności',
      },
    });
    expect(correction.lines[0]?.name).toMatch(/^Korekta: Tendero Premium/);
    // A partial refund splits into net and VAT in the original's proportion.
    const partial = buildCorrectionDocument({
      original,
      originalKsefNumber: null,
      number: 'KOR/2026/000002',
      issueDate: '2026-12-10',
      refundedCents: 1230,
      reason: 'Rabat',
    });
    expect(partial.totals).toEqual({ netCents: -1000, vatCents: -230, grossCents: -1230 });
  });
});
