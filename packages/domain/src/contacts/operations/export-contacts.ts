import { contactImportColumns } from '@tendero/contracts';
import type { AppLocale } from '@tendero/i18n';
import { type Session, timeZoneOf } from '../../accounts/index';
import type { DomainContext } from '../../shared/context';
import { csvTime, toCsv } from '../../shared/csv';
import { assertOwner } from '../contacts.policy';
import { allContactsOf } from '../contacts.repository';
import { viewContacts } from '../contacts.views';

/**
 * The owner's contacts as CSV, in the columns the import reads (tags joined by `|`), plus where each came
 * from and the marketing consent's date (in the reader's time zone; `;` between cells for a Polish reader,
 * which the import reads too). E-mail and phone follow the same sharing rule as the page.
 */
export async function exportContacts(
  ctx: DomainContext,
  session: Session,
  ownerId: string,
  locale: AppLocale,
): Promise<string> {
  assertOwner(session, ownerId);
  const contacts = await viewContacts(ctx.db, ownerId, await allContactsOf(ctx.db, ownerId));
  const reader = { locale, timeZone: await timeZoneOf(ctx.db, session.userId) };
  return toCsv(
    [
      [...contactImportColumns, 'source', 'marketing_consent_at'],
      ...contacts.map((contact) => [
        contact.name,
        contact.email,
        contact.phone,
        contact.organization,
        contact.tags.map((tag) => tag.name).join('|'),
        contact.notes,
        contact.source,
        csvTime(contact.marketingConsentAt, reader),
      ]),
    ],
    reader,
  );
}
