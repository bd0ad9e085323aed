import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { attachmentListSchema, attachmentSchema, inquirySchema } from '@tendero/contracts';
import { schema } from '@tendero/db';
import { createLocalStorage } from '@tendero/domain/files';
import { sweepRemovedFiles } from '@tendero/domain/inquiries';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { multipart } from '../../test/test-app';
import {
  admin,
  app,
  client,
  companies,
  database,
  offer,
  otherClient,
  type Person,
  post,
  publish,
  rep,
  uploads,
} from './inquiries.fixture';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4000, 0x90)]);

const storedFilesOf = (inquiryId: string) => {
  const folder = join(uploads, 'attachments', inquiryId);
  return existsSync(folder) ? readdirSync(folder).filter((name) => !name.endsWith('.part')) : [];
};

async function upload(person: Person, url: string, bytes: Buffer, name: string, locale = 'en') {
  const body = multipart(bytes, name);
  return app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...person.auth, ...body.headers, 'accept-language': locale },
  });
}
const get = (person: Person, url: string) => app.inject({ url, headers: person.auth });

/** An inquiry with a specification PDF, and an offer of company a's first rep with an offer PDF. */
async function inquiryWithFiles() {
  const inquiry = await publish();
  const spec = await upload(client, `/api/orders/${inquiry.id}/attachments`, pdf, 'Specyfikacja łazienki.pdf');
  expect(spec.statusCode).toBe(201);
  const sent = await post(rep('a'), `/api/orders/${inquiry.id}/applications`, offer());
  expect(sent.statusCode).toBe(201);
  const applicationId = sent.json().id as string;
  const offerUrl = `/api/orders/${inquiry.id}/applications/${applicationId}/attachments`;
  const offerFile = await upload(rep('a'), offerUrl, pdf, 'oferta.pdf');
  expect(offerFile.statusCode).toBe(201);
  return {
    inquiry,
    applicationId,
    offerUrl,
    spec: attachmentSchema.parse(spec.json()),
    offerFile: attachmentSchema.parse(offerFile.json()),
  };
}

describe('files of inquiries and offers', () => {
  it('are endpoints of the OpenAPI document, named attachments under /api/orders', async () => {
    const paths = Object.keys((await app.inject('/api/docs/json')).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/orders/{inquiryId}/attachments',
        '/api/orders/{inquiryId}/attachments/{attachmentId}',
        '/api/orders/{inquiryId}/applications/{applicationId}/attachments',
        '/api/orders/{inquiryId}/applications/{applicationId}/attachments/{attachmentId}',
      ]),
    );
  });

  it('a specification is downloaded by a provider as an attachment, never inline, with its UTF-8 name', async () => {
    const { inquiry, spec } = await inquiryWithFiles();
    expect(spec).toMatchObject({ name: 'Specyfikacja łazienki.pdf', mimeType: 'application/pdf', size: pdf.length });
    const read = inquirySchema.parse((await get(rep('b'), `/api/orders/${inquiry.id}`)).json());
    expect(read.attachments.map((file) => file.name)).toEqual(['Specyfikacja łazienki.pdf']);

    const download = await get(rep('b'), spec.url);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Specyfikacja _azienki.pdf"; filename*=UTF-8''Specyfikacja%20%C5%82azienki.pdf`,
    );
  });

  it('the client sees the offer file in the comparison; the offer is listed with it', async () => {
    const { inquiry, applicationId, offerFile, offerUrl } = await inquiryWithFiles();
    const mine = inquirySchema.parse((await get(client, `/api/orders/${inquiry.id}`)).json());
    expect(mine.applications.find((item) => item.id === applicationId)?.attachments).toEqual([offerFile]);
    const list = attachmentListSchema.parse((await get(client, offerUrl)).json());
    expect(list.items.map((file) => file.name)).toEqual(['oferta.pdf']);
    const download = await get(client, offerFile.url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('outsiders get 404 for the files of an inquiry and of an offer, and cannot add or remove any', async () => {
    const { inquiry, spec, offerFile, offerUrl } = await inquiryWithFiles();
    // Another client does not read the inquiry, so neither its files.
    for (const url of [spec.url, `/api/orders/${inquiry.id}/attachments`]) {
      expect((await get(otherClient, url)).statusCode).toBe(404);
    }
    // An offer's file: not another rep (of the same company or another), another company's manager or client.
    for (const outsider of [rep('a', 1), rep('b'), companies.b.manager, otherClient]) {
      expect((await get(outsider, offerFile.url)).statusCode).toBe(404);
      expect((await get(outsider, offerUrl)).statusCode).toBe(404);
    }
    // Its rep, their manager, the inquiry's author and admins may.
    for (const reader of [rep('a'), companies.a.manager, client, admin]) {
      expect((await get(reader, offerFile.url)).statusCode).toBe(200);
    }
    // Only the author adds to an inquiry and only the offer's rep to an offer.
    expect((await upload(otherClient, `/api/orders/${inquiry.id}/attachments`, pdf, 'x.pdf')).statusCode).toBe(404);
    expect((await upload(rep('b'), `/api/orders/${inquiry.id}/attachments`, pdf, 'x.pdf')).statusCode).toBe(404);
    expect((await upload(client, offerUrl, pdf, 'x.pdf')).statusCode).toBe(404);
    expect((await upload(rep('a', 1), offerUrl, pdf, 'x.pdf')).statusCode).toBe(404);
    const removal = await app.inject({ method: 'DELETE', url: spec.url, headers: rep('a').auth });
    expect(removal.statusCode).toBe(404);
    expect(storedFilesOf(inquiry.id)).toHaveLength(2);
  });

  it('refuses a program renamed .pdf, a file over 10 MB and a sixth file, in the reader language, storing nothing', async () => {
    const inquiry = await publish();
    const url = `/api/orders/${inquiry.id}/attachments`;
    const wrongType = await upload(client, url, exe, 'spec.pdf', 'pl');
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toMatchObject({ reason: 'FILE_TYPE' });
    expect(wrongType.json().message).toMatch(/PDF/);
    const tooBig = await upload(client, url, Buffer.alloc(10_000_001, 0x61), 'big.txt');
    expect(tooBig.json()).toMatchObject({ code: 'FILE_TOO_LARGE' });
    expect(storedFilesOf(inquiry.id)).toHaveLength(0);

    for (let i = 0; i < 5; i++) {
      expect((await upload(client, url, Buffer.from(`a;b\n${i};2\n`), `part-${i}.csv`)).statusCode).toBe(201);
    }
    const sixth = await upload(client, url, pdf, 'sixth.pdf');
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json()).toMatchObject({ reason: 'TOO_MANY_FILES' });
    expect(storedFilesOf(inquiry.id)).toHaveLength(5);
  });

  it('uploads at once never pass the limit (the count is taken again with the inquiry locked)', async () => {
    const inquiry = await publish();
    const url = `/api/orders/${inquiry.id}/attachments`;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => upload(client, url, Buffer.from(`row;${i}\n`), `at-once-${i}.csv`)),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(5);
    expect(answers.filter((answer) => answer.statusCode !== 201).map((answer) => answer.json().reason)).toEqual([
      'TOO_MANY_FILES',
      'TOO_MANY_FILES',
      'TOO_MANY_FILES',
    ]);
    expect(storedFilesOf(inquiry.id)).toHaveLength(5);
  });

  it('takes at most 3 files on an offer', async () => {
    const { offerUrl, inquiry } = await inquiryWithFiles();
    expect((await upload(rep('a'), offerUrl, pdf, 'b.pdf')).statusCode).toBe(201);
    expect((await upload(rep('a'), offerUrl, pdf, 'c.pdf')).statusCode).toBe(201);
    const fourth = await upload(rep('a'), offerUrl, pdf, 'd.pdf');
    expect(fourth.json()).toMatchObject({ reason: 'TOO_MANY_FILES' });
    expect(storedFilesOf(inquiry.id)).toHaveLength(4);
  });

  it('a removed file and a deleted inquiry leave nothing in storage', async () => {
    const { inquiry, spec } = await inquiryWithFiles();
    expect(storedFilesOf(inquiry.id)).toHaveLength(2);
    const removal = await app.inject({ method: 'DELETE', url: spec.url, headers: client.auth });
    expect(removal.statusCode).toBe(204);
    expect(storedFilesOf(inquiry.id)).toHaveLength(1);
    expect((await get(client, spec.url)).statusCode).toBe(404);

    const deletion = await app.inject({ method: 'DELETE', url: `/api/orders/${inquiry.id}`, headers: client.auth });
    expect(deletion.statusCode).toBe(204);
    expect(storedFilesOf(inquiry.id)).toHaveLength(0);
  });

  it('files whose rows went by cascade (an admin purge, an account erasure) are swept from storage', async () => {
    const { inquiry } = await inquiryWithFiles();
    // What the moderation purge does to an inquiry 30 days after its removal: the rows go by foreign keys.
    await database.db.delete(schema.inquiries).where(eq(schema.inquiries.id, inquiry.id));
    expect(storedFilesOf(inquiry.id)).toHaveLength(2);
    expect(await sweepRemovedFiles({ db: database.db, storage: createLocalStorage(uploads) })).toBe(2);
    expect(storedFilesOf(inquiry.id)).toHaveLength(0);
    expect(await sweepRemovedFiles({ db: database.db, storage: createLocalStorage(uploads) })).toBe(0);
  });
});
