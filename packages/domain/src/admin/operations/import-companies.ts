import {
  type AdminCompanyData,
  adminCompanyErrors,
  adminCompanyInputSchema,
  type CompanyImportResult,
  type ImportRow,
  type importColumns,
  importMaxRows,
  type TaxIdentityImportColumn,
  type TaxIdentityValues,
} from '@tendero/contracts';
import type { AppLocale } from '@tendero/i18n';
import { parse } from 'csv-parse/sync';
import { type Session, takenEmails } from '../../accounts/index';
import { findPlaceByName, findServiceByName } from '../../catalog/index';
import { addTaxIdentities, readImportedTaxIdentity } from '../../tax-identity/index';
import { type AdminContext, assertAdmin } from '../admin-context';
import { takenCompanyNames } from '../companies.repository';
import { createAndInvite } from './company-rows';

type Problem = { field: string; messageKey: string };
type CsvRecord = Partial<Record<(typeof importColumns)[number] | TaxIdentityImportColumn, string>>;
/** A row as read: the company to add (null when it has a problem) and its tax identity, when given. */
type Read = { row: ImportRow; data: AdminCompanyData | null; tax: TaxIdentityValues | null };

/**
 * Services in one cell are separated by `;` or `|` (not a comma: some service names have one); in a file
 * whose columns are separated by `;` (as spreadsheets in Poland save CSV), by `|`.
 */
const listOf = (cell: string | undefined, delimiter: Delimiter) =>
  (cell ?? '')
    .split(delimiter === ';' ? /\|/ : /[;|]/)
    .map((item) => item.trim())
    .filter(Boolean);

type Delimiter = ',' | ';';

/** The column separator, read from the header line: `;` when it has more of them than commas. */
function delimiterOf(csv: string): Delimiter {
  const header = csv.split(/\r?\n/, 1)[0] ?? '';
  const count = (mark: string) => header.split(mark).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/** One record of the file, read as the add-company form would take it: names resolved, problems listed. */
function readRecord(record: CsvRecord, line: number, delimiter: Delimiter, locale: AppLocale): Read {
  const problems: Problem[] = [];
  const cityText = record.city?.trim() ?? '';
  const place = cityText ? findPlaceByName(cityText) : null;
  if (cityText && !place) problems.push({ field: 'city', messageKey: adminCompanyErrors.unknownCity });
  const services: string[] = [];
  for (const name of listOf(record.services, delimiter)) {
    const match = findServiceByName(name);
    if (match) services.push(match.service.slug);
    else if (!problems.some((problem) => problem.field === 'services')) {
      problems.push({ field: 'services', messageKey: adminCompanyErrors.unknownService });
    }
  }
  const language = (record.language ?? '').trim().toLowerCase();
  const parsed = adminCompanyInputSchema.safeParse({
    name: record.name ?? '',
    website: record.website ?? '',
    city: place?.slug ?? '',
    services,
    managerFirstName: record.manager_first_name ?? '',
    managerLastName: record.manager_last_name ?? '',
    managerEmail: record.manager_email ?? '',
    language: language === '' ? 'pl' : language,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldColumn(String(issue.path[0] ?? 'file'));
      if (!problems.some((problem) => problem.field === field)) problems.push({ field, messageKey: issue.message });
    }
  }
  // The optional tax identity columns (issue 38): a bad NIP is this row's problem, on its column.
  const tax = readImportedTaxIdentity(record, (record.name ?? '').trim());
  problems.push(...tax.problems);
  return {
    row: {
      line,
      name: (record.name ?? '').trim(),
      city: place?.slug ?? null,
      cityName: place?.names[locale] ?? null,
      services,
      managerEmail: (record.manager_email ?? '').trim().toLowerCase(),
      managerName: `${record.manager_first_name ?? ''} ${record.manager_last_name ?? ''}`.trim(),
      problems,
    },
    data: parsed.success && problems.length === 0 ? parsed.data : null,
    tax: tax.values,
  };
}

/** The form's field names as the file's columns, so a problem points at the column to fix. */
function fieldColumn(field: string): string {
  const columns: { [field: string]: string } = {
    managerFirstName: 'manager_first_name',
    managerLastName: 'manager_last_name',
    managerEmail: 'manager_email',
  };
  return columns[field] ?? field;
}

/** Parses the file: a header row naming the columns (any order, case and spaces ignored), then records. */
function parseFile(csv: string, delimiter: Delimiter): { records: CsvRecord[]; lines: number[]; problems: Problem[] } {
  let rows: { record: CsvRecord; info: { lines: number } }[];
  try {
    rows = parse(csv, {
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase().replace(/\s+/g, '_')),
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
      delimiter,
      info: true,
      max_record_size: 10_000,
    });
  } catch {
    return { records: [], lines: [], problems: [{ field: 'file', messageKey: adminCompanyErrors.unreadable }] };
  }
  const first = rows[0]?.record ?? {};
  const missing = ['name', 'manager_email', 'manager_first_name', 'manager_last_name'].filter(
    (column) => !(column in first),
  );
  if (rows.length > 0 && missing.length > 0) {
    return {
      records: [],
      lines: [],
      problems: [{ field: missing.join(', '), messageKey: adminCompanyErrors.missingColumns }],
    };
  }
  if (rows.length === 0)
    return { records: [], lines: [], problems: [{ field: 'file', messageKey: adminCompanyErrors.noRows }] };
  if (rows.length > importMaxRows) {
    return { records: [], lines: [], problems: [{ field: 'file', messageKey: adminCompanyErrors.tooManyRows }] };
  }
  return { records: rows.map((row) => row.record), lines: rows.map((row) => row.info.lines), problems: [] };
}

/**
 * Companies from a CSV file (SPEC §2 "importing a company"). The preview reads every row as the add form
 * would (city and services by name or slug in either language), and marks what would fail: bad fields,
 * an e-mail or name used twice in the file or already on Tendero. Committing imports every row in one
 * transaction, or nothing at all when any row has a problem: never half a file.
 */
export async function importCompanies(
  ctx: AdminContext,
  session: Session,
  input: { csv: string; commit: boolean },
  meta: { ip?: string | null; locale?: AppLocale } = {},
): Promise<CompanyImportResult> {
  assertAdmin(session);
  const csv = input.csv.replace(/^\uFEFF/, '');
  const delimiter = delimiterOf(csv);
  const file = parseFile(csv, delimiter);
  const read = file.records.map((record, index) =>
    readRecord(record, file.lines[index] ?? index + 2, delimiter, meta.locale ?? 'en'),
  );
  const emails = await takenEmails(ctx.db, read.map(({ row }) => row.managerEmail).filter(Boolean));
  const names = await takenCompanyNames(ctx.db, read.map(({ row }) => row.name).filter(Boolean));
  const seenEmails = new Set<string>();
  const seenNames = new Set<string>();
  for (const item of read) {
    const { row } = item;
    const flag = (field: string, messageKey: string) => {
      row.problems.push({ field, messageKey });
      item.data = null;
    };
    if (row.managerEmail && emails.has(row.managerEmail)) flag('manager_email', adminCompanyErrors.emailTaken);
    else if (row.managerEmail && seenEmails.has(row.managerEmail)) flag('manager_email', adminCompanyErrors.emailTwice);
    const name = row.name.toLowerCase();
    if (name && names.has(name)) flag('name', adminCompanyErrors.nameTaken);
    else if (name && seenNames.has(name)) flag('name', adminCompanyErrors.nameTwice);
    seenEmails.add(row.managerEmail);
    seenNames.add(name);
  }
  const rows = read.map(({ row }) => row);
  const invalid = rows.filter((row) => row.problems.length > 0).length;
  const result = { rows, fileProblems: file.problems, valid: rows.length - invalid, invalid, imported: 0 };
  if (!input.commit || invalid > 0 || file.problems.length > 0 || rows.length === 0) return result;
  const data = read.map(({ data }) => data as AdminCompanyData);
  const created = await createAndInvite(ctx, session.userId, data, { action: 'company.import', ip: meta.ip ?? null });
  const taxed = created.flatMap(({ companyId }, index) => {
    const values = read[index]?.tax;
    return values ? [{ companyId, values }] : [];
  });
  await addTaxIdentities(ctx.db, taxed, ctx.clock.now());
  return { ...result, imported: created.length };
}
