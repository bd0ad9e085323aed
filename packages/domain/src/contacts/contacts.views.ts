import type { Contact } from '@tendero/contracts';
import type { Db } from '@tendero/db';
import { findPeopleWithCompany } from '../accounts/index';
import { sharedContact } from '../shared/shared-contact';
import { type ContactRow, clientsSharingWith, type TagRow, tagsOfContacts } from './contacts.repository';

const tagView = (tag: TagRow) => ({ id: tag.id, name: tag.name, colour: tag.colour });

/**
 * Contacts as their owner sees them. A contact who is a client on Tendero shows the client's own e-mail
 * and phone only while the client shares them with the owner's company (and chose to share that detail);
 * the owner's own record of them otherwise. Contacts owned by a client are shown as recorded.
 */
export async function viewContacts(db: Db, ownerId: string, rows: readonly ContactRow[]): Promise<Contact[]> {
  const personIds = [...new Set(rows.flatMap((row) => (row.personId ? [row.personId] : [])))];
  const [owner] = await findPeopleWithCompany(db, [ownerId]);
  const [people, tagsBy] = await Promise.all([
    findPeopleWithCompany(db, personIds),
    tagsOfContacts(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  const clients = people.filter((person) => person.role === 'CLIENT' && !person.deletedAt);
  const sharing =
    owner?.companyId && owner.role !== 'CLIENT'
      ? await clientsSharingWith(
          db,
          owner.companyId,
          clients.map((client) => client.id),
        )
      : new Map();
  const providerOwner = owner?.role === 'MANAGER' || owner?.role === 'SALES_REP';
  return rows.map((row) => {
    const client = providerOwner ? clients.find((person) => person.id === row.personId) : undefined;
    const shared = client ? sharing.has(client.id) : null;
    const details = client ? sharedContact(sharing.get(client.id), client) : null;
    return {
      id: row.id,
      personId: row.personId,
      companyId: row.companyId,
      name: row.name,
      email: details ? details.email : row.email,
      phone: details ? details.phone : row.phone,
      organization: row.organization,
      notes: row.notes,
      source: row.source,
      tags: (tagsBy.get(row.id) ?? []).map(tagView),
      marketingConsentAt: row.marketingConsentAt?.toISOString() ?? null,
      detailsShared: shared,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

export async function viewContact(db: Db, ownerId: string, row: ContactRow): Promise<Contact> {
  const [view] = await viewContacts(db, ownerId, [row]);
  if (!view) throw new Error('contact view missing');
  return view;
}

export { tagView };
