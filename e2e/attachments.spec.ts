import { expect, type Page, test } from '@playwright/test';
import { signIn } from './helpers';
import { newPage, words } from './inquiries-client.fixture';
import { journeyLocales } from './locales';

/** A small valid PDF: what a client's specification and a provider's offer are here. */
const pdf = (title: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${title}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );

const texts = {
  en: {
    client: 'client-5',
    specName: 'Specification – warehouse.pdf',
    offerName: 'Offer Nordwind.pdf',
    files: 'Files',
    addFiles: 'Add files',
    wrongType: 'setup.exe: This type of file is not accepted',
    sendAnOffer: /^Send an offer/,
    dialogTitle: 'Send an offer',
    submit: 'Send offer',
    sent: 'Offer sent',
    message: 'Message to the client',
    price: 'Price',
    timeline: 'Delivery time (days)',
    scope: 'Scope of work',
    paymentTerms: 'Payment terms',
    offerFiles: 'Offer files',
    download: (name: string) => `Download ${name}`,
  },
  pl: {
    client: 'client-7',
    specName: 'Specyfikacja – magazyn łódzki.pdf',
    offerName: 'Oferta Nordwind.pdf',
    files: 'Załączniki',
    addFiles: 'Dodaj pliki',
    wrongType: 'setup.exe: Ten rodzaj pliku nie jest przyjmowany',
    sendAnOffer: /^Wyślij ofertę.+/,
    dialogTitle: 'Wyślij ofertę',
    submit: 'Wyślij ofertę',
    sent: 'Oferta wysłana',
    message: 'Wiadomość do klienta',
    price: 'Cena',
    timeline: 'Czas realizacji (dni)',
    scope: 'Zakres prac',
    paymentTerms: 'Warunki płatności',
    offerFiles: 'Załączniki oferty',
    download: (name: string) => `Pobierz plik: ${name}`,
  },
} as const;

async function downloadName(page: Page, link: ReturnType<Page['getByRole']>) {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return download.suggestedFilename();
}

for (const locale of journeyLocales('en')) {
  const t = texts[locale];
  const w = words[locale];

  test(`${locale}: a client sends an inquiry with a PDF; a rep downloads it and offers with a PDF; the client compares`, async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const stamp = `${locale}-${Date.now()}`;
    const description = `Files journey ${stamp}: custom warehouse software, the specification is attached.`;

    // The client: one click sends the inquiry and its specification; a program is refused before anything.
    const client = await newPage(browser);
    if (locale === 'pl') await client.setViewportSize({ width: 390, height: 844 });
    await signIn(client, t.client, locale);
    await client.goto(`/${locale}/orders/my`);
    const form = client.locator('form').filter({ has: client.getByRole('button', { name: w.send }) });
    if (!(await form.isVisible())) await client.getByRole('button', { name: w.newInquiry }).first().click();
    await form.getByLabel(w.addService).selectOption({ label: w.custom });
    await form.getByLabel(w.description).fill(description);
    const picker = form.locator('input[type=file]');
    await picker.setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
    await expect(form.getByRole('alert')).toContainText(t.wrongType);
    await picker.setInputFiles({ name: t.specName, mimeType: 'application/pdf', buffer: pdf('specification') });
    await expect(form.getByText(t.specName)).toBeVisible();
    await form.getByRole('button', { name: w.send }).click();
    await expect(client.getByText(w.added)).toBeVisible();
    const mine = (await (await client.request.get('/api/orders/my')).json()) as {
      items: { id: string; description: string; attachments: { name: string }[] }[];
    };
    const inquiry = mine.items.find((item) => item.description === description);
    expect(inquiry, 'the inquiry is published').toBeTruthy();
    const inquiryId = inquiry?.id as string;
    const files = (await (await client.request.get(`/api/orders/${inquiryId}/attachments`)).json()) as {
      items: { name: string }[];
    };
    expect(files.items.map((file) => file.name)).toEqual([t.specName]);

    // The rep reads the inquiry, downloads the specification, and offers with a PDF of their own.
    const rep = await newPage(browser);
    await signIn(rep, 'rep', locale);
    await rep.goto(`/${locale}/orders/find`);
    const card = rep.getByRole('article').filter({ hasText: stamp }).first();
    await card.getByRole('button', { name: t.sendAnOffer }).click();
    const dialog = rep.getByRole('dialog', { name: t.dialogTitle });
    const spec = dialog.getByRole('link', { name: new RegExp(`^${t.download(t.specName)}`) });
    await expect(spec).toBeVisible();
    expect(await downloadName(rep, spec)).toBe(t.specName);
    await dialog.getByLabel(t.message).fill('We built warehouse software for three logistics firms; see our offer.');
    await dialog.getByLabel(t.price, { exact: true }).fill('48000');
    await dialog.getByLabel(t.timeline).fill('60');
    await dialog.getByLabel(t.scope).fill('Analysis, build, rollout on 3 sites, training.');
    await dialog.getByLabel(t.paymentTerms).fill('Monthly, 14 days');
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: t.offerName, mimeType: 'application/pdf', buffer: pdf('offer') });
    await dialog.getByRole('button', { name: t.submit, exact: true }).click();
    await expect(rep.getByText(t.sent, { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await rep.context().close();

    // The client sees the offer's PDF in the comparison (a table on a wide screen, a card on a phone).
    await client.goto(`/${locale}/orders/my/${inquiryId}`);
    await expect(client.getByText(description)).toBeVisible();
    await expect(client.getByRole('link', { name: new RegExp(`^${t.download(t.specName)}`) })).toBeVisible();
    const offerFile = client
      .getByRole('list', { name: new RegExp(`^${t.offerFiles}`) })
      .filter({ visible: true })
      .getByRole('link', { name: new RegExp(`^${t.download(t.offerName)}`) });
    await expect(offerFile).toBeVisible();
    expect(await downloadName(client, offerFile)).toBe(t.offerName);
    await client.context().close();
  });
}
