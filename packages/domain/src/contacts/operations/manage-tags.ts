import {
  type BulkTag,
  bulkTagSchema,
  contactErrors,
  type Tag,
  type TagInput,
  type TagUpdate,
  tagInputSchema,
  tagUpdateSchema,
} from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import type { DomainContext } from '../../shared/context';
import { assertOwner } from '../contacts.policy';
import {
  addTagTo,
  deleteTag as dropTag,
  findTag,
  insertTag,
  ownedContactIds,
  listTags as readTags,
  removeTagFrom,
  updateTag as writeTag,
} from '../contacts.repository';
import { tagView } from '../contacts.views';

const taken = () =>
  new AppError('CONFLICT', {
    reason: 'TAG_TAKEN',
    messageKey: contactErrors.tagTaken,
    fieldProblems: [{ path: 'name', messageKey: contactErrors.tagTaken }],
  });

async function ownTag(ctx: DomainContext, session: Session, tagId: string) {
  const tag = await findTag(ctx.db, tagId);
  if (!tag || tag.ownerId !== session.userId) throw new AppError('NOT_FOUND');
  return tag;
}

export async function listTags(ctx: DomainContext, session: Session): Promise<{ items: Tag[] }> {
  assertOwner(session, session.userId);
  return { items: (await readTags(ctx.db, session.userId)).map(tagView) };
}

/** POST /tag (SPEC §7): a tag of the signed-in person; names are unique per owner, case aside. */
export async function createTag(ctx: DomainContext, session: Session, input: TagInput): Promise<Tag> {
  assertOwner(session, session.userId);
  const values = tagInputSchema.parse(input);
  const row = await insertTag(ctx.db, { ownerId: session.userId, ...values, createdAt: ctx.clock.now() });
  if (!row) throw taken();
  return tagView(row);
}

export async function updateTag(ctx: DomainContext, session: Session, tagId: string, input: TagUpdate): Promise<Tag> {
  assertOwner(session, session.userId);
  await ownTag(ctx, session, tagId);
  const values = tagUpdateSchema.parse(input);
  if (values.name) {
    const clash = (await readTags(ctx.db, session.userId)).find(
      (tag) => tag.id !== tagId && tag.name.toLowerCase() === values.name?.toLowerCase(),
    );
    if (clash) throw taken();
  }
  const row = await writeTag(ctx.db, tagId, values);
  if (!row) throw new AppError('NOT_FOUND');
  return tagView(row);
}

export async function deleteTag(ctx: DomainContext, session: Session, tagId: string): Promise<null> {
  assertOwner(session, session.userId);
  await ownTag(ctx, session, tagId);
  await dropTag(ctx.db, tagId);
  return null;
}

/** Bulk tagging: only the owner's own contacts and tag; others' ids are left alone. */
export async function bulkTag(
  ctx: DomainContext,
  session: Session,
  ownerId: string,
  input: BulkTag,
): Promise<{ changed: number }> {
  assertOwner(session, ownerId);
  const values = bulkTagSchema.parse(input);
  await ownTag(ctx, session, values.tagId);
  const ids = await ownedContactIds(ctx.db, ownerId, values.contactIds);
  const changed =
    values.action === 'add'
      ? await addTagTo(ctx.db, ids, values.tagId)
      : await removeTagFrom(ctx.db, ids, values.tagId);
  return { changed };
}
