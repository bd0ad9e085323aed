import { createHash } from 'node:crypto';
import type { InvoiceDocument } from '@tendero/contracts';
import { ksefLinkDate } from '../invoice-dates';

/**
 * The structured invoice FA(3) of one issued Tendero invoice, as the ministry's schema
 * (`schema/schemat_FA(3)_v1-0E.xsd`) and its guide describe it. Pure: the same document and options give the
 * same bytes, so the SHA-256 that the PDF's verification link carries (`ksefInvoiceHashOf`) is the hash of
 * what KSeF receives, however often it is built or sent again.
 *
 * The cases (SPEC §9, issue 38; an electronically supplied service, B2B, always paid before the invoice):
 * - Polish VAT (`PL_VAT`): the net in P_13_1 and its VAT in P_14_1 (23 %), each line at rate "23"; a euro
 *   invoice also gives the VAT in złoty (P_14_1W) and each line the NBP rate (KursWaluty), the table in
 *   DodatkowyOpis.
 * - an EU company with a confirmed VAT number (`REVERSE_CHARGE`, art. 28b): a service taxed where the buyer is,
 *   art. 100 ust. 1 pkt 4: the net in P_13_9, lines at "np II", the buyer by KodUE + NrVatUE, and the
 *   annotation "odwrotne obciążenie" (P_18 = 1).
 * - a company outside the EU (`OUTSIDE_EU`): a service outside Poland other than art. 100 ust. 1 pkt 4: the net in
 *   P_13_8, lines at "np I"; the buyer by its country and tax number (NrID) or BrakID.
 * - a correcting invoice (`KOR`): RodzajFaktury KOR with the reason, the corrected invoice's date and number and
 *   its KSeF number when KSeF had accepted it (NrKSeFN otherwise); amounts are the differences.
 */
export const fa3Namespace = 'http://crd.gov.pl/wzor/2025/06/25/13775/';

export type Fa3Options = {
  /** DataWytworzeniaFa: when the invoice was made (its `issued_at`; fixed, so the XML is the same each time). */
  createdAt: Date;
  /** SystemInfo: the program that made it. */
  systemInfo?: string;
};

/** An element: its name, its text or children, and attributes. `null` children are left out. */
type XmlNode = { name: string; text?: string; children?: (XmlNode | null)[]; attributes?: Record<string, string> };

const el = (name: string, text: string | number): XmlNode => ({ name, text: String(text) });
const group = (name: string, ...children: (XmlNode | null)[]): XmlNode => ({ name, children });

function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function render(node: XmlNode, depth: number): string {
  const indent = '  '.repeat(depth);
  const attributes = Object.entries(node.attributes ?? {})
    .map(([name, value]) => ` ${name}="${escapeXml(value)}"`)
    .join('');
  if (node.children) {
    const inner = node.children
      .filter((child): child is XmlNode => child !== null)
      .map((child) => render(child, depth + 1))
      .join('\n');
    return `${indent}<${node.name}${attributes}>\n${inner}\n${indent}</${node.name}>`;
  }
  return `${indent}<${node.name}${attributes}>${escapeXml(node.text ?? '')}</${node.name}>`;
}

/** Minor units as the schema's amounts (TKwotowy): "1234.50", "-49.00". */
export function fa3Amount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** The country codes FA(3) knows as EU VAT prefixes (TKodyKrajowUE: Greece is EL, Northern Ireland XI). */
const euVatPrefixes = new Set([
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'EL',
  'HR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'XI',
]);

function address(value: InvoiceDocument['seller']['address']): XmlNode {
  return group(
    'Adres',
    el('KodKraju', value.country),
    el('AdresL1', value.street),
    el('AdresL2', `${value.postalCode} ${value.city}`.trim()),
  );
}

/** How the buyer is identified: NIP, EU VAT number, another tax number, or none. */
function buyerIdentity(buyer: InvoiceDocument['buyer']): XmlNode {
  const name = el('Nazwa', buyer.name);
  const nip = buyer.nip?.replace(/\D/g, '');
  if (nip) return group('DaneIdentyfikacyjne', el('NIP', nip), name);
  const vatNumber = buyer.vatNumber?.replace(/[\s.-]/g, '').toUpperCase();
  if (vatNumber && euVatPrefixes.has(vatNumber.slice(0, 2)) && buyer.address.country !== 'PL') {
    return group('DaneIdentyfikacyjne', el('KodUE', vatNumber.slice(0, 2)), el('NrVatUE', vatNumber.slice(2)), name);
  }
  if (vatNumber)
    return group('DaneIdentyfikacyjne', el('KodKraju', buyer.address.country), el('NrID', vatNumber), name);
  return group('DaneIdentyfikacyjne', el('BrakID', 1), name);
}

/** The P_13/P_14 group of a Polish rate: 1 for 23 % (22 %), 2 for 8 % (7 %), 3 for 5 %. */
function rateGroupOf(ratePercent: number): 1 | 2 | 3 {
  if (ratePercent === 23 || ratePercent === 22) return 1;
  if (ratePercent === 8 || ratePercent === 7) return 2;
  if (ratePercent === 5) return 3;
  throw new Error(`FA(3): no P_13 group for a VAT rate of ${ratePercent} %`);
}

/** The line's rate (P_12) by the VAT treatment. */
function lineRateOf(document: InvoiceDocument): string {
  switch (document.treatment) {
    case 'PL_VAT':
      return String(document.vatRatePercent);
    case 'REVERSE_CHARGE':
      return 'np II';
    case 'OUTSIDE_EU':
      return 'np I';
  }
}

function sums(document: InvoiceDocument): XmlNode[] {
  const { totals } = document;
  switch (document.treatment) {
    case 'PL_VAT': {
      const n = rateGroupOf(document.vatRatePercent);
      const foreign = document.currency !== 'PLN' && document.exchange;
      return [
        el(`P_13_${n}`, fa3Amount(totals.netCents)),
        el(`P_14_${n}`, fa3Amount(totals.vatCents)),
        ...(foreign ? [el(`P_14_${n}W`, fa3Amount(foreign.vatPlnGrosze))] : []),
      ];
    }
    case 'REVERSE_CHARGE':
      return [el('P_13_9', fa3Amount(totals.netCents))];
    case 'OUTSIDE_EU':
      return [el('P_13_8', fa3Amount(totals.netCents))];
  }
}

function annotations(document: InvoiceDocument): XmlNode {
  return group(
    'Adnotacje',
    el('P_16', 2),
    el('P_17', 2),
    el('P_18', document.treatment === 'REVERSE_CHARGE' ? 1 : 2),
    el('P_18A', 2),
    group('Zwolnienie', el('P_19N', 1)),
    group('NoweSrodkiTransportu', el('P_22N', 1)),
    el('P_23', 2),
    group('PMarzy', el('P_PMarzyN', 1)),
  );
}

function correction(document: InvoiceDocument): XmlNode[] {
  const of = document.correction;
  if (document.kind !== 'KOR' || !of) return [];
  return [
    el('PrzyczynaKorekty', of.reason),
    // A refund lowers the taxable amount when the correcting invoice is issued.
    el('TypKorekty', 2),
    group(
      'DaneFaKorygowanej',
      el('DataWystFaKorygowanej', of.ofIssueDate),
      el('NrFaKorygowanej', of.ofNumber),
      ...(of.ofKsefNumber ? [el('NrKSeF', 1), el('NrKSeFFaKorygowanej', of.ofKsefNumber)] : [el('NrKSeFN', 1)]),
    ),
  ];
}

/** What the schema has no field of its own for: the Premium period and the NBP rate's table. */
function descriptions(document: InvoiceDocument): XmlNode[] {
  const pairs: [string, string][] = [];
  if (document.period) pairs.push(['Okres usługi', `${document.period.from} – ${document.period.to}`]);
  if (document.exchange && document.currency !== 'PLN') {
    const { rate, table, date } = document.exchange;
    pairs.push(['Kurs waluty', `1 ${document.currency} = ${rate} PLN, tabela NBP ${table} z dnia ${date}`]);
  }
  return pairs.map(([key, value]) => group('DodatkowyOpis', el('Klucz', key), el('Wartosc', value)));
}

function lines(document: InvoiceDocument): XmlNode[] {
  const rate = lineRateOf(document);
  const foreignRate = document.treatment === 'PL_VAT' && document.currency !== 'PLN' ? document.exchange?.rate : null;
  return document.lines.map((line, index) =>
    group(
      'FaWiersz',
      el('NrWierszaFa', index + 1),
      el('P_7', line.name),
      el('P_8A', line.unit),
      el('P_8B', line.quantity),
      el('P_9A', fa3Amount(line.unitNetCents)),
      el('P_11', fa3Amount(line.netCents)),
      el('P_12', rate),
      foreignRate ? el('KursWaluty', foreignRate) : null,
    ),
  );
}

/** Card 2 (Karta), BLIK 7 (Mobilna), Przelewy24 6 (a bank transfer). */
const paymentForms = { card: 2, blik: 7, p24: 6 } as const;

function payment(document: InvoiceDocument): XmlNode | null {
  // A correcting invoice documents the change, not a payment.
  if (document.kind === 'KOR') return null;
  const account = document.seller.bankAccount.replace(/\s/g, '');
  return group(
    'Platnosc',
    el('Zaplacono', 1),
    el('DataZaplaty', document.payment.paidAt),
    el('FormaPlatnosci', paymentForms[document.payment.method]),
    account.length >= 10 && account.length <= 34 ? group('RachunekBankowy', el('NrRB', account)) : null,
  );
}

function footer(document: InvoiceDocument): XmlNode | null {
  const notes = document.notes.map((note) => note.trim()).filter(Boolean);
  if (notes.length === 0) return null;
  return group('Stopka', group('Informacje', el('StopkaFaktury', notes.join('\n').slice(0, 3500))));
}

/** The FA(3) XML of an issued invoice (UTF-8 text, the bytes KSeF receives). */
export function fa3XmlOf(document: InvoiceDocument, options: Fa3Options): string {
  const createdAt = options.createdAt.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const root: XmlNode = {
    name: 'Faktura',
    attributes: {
      xmlns: fa3Namespace,
      'xmlns:etd': 'http://crd.gov.pl/xml/schematy/dziedzinowe/mf/2022/01/05/eD/DefinicjeTypy/',
    },
    children: [
      group(
        'Naglowek',
        { name: 'KodFormularza', text: 'FA', attributes: { kodSystemowy: 'FA (3)', wersjaSchemy: '1-0E' } },
        el('WariantFormularza', 3),
        el('DataWytworzeniaFa', createdAt),
        el('SystemInfo', options.systemInfo ?? 'Tendero'),
      ),
      group(
        'Podmiot1',
        group(
          'DaneIdentyfikacyjne',
          el('NIP', document.seller.nip.replace(/\D/g, '')),
          el('Nazwa', document.seller.name),
        ),
        address(document.seller.address),
      ),
      group('Podmiot2', buyerIdentity(document.buyer), address(document.buyer.address), el('JST', 2), el('GV', 2)),
      group(
        'Fa',
        el('KodWaluty', document.currency),
        el('P_1', document.issueDate),
        el('P_2', document.number),
        document.saleDate !== document.issueDate ? el('P_6', document.saleDate) : null,
        ...sums(document),
        el('P_15', fa3Amount(document.totals.grossCents)),
        annotations(document),
        el('RodzajFaktury', document.kind),
        ...correction(document),
        ...descriptions(document),
        ...lines(document),
        payment(document),
      ),
      footer(document),
    ],
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n${render(root, 0)}\n`;
}

/** SHA-256 of the XML's bytes in Base64URL: the invoice's "skrót" in KSeF's verification link (KOD I). */
export function ksefInvoiceHashOf(xml: string): string {
  return createHash('sha256').update(xml, 'utf8').digest('base64url');
}

/**
 * The verification link of an invoice sent online (KOD I of the guide's QR-code chapter):
 * `{qrUrl}/invoice/{seller NIP}/{issue date DD-MM-RRRR}/{hash}`, where `qrUrl` is the KSeF environment's
 * verification host (`KSEF_QR_URL`: https://qr.ksef.mf.gov.pl in production, qr-test for the test one).
 */
export function ksefVerificationUrl(input: { qrUrl: string; sellerNip: string; issueDate: string; hash: string }) {
  return `${input.qrUrl.replace(/\/+$/, '')}/invoice/${input.sellerNip.replace(/\D/g, '')}/${ksefLinkDate(input.issueDate)}/${input.hash}`;
}
