import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { buildCorrectionDocument, buildInvoiceDocument } from './invoice-document';
import { renderInvoicePdf } from './invoice-pdf';

const document = buildInvoiceDocument({
  number: 'FV/2026/000042',
  issueDate: '2026-12-07',
  saleDate: '2026-12-07',
  language: 'pl',
  currency: 'EUR',
  seller: {
    name: 'Tendero sp. z o.o.',
    nip: '1111111111',
    street: 'ul. Prosta 51',
    postalCode: '00-838',
    city: 'Warszawa',
    bankAccount: 'PL61109010140000071219812874',
  },
  buyer: {
    name: 'Zażółć Gęślą Jaźń sp. z o.o.',
    nip: '5260250274',
    vatNumber: null,
    street: 'ul. Źródlana 7',
    postalCode: '80-001',
    city: 'Gdańsk',
    country: 'PL',
  },
  treatment: { kind: 'PL_VAT', ratePercent: 23 },
  amounts: { netCents: 49900, vatCents: 11477, grossCents: 61377 },
  exchange: { rate: '4.2567', table: '235/A/NBP/2026', date: '2026-12-04' },
  payment: { paidAt: '2026-12-07', method: 'card' },
  plan: 'yearly',
});

/**
 * The PDF's text as a PDF viewer extracts it, without its spaces and line breaks (a long line may wrap
 * anywhere), so `has` compares the words in order.
 */
async function textOf(bytes: Buffer): Promise<{ has: (expected: string) => boolean }> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  const compact = text.replace(/\s+/g, '');
  return { has: (expected) => compact.includes(expected.replace(/\s+/g, '')) };
}

describe('the invoice PDF', () => {
  it('is a Polish VAT invoice with Polish letters: number, dates, both NIPs, the table, totals, NBP, bank account', async () => {
    const bytes = await renderInvoicePdf(document, null);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await textOf(bytes);
    for (const expected of [
      'Faktura VAT nr FV/2026/000042',
      'Data wystawienia: 2026-12-07',
      'Data sprzedaży: 2026-12-07',
      'Sprzedawca',
      'Tendero sp. z o.o.',
      'NIP: 1111111111',
      'Nabywca',
      'Zażółć Gęślą Jaźń sp. z o.o.',
      'ul. Źródlana 7',
      'NIP: 5260250274',
      'Wartość netto',
      'Stawka VAT',
      'Wartość brutto',
      '499,00',
      '114,77',
      '613,77',
      '23%',
      'Razem',
      'Zapłacono: 613,77 EUR, 2026-12-07 (karta płatnicza)',
      'Do zapłaty: 0,00 EUR',
      'tabela 235/A/NBP/2026',
      '1 EUR = 4,2567 PLN',
      'VAT 488,54 zł',
      'PL61 1090 1014 0000 0712 1981 2874',
    ]) {
      expect(text.has(expected), expected).toBe(true);
    }
    // Without a KSeF number yet, no KSeF line and no QR code.
    expect(text.has('Numer KSeF')).toBe(false);
    expect(bytes.toString('latin1')).not.toContain('/Subtype /Image');
  });

  it('carries the KSeF number and the verification QR code once KSeF accepted the invoice', async () => {
    const bytes = await renderInvoicePdf(document, {
      number: '1111111111-20261207-0100A0B1C2D3-4E',
      url: 'https://qr-test.ksef.mf.gov.pl/invoice/1111111111/07-12-2026/UtQp9Gpc51y-u3xApZjIjgkpZ01js-J8KflSPW8WzIE',
    });
    const text = await textOf(bytes);
    expect(text.has('Numer KSeF: 1111111111-20261207-0100A0B1C2D3-4E')).toBe(true);
    expect(bytes.toString('latin1')).toContain('/Subtype /Image');
    expect(bytes.toString('latin1')).toContain(
      'https://qr-test.ksef.mf.gov.pl/invoice/1111111111/07-12-2026/UtQp9Gpc51y-u3xApZjIjgkpZ01js-J8KflSPW8WzIE',
    );
  });

  it('prints a correction with what it corrects, why, and what is refunded', async () => {
    const correction = buildCorrectionDocument({
      original: document,
      originalKsefNumber: '1111111111-20261207-0100A0B1C2D3-4E',
      number: 'KOR/2026/000001',
      issueDate: '2026-12-10',
      refundedCents: 61377,
      reason: null,
    });
    const text = await textOf(await renderInvoicePdf(correction, null));
    expect(text.has('Faktura korygująca nr KOR/2026/000001')).toBe(true);
    expect(text.has('Dotyczy faktury nr FV/2026/000042 z dnia 2026-12-07')).toBe(true);
    expect(text.has('Numer KSeF faktury korygowanej: 1111111111-20261207-0100A0B1C2D3-4E')).toBe(true);
    expect(text.has('Przyczyna korekty: Zwrot płatności')).toBe(true);
    expect(text.has('-613,77')).toBe(true);
    expect(text.has('Do zwrotu: 613,77 EUR')).toBe(true);
  });
});
