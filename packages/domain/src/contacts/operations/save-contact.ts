import {
  type Contact,
  type ContactInput,
  type ContactUpdate,
  contactErrors,
  contactInputSchema,
  contactUpdateSchema,
} from '@tendero/contracts';
import { withTransaction } from '@tendero/db';
import type { Session } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import type { DomainContext } from '../../shared/context';
import { assertOwner, ownContact } from '../contacts.policy';
import {
  deleteContact,
  findContact,
  findDuplicate,
  insertContact,
  listTags,
  setContactTags,
  updateContact as writeContact,
} from '../contacts.repository';
import { viewContact } from '../contacts.views';
import { marketingWithdrawnBy } from '../marketing-withdrawals.repository';

const duplicate = () =>
  new AppError('CONFLICT', {
    reason: 'DUPLICATE_CONTACT',
    messageKey: contactErrors.duplicate,
    fieldProblems: [{ path: 'email', messageKey: contactErrors.duplicate }],
  });

async function ownTagIds(ctx: DomainContext, ownerId: string, tagIds: readonly string[]): Promise<string[]> {
  const mine = new Set((await listTags(ctx.db, ownerId)).map((tag) => tag.id));
  if (tagIds.some((id) => !mine.has(id))) {
    throw new AppError('VALIDATION_ERROR', {
      fieldProblems: [{ path: 'tagIds', messageKey: contactErrors.unknownTag }],
    });
  }
  return [...new Set(tagIds)];
}

/** 'Added to contacts': a contact by hand; one per e-mail address. */
export async function createContact(
  ctx: DomainContext,
  session: Session,
  ownerId: string,
  input: ContactInput,
): Promise<Contact> {
  assertOwner(session, ownerId);
  const values = contactInputSchema.parse(input);
  const tagIds = await ownTagIds(ctx, ownerId, values.tagIds);
  if (values.email && (await findDuplicate(ctx.db, ownerId, { email: values.email }))) throw duplicate();
  const now = ctx.clock.now();
  const row = await withTransaction(ctx.db, async (tx) => {
    const inserted = await insertContact(tx, {
      ownerId,
      name: values.name,
      email: values.email ?? null,
      phone: values.phone ?? null,
      organization: values.organization ?? null,
      notes: values.notes,
      source: 'manual',
      createdAt: now,
      updatedAt: now,
    });
    await setContactTags(tx, inserted.id, tagIds);
    return inserted;
  });
  return viewContact(ctx.db, ownerId, row);
}

/**
 * Changes a contact. A marketing consent needs the owner's confirmation that the person agreed (checked
 * by the contract); its time is the server's. `marketingConsent: false` withdraws it.
 */
export async function updateContact(
  ctx: DomainContext,
  session: Session,
  ownerId: string,
  contactId: string,
  input: ContactUpdate,
): Promise<Contact> {
  assertOwner(session, ownerId);
  const current = ownContact(await findContact(ctx.db, contactId), ownerId);
  const values = contactUpdateSchema.parse(input);
  const tagIds = values.tagIds ? await ownTagIds(ctx, ownerId, values.tagIds) : undefined;
  if (values.email && values.email.toLowerCase() !== current.email?.toLowerCase()) {
    const other = await findDuplicate(ctx.db, ownerId, { email: values.email });
    if (other && other.id !== contactId) throw duplicate();
  }
  if (
    values.marketingConsent === true &&
    !current.marketingConsentAt &&
    (await marketingWithdrawnBy(ctx.db, { personId: current.personId, email: values.email ?? current.email }))
  ) {
    // The person withdrew it themselves ("My consents"): only they can give it again.
    throw new AppError('CONFLICT', {
      reason: 'MARKETING_WITHDRAWN',
      messageKey: 'myData.consents.errors.withdrawnByPerson',
      fieldProblems: [{ path: 'marketingConsent', messageKey: 'myData.consents.errors.withdrawnByPerson' }],
    });
  }
  const now = ctx.clock.now();
  const optional = (text: string | undefined) => (text === undefined ? undefined : text || null);
  const consent =
    values.marketingConsent === undefined
      ? undefined
      : values.marketingConsent
        ? (current.marketingConsentAt ?? now)
        : null;
  const row = await withTransaction(ctx.db, async (tx) => {
    const updated = await writeContact(tx, contactId, {
      ...(values.name !== undefined ? { name: values.name } : {}),
      ...(values.email !== undefined || 'email' in input ? { email: optional(values.email) ?? null } : {}),
      ...(values.phone !== undefined || 'phone' in input ? { phone: optional(values.phone) ?? null } : {}),
      ...(values.organization !== undefined || 'organization' in input
        ? { organization: optional(values.organization) ?? null }
        : {}),
      ...(values.notes !== undefined ? { notes: values.notes } : {}),
      ...(consent !== undefined ? { marketingConsentAt: consent } : {}),
      updatedAt: now,
    });
    if (tagIds) await setContactTags(tx, contactId, tagIds);
    return updated;
  });
  if (!row) throw new AppError('NOT_FOUND');
  return viewContact(ctx.db, ownerId, row);
}

/** 'Removed from contacts'. */
export async function removeContact(
  ctx: DomainContext,
  session: Session,
  ownerId: string,
  contactId: string,
): Promise<null> {
  assertOwner(session, ownerId);
  ownContact(await findContact(ctx.db, contactId), ownerId);
  await deleteContact(ctx.db, contactId);
  return null;
}
