import type { InvoiceDocument } from '@tendero/contracts';

/**
 * Invoices of each case FA(3) must carry (tests only): a Polish buyer in złoty, a Polish buyer in euro (VAT also
 * in złoty at NBP's rate), an EU company under the reverse charge, a company outside the EU, and corrections
 * with and without the corrected invoice's KSeF number. The seller's NIP 1234563218 and the buyers' are valid
 * NIPs of no real company.
 */
const seller: InvoiceDocument['seller'] = {
  name: 'Tendero sp. z o.o.',
  nip: '1234563218',
  address: { street: 'ul. Prosta 20/4', postalCode: '00-850', city: 'Warszawa', country: 'PL' },
  bankAccount: 'PL61 1090 1014 0000 0712 1981 2874',
};

export const polishBuyerPln: InvoiceDocument = {
  kind: 'VAT',
  number: 'FV/2026/000001',
  issueDate: '2026-12-06',
  saleDate: '2026-12-06',
  language: 'pl',
  currency: 'PLN',
  seller,
  buyer: {
    name: 'Nordwind Software sp. z o.o.',
    nip: '7010000005',
    vatNumber: null,
    address: { street: 'ul. Długa 5', postalCode: '80-831', city: 'Gdańsk', country: 'PL' },
  },
  treatment: 'PL_VAT',
  vatRatePercent: 23,
  lines: [
    {
      name: 'Tendero Premium, plan roczny, 6 gru 2026 – 5 gru 2027',
      quantity: 1,
      unit: 'usł.',
      unitNetCents: 209900,
      netCents: 209900,
      vatCents: 48277,
      grossCents: 258177,
    },
  ],
  totals: { netCents: 209900, vatCents: 48277, grossCents: 258177 },
  exchange: null,
  payment: { paidAt: '2026-12-06', method: 'blik' },
  period: { from: '2026-12-06', to: '2027-12-05' },
  correction: null,
  notes: [],
};

export const polishBuyerEur: InvoiceDocument = {
  ...polishBuyerPln,
  number: 'FV/2026/000002',
  saleDate: '2026-12-05',
  currency: 'EUR',
  lines: [
    {
      name: 'Tendero Premium, plan miesięczny, 5 gru 2026 – 4 sty 2027',
      quantity: 1,
      unit: 'usł.',
      unitNetCents: 4900,
      netCents: 4900,
      vatCents: 1127,
      grossCents: 6027,
    },
  ],
  totals: { netCents: 4900, vatCents: 1127, grossCents: 6027 },
  exchange: { rate: '4.2567', table: '235/A/NBP/2026', date: '2026-12-04', vatPlnGrosze: 4797 },
  payment: { paidAt: '2026-12-05', method: 'card' },
  period: { from: '2026-12-05', to: '2027-01-04' },
};

export const euReverseCharge: InvoiceDocument = {
  ...polishBuyerPln,
  number: 'FV/2026/000003',
  language: 'en',
  currency: 'EUR',
  buyer: {
    name: 'Kranich Logistik GmbH',
    nip: null,
    vatNumber: 'DE123456789',
    address: { street: 'Hafenstraße 12', postalCode: '20457', city: 'Hamburg', country: 'DE' },
  },
  treatment: 'REVERSE_CHARGE',
  vatRatePercent: 0,
  lines: [
    {
      name: 'Tendero Premium, yearly plan, 6 Dec 2026 – 5 Dec 2027',
      quantity: 1,
      unit: 'service',
      unitNetCents: 49900,
      netCents: 49900,
      vatCents: 0,
      grossCents: 49900,
    },
  ],
  totals: { netCents: 49900, vatCents: 0, grossCents: 49900 },
  payment: { paidAt: '2026-12-06', method: 'card' },
  notes: [
    'Reverse charge ("odwrotne obciążenie"): VAT to be accounted for by the buyer (art. 28b of the Polish VAT Act, art. 196 of Directive 2006/112/EC).',
  ],
};

export const outsideEu: InvoiceDocument = {
  ...euReverseCharge,
  number: 'FV/2026/000004',
  buyer: {
    name: 'Alpenblick Consulting AG',
    nip: null,
    vatNumber: 'CHE-123.456.789',
    address: { street: 'Bahnhofstrasse 1', postalCode: '8001', city: 'Zürich', country: 'CH' },
  },
  treatment: 'OUTSIDE_EU',
  notes: ['Not subject to Polish VAT (place of supply outside Poland, art. 28b of the Polish VAT Act).'],
};

export const correctionWithKsefNumber: InvoiceDocument = {
  ...polishBuyerPln,
  kind: 'KOR',
  number: 'KOR/2026/000001',
  issueDate: '2026-12-20',
  saleDate: '2026-12-06',
  lines: [
    {
      name: 'Tendero Premium, plan roczny, 6 gru 2026 – 5 gru 2027 (zwrot)',
      quantity: -1,
      unit: 'usł.',
      unitNetCents: 209900,
      netCents: -209900,
      vatCents: -48277,
      grossCents: -258177,
    },
  ],
  totals: { netCents: -209900, vatCents: -48277, grossCents: -258177 },
  payment: { paidAt: '2026-12-20', method: 'blik' },
  correction: {
    ofNumber: 'FV/2026/000001',
    ofIssueDate: '2026-12-06',
    ofKsefNumber: '1234563218-20261206-0100001AF629-2D',
    reason: 'Zwrot płatności za plan roczny',
  },
};

export const correctionOutsideKsef: InvoiceDocument = {
  ...correctionWithKsefNumber,
  number: 'KOR/2026/000002',
  correction: {
    ofNumber: 'FV/2026/000001',
    ofIssueDate: '2026-12-06',
    ofKsefNumber: null,
    reason: 'Zwrot płatności za plan roczny',
  },
};

export const fa3Cases = {
  'a Polish buyer in złoty with 23 % VAT': polishBuyerPln,
  'a Polish buyer in euro with the VAT also in złoty': polishBuyerEur,
  'an EU company under the reverse charge': euReverseCharge,
  'a company outside the EU': outsideEu,
  'a correction of an invoice KSeF accepted': correctionWithKsefNumber,
  'a correction of an invoice without a KSeF number': correctionOutsideKsef,
} as const;
