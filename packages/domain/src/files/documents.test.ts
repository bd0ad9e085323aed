import { attachmentMaxBytes } from '@tendero/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../shared/app-error';
import { attachmentDisposition, checkDocument, safeFileName } from './documents';
import { sampleDocx, sampleExe, sampleOdt, samplePdf } from './documents.fixture';

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).reason;
}

describe('documents are read from their bytes, not their names', () => {
  it('accepts a PDF renamed .txt as a PDF (saved with .pdf added), but only where PDFs are allowed', async () => {
    expect(await checkDocument(samplePdf, 'spec.txt')).toEqual({ mimeType: 'application/pdf', name: 'spec.txt.pdf' });
    expect(await refusal(checkDocument(samplePdf, 'spec.txt', ['text/plain', 'text/csv']))).toBe('FILE_TYPE');
  });

  it('refuses a program renamed .pdf', async () => {
    expect(await refusal(checkDocument(sampleExe, 'offer.pdf'))).toBe('FILE_TYPE');
  });

  it('detects a DOCX and an ODT whatever they are called', async () => {
    expect((await checkDocument(sampleDocx, 'brief')).mimeType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(await checkDocument(sampleOdt, 'zakres.odt')).toEqual({
      mimeType: 'application/vnd.oasis.opendocument.text',
      name: 'zakres.odt',
    });
  });

  it('accepts UTF-8 text: CSV by its name, plain text otherwise', async () => {
    const csv = Buffer.from('ilość;cena\n10;120,50\n');
    expect(await checkDocument(csv, 'wycena.csv')).toEqual({ mimeType: 'text/csv', name: 'wycena.csv' });
    expect(await checkDocument(Buffer.from('Zakres prac: montaż'), 'notes')).toEqual({
      mimeType: 'text/plain',
      name: 'notes.txt',
    });
  });

  it('refuses text with a NUL byte, and bytes that are not UTF-8', async () => {
    expect(await refusal(checkDocument(Buffer.from('a,b\n1,\u00002\n'), 'data.csv'))).toBe('FILE_TYPE');
    expect(await refusal(checkDocument(Buffer.from([0x61, 0xff, 0xfe, 0x62]), 'data.txt'))).toBe('FILE_TYPE');
  });

  it('refuses an empty file and one byte over the limit', async () => {
    expect(await refusal(checkDocument(Buffer.alloc(0), 'a.txt'))).toBe('NO_FILE');
    expect(await refusal(checkDocument(Buffer.alloc(attachmentMaxBytes + 1, 0x61), 'a.txt'))).toBe('FILE_TOO_LARGE');
  });

  it('keeps a safe name and says it in a download header that is always an attachment', () => {
    expect(safeFileName('C:\\Users\\x\\..\\Oferta "końcowa".pdf')).toBe('Oferta końcowa.pdf');
    expect(safeFileName('../../\u0000')).toBe('file');
    expect(attachmentDisposition('Oferta końcowa.pdf')).toBe(
      `attachment; filename="Oferta ko_cowa.pdf"; filename*=UTF-8''Oferta%20ko%C5%84cowa.pdf`,
    );
  });
});
