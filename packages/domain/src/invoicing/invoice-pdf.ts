import { createRequire } from 'node:module';
import type { InvoiceDocument } from '@tendero/contracts';
import { translator } from '@tendero/i18n';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

/**
 * An invoice as a PDF, laid out as a Polish VAT invoice is: title with the number, the dates, seller and
 * buyer with their NIPs, a table of lines with net, rate, VAT and gross, the totals, what was paid and
 * what is left to pay, the NBP line of a euro invoice with Polish VAT, the legal notes, the bank account,
 * and, once KSeF has accepted it, its KSeF number and verification QR code (KOD I) labelled with it.
 * Texts come from the `invoices.pdf` messages in the invoice's language; DejaVu Sans (dejavu-fonts-ttf)
 * is embedded, so Polish letters print as they are.
 */
const require = createRequire(import.meta.url);
const fonts = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

const numberFormats = {
  pl: new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
};

/** 1234.5 → "1234,50" (pl) or "1,234.50" (en). */
export function formatInvoiceAmount(cents: number, language: 'pl' | 'en'): string {
  return numberFormats[language].format(cents / 100);
}

/** PL61109010140000071219812874 → "PL61 1090 1014 0000 0712 1981 2874". */
export function formatIban(iban: string): string {
  return iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

const page = { left: 40, width: 515 };
const ink = '#0f172a';
const muted = '#475569';
const rule = '#cbd5e1';

export async function renderInvoicePdf(
  document: InvoiceDocument,
  ksef: { number: string; url: string } | null,
): Promise<Buffer> {
  const say = translator(document.language, 'invoices.pdf');
  const money = (cents: number) => `${formatInvoiceAmount(cents, document.language)} ${document.currency}`;
  const amount = (cents: number) => formatInvoiceAmount(cents, document.language);
  const title =
    document.kind === 'KOR'
      ? say('correctionTitle', { number: document.number })
      : say('title', { number: document.number });
  const pdf = new PDFDocument({
    size: 'A4',
    margin: page.left,
    // DejaVu from the start: pdfkit's default (Helvetica, a standard font) has no Polish letters.
    font: fonts.regular,
    info: { Title: title, Author: document.seller.name, Subject: document.number },
  });
  pdf.registerFont('regular', fonts.regular);
  pdf.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    pdf.on('end', () => resolve());
    pdf.on('error', reject);
  });

  // Title and dates.
  pdf.fillColor(ink).font('bold').fontSize(16).text(title, page.left, 40, { width: page.width });
  pdf
    .font('regular')
    .fontSize(9)
    .fillColor(muted)
    .text(`${say('issueDate')}: ${document.issueDate}     ${say('saleDate')}: ${document.saleDate}`, {
      width: page.width,
    });

  // Seller and buyer side by side.
  const partiesTop = pdf.y + 16;
  const party = (
    x: number,
    heading: string,
    who: InvoiceDocument['seller'] | InvoiceDocument['buyer'],
    ids: string[],
  ) => {
    pdf.fillColor(muted).font('bold').fontSize(8).text(heading, x, partiesTop, { width: 245 });
    pdf
      .fillColor(ink)
      .font('bold')
      .fontSize(10)
      .text(who.name, x, pdf.y + 2, { width: 245 });
    pdf.font('regular').fontSize(9);
    const lines = [
      who.address.street,
      `${who.address.postalCode} ${who.address.city}`.trim(),
      ...(who.address.country === 'PL' ? [] : [who.address.country]),
      ...ids,
    ].filter((line) => line.length > 0);
    for (const line of lines) pdf.text(line, x, pdf.y, { width: 245 });
    return pdf.y;
  };
  const sellerBottom = party(page.left, say('seller'), document.seller, [`${say('nip')}: ${document.seller.nip}`]);
  const buyerIds = [
    ...(document.buyer.nip ? [`${say('nip')}: ${document.buyer.nip}`] : []),
    ...(document.buyer.vatNumber ? [`${say('vatNumber')}: ${document.buyer.vatNumber}`] : []),
  ];
  const buyerBottom = party(page.left + 270, say('buyer'), document.buyer, buyerIds);
  pdf.y = Math.max(sellerBottom, buyerBottom) + 14;

  // What a correction corrects, and why.
  if (document.correction) {
    const { correction } = document;
    pdf.x = page.left;
    pdf
      .fillColor(ink)
      .font('bold')
      .fontSize(9)
      .text(say('correctionOf', { number: correction.ofNumber, date: correction.ofIssueDate }), { width: page.width });
    pdf.font('regular');
    if (correction.ofKsefNumber) pdf.text(say('correctionKsef', { number: correction.ofKsefNumber }));
    pdf.text(say('reason', { reason: correction.reason }));
    pdf.moveDown(0.8);
  }

  // The lines.
  const rate = document.treatment === 'PL_VAT' ? `${document.vatRatePercent}%` : say('notSubject');
  const columns = [
    { label: say('columns.no'), width: 22, align: 'left' },
    { label: say('columns.name'), width: 155, align: 'left' },
    { label: say('columns.quantity'), width: 30, align: 'right' },
    { label: say('columns.unit'), width: 42, align: 'left' },
    { label: `${say('columns.unitNet')} (${document.currency})`, width: 58, align: 'right' },
    { label: `${say('columns.net')} (${document.currency})`, width: 58, align: 'right' },
    { label: say('columns.rate'), width: 40, align: 'right' },
    { label: `${say('columns.vat')} (${document.currency})`, width: 52, align: 'right' },
    { label: `${say('columns.gross')} (${document.currency})`, width: 58, align: 'right' },
  ] as const;
  const row = (cells: string[], font: 'regular' | 'bold', fill: string | null) => {
    const top = pdf.y;
    pdf.font(font).fontSize(7.5);
    const height =
      Math.max(...cells.map((cell, index) => pdf.heightOfString(cell, { width: (columns[index]?.width ?? 40) - 6 }))) +
      8;
    if (fill) pdf.rect(page.left, top, page.width, height).fill(fill);
    let x = page.left;
    pdf.fillColor(ink);
    cells.forEach((cell, index) => {
      const column = columns[index];
      if (!column) return;
      pdf.text(cell, x + 3, top + 4, { width: column.width - 6, align: column.align });
      x += column.width;
    });
    pdf
      .moveTo(page.left, top + height)
      .lineTo(page.left + page.width, top + height)
      .strokeColor(rule)
      .lineWidth(0.5)
      .stroke();
    pdf.y = top + height;
  };
  row(
    columns.map((column) => column.label),
    'bold',
    '#f1f5f9',
  );
  document.lines.forEach((line, index) => {
    row(
      [
        String(index + 1),
        line.name,
        String(line.quantity),
        line.unit,
        amount(line.unitNetCents),
        amount(line.netCents),
        rate,
        amount(line.vatCents),
        amount(line.grossCents),
      ],
      'regular',
      null,
    );
  });
  const { totals } = document;
  row(
    ['', say('total'), '', '', '', amount(totals.netCents), rate, amount(totals.vatCents), amount(totals.grossCents)],
    'bold',
    null,
  );

  // Paid, and left to pay (or to refund).
  pdf.moveDown(1);
  pdf.x = page.left;
  const method = say(`methods.${document.payment.method}`);
  pdf.fillColor(ink).font('regular').fontSize(9);
  if (totals.grossCents < 0) {
    pdf
      .font('bold')
      .fontSize(11)
      .text(say('toRefund', { amount: money(-totals.grossCents) }), { width: page.width });
  } else {
    pdf.text(say('paid', { amount: money(totals.grossCents), date: document.payment.paidAt, method }), {
      width: page.width,
    });
    pdf
      .font('bold')
      .fontSize(11)
      .text(say('toPay', { amount: money(0) }), { width: page.width });
  }

  // The złoty VAT of a euro invoice.
  if (document.exchange) {
    const { exchange } = document;
    const rateText = document.language === 'pl' ? exchange.rate.replace('.', ',') : exchange.rate;
    pdf.moveDown(0.6);
    pdf
      .font('regular')
      .fontSize(9)
      .text(
        say('exchange', {
          date: exchange.date,
          table: exchange.table,
          rate: rateText,
          vat: formatInvoiceAmount(exchange.vatPlnGrosze, document.language),
        }),
        { width: page.width },
      );
  }

  if (document.notes.length > 0) {
    pdf.moveDown(0.8);
    pdf.font('bold').fontSize(9).text(say('notes'), { width: page.width });
    pdf.font('regular');
    for (const note of document.notes) pdf.text(note, { width: page.width });
  }

  pdf.moveDown(0.8);
  pdf
    .font('regular')
    .fontSize(9)
    .text(`${say('bankAccount')}: ${formatIban(document.seller.bankAccount)}`, { width: page.width });

  // KSeF's number and the verification code (KOD I), labelled with the number.
  if (ksef) {
    pdf.moveDown(1);
    const top = pdf.y;
    const image = await QRCode.toBuffer(ksef.url, { type: 'png', errorCorrectionLevel: 'M', margin: 1, scale: 4 });
    pdf.image(image, page.left, top, { width: 110, height: 110 });
    pdf
      .font('regular')
      .fontSize(6)
      .text(ksef.number, page.left - 15, top + 112, { width: 140, align: 'center' });
    pdf
      .font('bold')
      .fontSize(10)
      .text(say('ksefNumber', { number: ksef.number }), page.left + 124, top + 30, { width: page.width - 124 });
    pdf
      .font('regular')
      .fontSize(7.5)
      .fillColor(muted)
      .text(say('ksefLink'), { width: page.width - 124, link: ksef.url, underline: true });
  }

  pdf.end();
  await finished;
  return Buffer.concat(chunks);
}
