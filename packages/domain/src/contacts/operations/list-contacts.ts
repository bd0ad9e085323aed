import {
  type Contact,
  type ContactsPage,
  type ContactsQuery,
  contactsPageSize,
  contactsQuerySchema,
} from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import type { DomainContext } from '../../shared/context';
import { assertOwner, ownContact } from '../contacts.policy';
import { findContact, listTags, listContacts as readContacts } from '../contacts.repository';
import { tagView, viewContact, viewContacts } from '../contacts.views';

/** GET /users/{userId}/contacts (SPEC §7): the owner's contacts only, by a search and tags. */
export async function listContacts(
  ctx: DomainContext,
  session: Session,
  ownerId: string,
  query: ContactsQuery,
): Promise<ContactsPage> {
  assertOwner(session, ownerId);
  const filter = contactsQuerySchema.parse(query);
  const [{ rows, total }, tags] = await Promise.all([
    readContacts(ctx.db, ownerId, {
      q: filter.q,
      tagIds: filter.tag ?? [],
      limit: contactsPageSize,
      offset: (filter.page - 1) * contactsPageSize,
    }),
    listTags(ctx.db, ownerId),
  ]);
  return {
    items: await viewContacts(ctx.db, ownerId, rows),
    total,
    page: filter.page,
    pageSize: contactsPageSize,
    tags: tags.map(tagView),
  };
}

/** One contact: the same rule as the list (owner only; another's contact is not found). */
export async function getContact(
  ctx: DomainContext,
  session: Session,
  ownerId: string,
  contactId: string,
): Promise<Contact> {
  assertOwner(session, ownerId);
  return viewContact(ctx.db, ownerId, ownContact(await findContact(ctx.db, contactId), ownerId));
}
