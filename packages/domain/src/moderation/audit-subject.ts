import type { Db } from '@tendero/db';
import { findPeople } from '../accounts/index';
import { findCompany } from '../companies/index';

/**
 * The names an activity-log entry about a piece of content carries: its author (a review's client, an
 * inquiry's client, an offer's rep; none for a company's profile entry) and the company it is on, as they
 * are at the time. Recorded in the entry's detail, so it reads the same once the content is deleted and
 * its author or company renamed or gone. The author's id goes with the name: erasing that person's
 * account takes their name out of these entries too (accounts' `eraseUserData`).
 */
export async function auditSubjectOf(
  db: Db,
  subject: { authorId: string | null; companyId: string | null },
): Promise<{ authorId: string | null; authorName: string | null; companyName: string | null }> {
  const [author] = subject.authorId ? await findPeople(db, [subject.authorId]) : [];
  const company = subject.companyId ? await findCompany(db, subject.companyId) : null;
  const authorName = author ? `${author.firstName} ${author.lastName}`.trim() || null : null;
  return { authorId: author ? subject.authorId : null, authorName, companyName: company?.name ?? null };
}
