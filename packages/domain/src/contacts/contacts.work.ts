import { type Db, withTransaction } from '@tendero/db';
import { findPeopleWithCompany } from '../accounts/index';
import type { DomainContext } from '../shared/context';
import { shortName } from '../shared/names';
import type { SharePurpose } from '../shared/shared-contact';
import {
  allContactsOf,
  clientsSharingWith,
  deleteContactsOf,
  findCompanyNames,
  findDuplicate,
  insertContactIfNew,
  insertTag,
  listTags,
  managersOf,
  moveContactTo,
  setContactTags,
  tagsOfContacts,
  updateContact,
  upsertShare,
} from './contacts.repository';

/**
 * Where the work happens (SPEC §1): other capabilities report these through injected callbacks, so
 * contacts are added and consents recorded without them importing this capability.
 */
export type ContactWork =
  /** A client sent an inquiry to these companies: shared with each, the company is the client's contact. */
  | { kind: 'inquiry-asked'; clientId: string; companyIds: readonly string[] }
  /** A rep applied to a client's inquiry: each is the other's contact. */
  | { kind: 'inquiry-applied'; clientId: string; repId: string }
  /** A client accepted a company's offer: shared with the company. */
  | { kind: 'offer-accepted'; clientId: string; companyId: string }
  /** A conversation started: each is the other's contact; a client who starts it shares with the company. */
  | { kind: 'chat-started'; starterId: string; otherId: string };

type Person = Awaited<ReturnType<typeof findPeopleWithCompany>>[number];

/** How the owner names the person: clients as 'Anna K.' to providers, staff by full name. */
function nameOf(person: Person, ownerRole: string | undefined): string {
  if (person.role === 'CLIENT' && ownerRole !== 'CLIENT') return shortName(person);
  return `${person.firstName} ${person.lastName}`.trim();
}

async function addPerson(db: Db, owner: Person, person: Person, source: 'inquiry' | 'chat', at: Date) {
  if (owner.id === person.id || owner.deletedAt || person.deletedAt) return;
  await insertContactIfNew(db, {
    ownerId: owner.id,
    personId: person.id,
    companyId: person.companyId,
    name: nameOf(person, owner.role),
    organization: person.role === 'CLIENT' ? person.organization : null,
    source,
    createdAt: at,
    updatedAt: at,
  });
}

const keepsContacts = (person: Person | undefined): person is Person =>
  !!person &&
  !person.deletedAt &&
  (person.role === 'CLIENT' || person.role === 'SALES_REP' || person.role === 'MANAGER');

export async function recordContactWork(ctx: DomainContext, work: ContactWork): Promise<void> {
  const at = ctx.clock.now();
  const db = ctx.db;
  switch (work.kind) {
    case 'inquiry-asked': {
      const [client] = await findPeopleWithCompany(db, [work.clientId]);
      if (!keepsContacts(client)) return;
      const companies = await findCompanyNames(db, work.companyIds);
      const managers = await managersOf(db, work.companyIds);
      const managerPeople = await findPeopleWithCompany(
        db,
        managers.map((manager) => manager.id),
      );
      for (const company of companies) {
        if (client.role === 'CLIENT') {
          await upsertShare(db, { clientId: client.id, companyId: company.id, purpose: 'inquiry', at });
        }
        await insertContactIfNew(db, {
          ownerId: client.id,
          companyId: company.id,
          name: company.name,
          organization: company.name,
          source: 'inquiry',
          createdAt: at,
          updatedAt: at,
        });
      }
      for (const manager of managerPeople) await addPerson(db, manager, client, 'inquiry', at);
      return;
    }
    case 'inquiry-applied': {
      const people = await findPeopleWithCompany(db, [work.clientId, work.repId]);
      const client = people.find((person) => person.id === work.clientId);
      const rep = people.find((person) => person.id === work.repId);
      if (!keepsContacts(client) || !keepsContacts(rep)) return;
      await addPerson(db, rep, client, 'inquiry', at);
      await addPerson(db, client, rep, 'inquiry', at);
      return;
    }
    case 'offer-accepted': {
      const [client] = await findPeopleWithCompany(db, [work.clientId]);
      if (client?.role === 'CLIENT') {
        await upsertShare(db, { clientId: client.id, companyId: work.companyId, purpose: 'offer', at });
      }
      return;
    }
    case 'chat-started': {
      const people = await findPeopleWithCompany(db, [work.starterId, work.otherId]);
      const starter = people.find((person) => person.id === work.starterId);
      const other = people.find((person) => person.id === work.otherId);
      if (!keepsContacts(starter) || !keepsContacts(other)) return;
      await addPerson(db, starter, other, 'chat', at);
      await addPerson(db, other, starter, 'chat', at);
      if (starter.role === 'CLIENT' && other.companyId && other.role !== 'CLIENT') {
        await upsertShare(db, { clientId: starter.id, companyId: other.companyId, purpose: 'chat', at });
      }
      return;
    }
  }
}

/** Why a client shares their details with this company now (the per-company consent); null: they do not. */
export async function sharesDetailsWith(
  ctx: DomainContext,
  clientId: string,
  companyId: string | null | undefined,
): Promise<SharePurpose | null> {
  if (!companyId) return null;
  return (await clientsSharingWith(ctx.db, companyId, [clientId])).get(clientId) ?? null;
}

/** Which of these clients share their details with this company now, and why. */
export function clientsSharingDetailsWith(ctx: DomainContext, companyId: string, clientIds: readonly string[]) {
  return clientsSharingWith(ctx.db, companyId, clientIds);
}

/**
 * A rep leaves the company (SPEC §2 team management): "with contacts" deletes theirs, "without" moves
 * them to the manager (source 'handover'). A contact the manager already has (same person, or e-mail)
 * is merged: the manager's record wins, missing details and tags are filled from the rep's. The rep's
 * notes and the marketing consents given to the rep do not move: they were the rep's alone.
 */
export async function handOverContacts(
  ctx: DomainContext,
  change: { memberId: string; managerId: string; withContacts: boolean },
): Promise<void> {
  await withTransaction(ctx.db, async (tx) => {
    if (change.withContacts) {
      await deleteContactsOf(tx, change.memberId);
      return;
    }
    const now = ctx.clock.now();
    const moving = await allContactsOf(tx, change.memberId);
    const repTags = await tagsOfContacts(
      tx,
      moving.map((row) => row.id),
    );
    const managerTags = new Map((await listTags(tx, change.managerId)).map((tag) => [tag.name.toLowerCase(), tag.id]));
    const tagIdFor = async (name: string, colour: string) => {
      const known = managerTags.get(name.toLowerCase());
      if (known) return known;
      const created = await insertTag(tx, { ownerId: change.managerId, name, colour, createdAt: now });
      if (!created) return null;
      managerTags.set(name.toLowerCase(), created.id);
      return created.id;
    };
    for (const row of moving) {
      // The manager as the rep's contact is not a contact of the manager's own (deleted with the rest).
      if (row.personId === change.managerId) continue;
      const tagIds: string[] = [];
      for (const tag of repTags.get(row.id) ?? []) {
        const id = await tagIdFor(tag.name, tag.colour);
        if (id) tagIds.push(id);
      }
      const twin = await findDuplicate(tx, change.managerId, { personId: row.personId, email: row.email });
      if (twin) {
        await updateContact(tx, twin.id, {
          email: twin.email ?? row.email,
          phone: twin.phone ?? row.phone,
          organization: twin.organization ?? row.organization,
          updatedAt: now,
        });
        const had = (await tagsOfContacts(tx, [twin.id])).get(twin.id) ?? [];
        await setContactTags(tx, twin.id, [...new Set([...had.map((tag) => tag.id), ...tagIds])]);
        continue;
      }
      await moveContactTo(tx, row.id, change.managerId, now);
      await setContactTags(tx, row.id, tagIds);
    }
    await deleteContactsOf(tx, change.memberId);
  });
}
