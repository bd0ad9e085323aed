import { describe, expect, it } from 'vitest';
import { fa3XmlOf, ksefInvoiceHashOf, ksefVerificationUrl } from './fa3';
import {
  correctionOutsideKsef,
  correctionWithKsefNumber,
  euReverseCharge,
  fa3Cases,
  outsideEu,
  polishBuyerEur,
  polishBuyerPln,
} from './fa3.fixtures';
import { validateFa3 } from './fa3-schema';
import { crc8, isValidKsefNumber, ksefNumberOf } from './ksef-number';

const createdAt = new Date('2026-12-06T10:15:00.000Z');
const xmlOf = (document: Parameters<typeof fa3XmlOf>[0]) => fa3XmlOf(document, { createdAt });
/** The text of the first element `name` in the XML. */
const field = (xml: string, name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1];

describe('FA(3) documents are valid against the ministry schema', () => {
  for (const [name, document] of Object.entries(fa3Cases)) {
    it(`for ${name}`, async () => {
      const xml = xmlOf(document);
      expect(await validateFa3(xml)).toEqual({ valid: true });
      expect(xml).toContain('xmlns="http://crd.gov.pl/wzor/2025/06/25/13775/"');
      expect(xml).toContain('<KodFormularza kodSystemowy="FA (3)" wersjaSchemy="1-0E">FA</KodFormularza>');
      expect(field(xml, 'P_2')).toBe(document.number);
    });
  }

  it('refuses a broken document with the schema’s own message', async () => {
    const broken = xmlOf(polishBuyerPln).replace('<NIP>1234563218</NIP>', '<NIP>0123456789</NIP>');
    const result = await validateFa3(broken);
    expect(result.valid).toBe(false);
    if (result.valid) return;
    expect(result.errors.join('\n')).toMatch(/NIP.*'0123456789'.*(pattern|not accepted)/);
  });

  it('refuses a document that misses a required element, naming it', async () => {
    const result = await validateFa3(xmlOf(polishBuyerPln).replace(/\s*<P_2>[^<]*<\/P_2>/, ''));
    expect(result.valid).toBe(false);
    if (!result.valid) expect(result.errors.join('\n')).toContain('P_2');
  });
});

describe('what each case says', () => {
  it('a Polish buyer: NIP, 23 % in P_13_1/P_14_1, the line at rate 23, paid by BLIK', () => {
    const xml = xmlOf(polishBuyerPln);
    expect(xml).toMatch(/<Podmiot2>\s*<DaneIdentyfikacyjne>\s*<NIP>7010000005<\/NIP>/);
    expect(field(xml, 'P_13_1')).toBe('2099.00');
    expect(field(xml, 'P_14_1')).toBe('482.77');
    expect(field(xml, 'P_15')).toBe('2581.77');
    expect(field(xml, 'P_12')).toBe('23');
    expect(field(xml, 'P_18')).toBe('2');
    expect(field(xml, 'FormaPlatnosci')).toBe('7');
    expect(field(xml, 'RodzajFaktury')).toBe('VAT');
    expect(xml).not.toContain('<P_6>');
    expect(xml).not.toContain('P_14_1W');
  });

  it('a euro invoice with Polish VAT: the VAT also in złoty, the NBP rate on the line and its table', () => {
    const xml = xmlOf(polishBuyerEur);
    expect(field(xml, 'KodWaluty')).toBe('EUR');
    expect(field(xml, 'P_14_1')).toBe('11.27');
    expect(field(xml, 'P_14_1W')).toBe('47.97');
    expect(field(xml, 'KursWaluty')).toBe('4.2567');
    expect(xml).toContain('tabela NBP 235/A/NBP/2026 z dnia 2026-12-04');
    expect(field(xml, 'P_6')).toBe('2026-12-05');
  });

  it('an EU company: KodUE and NrVatUE, the net in P_13_9 at "np II", and the reverse charge marked', () => {
    const xml = xmlOf(euReverseCharge);
    expect(field(xml, 'KodUE')).toBe('DE');
    expect(field(xml, 'NrVatUE')).toBe('123456789');
    expect(field(xml, 'P_13_9')).toBe('499.00');
    expect(field(xml, 'P_12')).toBe('np II');
    expect(field(xml, 'P_18')).toBe('1');
    expect(xml).not.toContain('<P_14_');
    expect(field(xml, 'StopkaFaktury')).toContain('Reverse charge');
  });

  it('a company outside the EU: its country and tax number, the net in P_13_8 at "np I"', () => {
    const xml = xmlOf(outsideEu);
    expect(xml).toMatch(/<KodKraju>CH<\/KodKraju>\s*<NrID>CHE123456789<\/NrID>/);
    expect(field(xml, 'P_13_8')).toBe('499.00');
    expect(field(xml, 'P_12')).toBe('np I');
    expect(field(xml, 'P_18')).toBe('2');
    const noNumber = xmlOf({ ...outsideEu, buyer: { ...outsideEu.buyer, vatNumber: null } });
    expect(field(noNumber, 'BrakID')).toBe('1');
  });

  it('a correction: KOR with the reason, the corrected invoice and its KSeF number (or none), the differences', () => {
    const xml = xmlOf(correctionWithKsefNumber);
    expect(field(xml, 'RodzajFaktury')).toBe('KOR');
    expect(field(xml, 'PrzyczynaKorekty')).toBe('Zwrot płatności za plan roczny');
    expect(field(xml, 'NrFaKorygowanej')).toBe('FV/2026/000001');
    expect(field(xml, 'DataWystFaKorygowanej')).toBe('2026-12-06');
    expect(field(xml, 'NrKSeFFaKorygowanej')).toBe('1234563218-20261206-0100001AF629-2D');
    expect(field(xml, 'P_15')).toBe('-2581.77');
    expect(xml).not.toContain('<Platnosc>');
    const without = xmlOf(correctionOutsideKsef);
    expect(field(without, 'NrKSeFN')).toBe('1');
    expect(without).not.toContain('NrKSeFFaKorygowanej');
  });

  it('escapes what XML would misread in names', async () => {
    const xml = xmlOf({
      ...polishBuyerPln,
      buyer: { ...polishBuyerPln.buyer, name: 'Kowalski & Syn <Biuro> "Żuraw"' },
    });
    expect(xml).toContain('Kowalski &amp; Syn &lt;Biuro&gt; &quot;Żuraw&quot;');
    expect(await validateFa3(xml)).toEqual({ valid: true });
  });
});

describe('the hash of the invoice file and its verification link', () => {
  it('is the same each time the same invoice is built (what KSeF received), and differs for another', () => {
    expect(ksefInvoiceHashOf(xmlOf(polishBuyerPln))).toBe(ksefInvoiceHashOf(xmlOf(polishBuyerPln)));
    expect(ksefInvoiceHashOf(xmlOf(polishBuyerPln))).not.toBe(ksefInvoiceHashOf(xmlOf(polishBuyerEur)));
    expect(ksefInvoiceHashOf('abc')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('builds KOD I as the guide shows it, on the environment’s verification host', () => {
    const input = {
      sellerNip: '1111111111',
      issueDate: '2026-02-01',
      hash: 'UtQp9Gpc51y-u3xApZjIjgkpZ01js-J8KflSPW8WzIE',
    };
    expect(ksefVerificationUrl({ ...input, qrUrl: 'https://qr-test.ksef.mf.gov.pl/' })).toBe(
      'https://qr-test.ksef.mf.gov.pl/invoice/1111111111/01-02-2026/UtQp9Gpc51y-u3xApZjIjgkpZ01js-J8KflSPW8WzIE',
    );
    expect(ksefVerificationUrl({ ...input, qrUrl: 'https://qr.ksef.mf.gov.pl' })).toMatch(
      /^https:\/\/qr\.ksef\.mf\.gov\.pl\/invoice\//,
    );
  });
});

describe('KSeF numbers', () => {
  it('checks the guide’s example by its CRC-8', () => {
    expect(isValidKsefNumber('5265877635-20250826-0100001AF629-AF')).toBe(true);
    expect(isValidKsefNumber('5265877635-20250826-0100001AF629-AE')).toBe(false);
    expect(isValidKsefNumber('5265877635-20250826-0100001AF629')).toBe(false);
  });

  it('makes numbers of the real shape that pass the check', () => {
    const number = ksefNumberOf('1234563218', '2026-12-06', 'ABCDEF012345');
    expect(number).toMatch(/^1234563218-20261206-ABCDEF012345-[0-9A-F]{2}$/);
    expect(isValidKsefNumber(number)).toBe(true);
    expect(crc8('123456789')).toBe(0xf4);
  });
});
