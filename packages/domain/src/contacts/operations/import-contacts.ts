import {
  type ContactImport,
  type ContactImportResult,
  contactErrors,
  type contactImportColumns,
  contactImportMaxRows,
  contactImportSchema,
  contactInputSchema,
} from '@tendero/contracts';
import { withTransaction } from '@tendero/db';
import { parse } from 'csv-parse/sync';
import type { Session } from '../../accounts/index';
import type { DomainContext } from '../../shared/context';
import { assertOwner } from '../contacts.policy';
import { allContactsOf, insertContact, insertTag, listTags, setContactTags } from '../contacts.repository';

type Problem = { field: string; messageKey: string };
type CsvRecord = Partial<Record<(typeof contactImportColumns)[number], string>>;
type Delimiter = ',' | ';';

/** The column separator, read from the header line: `;` when it has more of them than commas. */
function delimiterOf(csv: string): Delimiter {
  const header = csv.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const count = (mark: string) => header.split(mark).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/** Tags in one cell are separated by `|` (or `;` in a comma-separated file). */
const tagNames = (cell: string | undefined, delimiter: Delimiter) =>
  [
    ...new Set(
      (cell ?? '')
        .split(delimiter === ';' ? /\|/ : /[;|]/)
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ].slice(0, 20);

const defaultColour = '#64748b';

/**
 * CSV import with a preview (commit: false) and per-row problems; a file with any bad row imports
 * nothing. Tags are found by name, new ones created on commit. A row whose e-mail the owner already has
 * in contacts (or that appears twice in the file) is a problem, not a silent merge.
 */
export async function importContacts(
  ctx: DomainContext,
  session: Session,
  ownerId: string,
  input: ContactImport,
): Promise<ContactImportResult> {
  assertOwner(session, ownerId);
  const { csv, commit } = contactImportSchema.parse(input);
  const delimiter = delimiterOf(csv);
  let records: CsvRecord[];
  try {
    records = parse(csv, {
      bom: true,
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      delimiter,
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
    }) as CsvRecord[];
  } catch {
    return {
      rows: [],
      fileProblems: [{ field: 'file', messageKey: 'validation.invalid' }],
      valid: 0,
      invalid: 0,
      imported: 0,
    };
  }
  if (records.length === 0) {
    return {
      rows: [],
      fileProblems: [{ field: 'file', messageKey: contactErrors.noRows }],
      valid: 0,
      invalid: 0,
      imported: 0,
    };
  }
  if (records.length > contactImportMaxRows) {
    return {
      rows: [],
      fileProblems: [{ field: 'file', messageKey: contactErrors.tooManyRows }],
      valid: 0,
      invalid: 0,
      imported: 0,
    };
  }
  const existing = new Set(
    (await allContactsOf(ctx.db, ownerId)).flatMap((row) => (row.email ? [row.email.toLowerCase()] : [])),
  );
  const seen = new Set<string>();
  const read = records.map((record, index) => {
    const problems: Problem[] = [];
    const parsed = contactInputSchema.safeParse({
      name: record.name ?? '',
      email: record.email ?? '',
      phone: record.phone ?? '',
      organization: record.organization ?? '',
      notes: record.notes ?? '',
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'file');
        if (!problems.some((problem) => problem.field === field)) problems.push({ field, messageKey: issue.message });
      }
    }
    const email = parsed.success ? (parsed.data.email?.toLowerCase() ?? null) : null;
    if (email && existing.has(email)) problems.push({ field: 'email', messageKey: contactErrors.duplicate });
    else if (email && seen.has(email)) problems.push({ field: 'email', messageKey: contactErrors.emailTwice });
    if (email) seen.add(email);
    return {
      row: {
        line: index + 2,
        name: record.name ?? '',
        email: record.email || null,
        phone: record.phone || null,
        organization: record.organization || null,
        tags: tagNames(record.tags, delimiter),
        problems,
      },
      data: parsed.success && problems.length === 0 ? parsed.data : null,
    };
  });
  const invalid = read.filter((item) => item.row.problems.length > 0).length;
  const result = {
    rows: read.map((item) => item.row),
    fileProblems: [],
    valid: read.length - invalid,
    invalid,
    imported: 0,
  };
  if (!commit || invalid > 0) return result;

  const now = ctx.clock.now();
  const imported = await withTransaction(ctx.db, async (tx) => {
    const tagIds = new Map((await listTags(tx, ownerId)).map((tag) => [tag.name.toLowerCase(), tag.id]));
    let count = 0;
    for (const { row, data } of read) {
      if (!data) continue;
      const ids: string[] = [];
      for (const name of row.tags) {
        let id = tagIds.get(name.toLowerCase());
        if (!id) {
          const tag = await insertTag(tx, { ownerId, name: name.slice(0, 40), colour: defaultColour, createdAt: now });
          if (!tag) continue;
          id = tag.id;
          tagIds.set(name.toLowerCase(), id);
        }
        ids.push(id);
      }
      const contact = await insertContact(tx, {
        ownerId,
        name: data.name,
        email: data.email ?? null,
        phone: data.phone ?? null,
        organization: data.organization ?? null,
        notes: data.notes,
        source: 'import',
        createdAt: now,
        updatedAt: now,
      });
      await setContactTags(tx, contact.id, ids);
      count += 1;
    }
    return count;
  });
  return { ...result, imported };
}
