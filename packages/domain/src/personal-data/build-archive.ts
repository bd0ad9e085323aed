import type { Db } from '@tendero/db';
import { type AppLocale, formatDateTime, translateKey } from '@tendero/i18n';
import { strToU8, zipSync } from 'fflate';
import { findPreferences } from '../notifications/index';
import { type CsvCell, toCsv } from '../shared/csv';
import {
  type PersonRow,
  readAccount,
  readActivity,
  readAssistant,
  readEmails,
  readSessions,
  readSignIn,
  readSupport,
} from './export-account.repository';
import { readInquiryAlerts } from './export-alerts.repository';
import { readCompany, readInvoices, readPayments } from './export-company.repository';
import { type ExportFile, exportFiles } from './export-map';
import { readPushDevices } from './export-push.repository';
import {
  readConsents,
  readContacts,
  readFavourites,
  readInquiries,
  readMeetings,
  readMessages,
  readModeration,
  readNewsletters,
  readOffers,
  readReviews,
} from './export-work.repository';

/** Every export file's content: JSON values, or rows of a table for the CSV files. */
export type ExportContents = Record<ExportFile, unknown>;

/** Reads everything Tendero holds about the person, file by file (export-map.ts names which table goes where). */
export async function collectPersonalData(db: Db, person: PersonRow): Promise<ExportContents> {
  const userId = person.id;
  const [account, signIn, sessions, activity, company, inquiries, offers, reviews, favourites, messages] =
    await Promise.all([
      readAccount(db, person),
      readSignIn(db, person),
      readSessions(db, userId),
      readActivity(db, person),
      readCompany(db, person),
      readInquiries(db, userId),
      readOffers(db, userId),
      readReviews(db, person),
      readFavourites(db, userId),
      readMessages(db, userId),
    ]);
  const [contacts, consents, newsletters, meetings, assistant, emails, support, moderation, payments, invoices] =
    await Promise.all([
      readContacts(db, userId),
      readConsents(db, userId),
      readNewsletters(db, person),
      readMeetings(db, userId),
      readAssistant(db, userId),
      readEmails(db, person),
      readSupport(db, person),
      readModeration(db, userId),
      readPayments(db, person),
      readInvoices(db, person),
    ]);
  const pushDevices = await readPushDevices(db, userId);
  const inquiryAlerts = await readInquiryAlerts(db, userId);
  // Issue 40: the person's e-mail and push switch per kind (their choices over the defaults), in account.json.
  const notificationSettings = await findPreferences(db, userId);
  return {
    'account.json': { ...account, notificationSettings, pushDevices, inquiryAlerts },
    'sign-in.json': signIn,
    'sessions.csv': sessions,
    'activity.json': activity,
    'company.json': company,
    'inquiries.json': inquiries,
    'offers.json': offers,
    'reviews.json': reviews,
    'favourites.json': favourites,
    'messages.json': messages,
    'contacts.json': contacts,
    'contacts.csv': contacts.contacts.map(({ tags, ...contact }) => ({ ...contact, tags: tags.join(', ') })),
    'consents.json': consents,
    'consents.csv': consents.accepted,
    'newsletters.json': newsletters,
    'meetings.json': meetings,
    'assistant.json': assistant,
    'emails.json': emails,
    'support.json': support,
    'moderation.json': moderation,
    'payments.json': payments,
    'payments.csv': payments,
    'invoices.json': invoices,
    'invoices.csv': invoices.map(({ document: _, ...invoice }) => invoice),
  };
}

function cell(value: unknown): CsvCell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

/** A table as CSV: one column per field of its rows (the same names as in the JSON files). */
function tableCsv(rows: unknown, locale: AppLocale): string {
  const list = Array.isArray(rows) ? (rows as Record<string, unknown>[]) : [];
  const columns = [...new Set(list.flatMap((row) => Object.keys(row)))];
  return toCsv([columns, ...list.map((row) => columns.map((column) => cell(row[column])))], {
    locale,
    timeZone: 'UTC',
  });
}

/** The README's key of a file: `sign-in.json` → `signInJson`. */
export function readmeKey(file: ExportFile): string {
  return file.replace(/[.-](\w)/g, (_whole, letter: string) => letter.toUpperCase());
}

/** README.txt in the person's language: what the archive is and what each file holds. */
export function readmeText(locale: AppLocale, person: { email: string }, at: Date): string {
  const lines = [
    translateKey(locale, 'myData.readme.title'),
    '',
    translateKey(locale, 'myData.readme.intro', { email: person.email, date: formatDateTime(at, 'UTC') }),
    translateKey(locale, 'myData.readme.formats'),
    '',
    ...exportFiles.map((file) => `${file}: ${translateKey(locale, `myData.readme.files.${readmeKey(file)}`)}`),
    '',
    translateKey(locale, 'myData.readme.secrets'),
    translateKey(locale, 'myData.readme.questions'),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** The ZIP: README.txt and every export file (JSON indented, CSV with a BOM for spreadsheets). */
export function zipPersonalData(contents: ExportContents, readme: string, locale: AppLocale, at: Date): Buffer {
  const entries: Record<string, Uint8Array> = { 'README.txt': strToU8(readme) };
  for (const file of exportFiles) {
    const value = contents[file];
    entries[file] = strToU8(file.endsWith('.csv') ? tableCsv(value, locale) : `${JSON.stringify(value, null, 2)}\n`);
  }
  return Buffer.from(zipSync(entries, { level: 6, mtime: at }));
}
