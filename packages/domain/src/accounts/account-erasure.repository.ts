import { type Db, schema, withTransaction } from '@tendero/db';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

const { users, sessions, credentials, verifications, supportRequests, mailMessages, signInFailures } = schema;
const { knownDevices, knownAddresses, signInEmailCodes, signInEmailChallenges, signInCodeGuesses } = schema;

/** The tables whose rows are the person's, each by the column that names them, in the order they are deleted. */
const ownRows: PgColumn[] = [
  sessions.userId,
  signInFailures.userId,
  // Known devices and addresses, step-up codes and their guesses (issue 37).
  knownDevices.userId,
  knownAddresses.userId,
  signInEmailCodes.userId,
  signInEmailChallenges.userId,
  signInCodeGuesses.userId,
  credentials.userId,
  // The second factor (issue 37): the authenticator's secret, recovery codes and open sign-in steps.
  schema.totpFactors.userId,
  schema.recoveryCodes.userId,
  schema.secondFactorChallenges.userId,
  schema.secondFactorGuesses.userId,
  schema.passkeys.userId,
  supportRequests.userId,
  // Issue 38: what they kept and agreed to goes too: contacts they own (their tags with them), favourites,
  // consents given and withdrawn, details shared with companies. Invoices stay: they are the company's, kept
  // five years by law, and hold the buyer's data as issued.
  schema.contacts.ownerId,
  schema.tags.ownerId,
  schema.favourites.userId,
  schema.favouriteCompanies.userId,
  schema.consentAcceptances.userId,
  schema.consentWithdrawals.userId,
  schema.contactShares.clientId,
  // Their inquiries (offers, leads, targets and files go with them: cascade, files through the sweep's
  // trigger), companies' leads about them, newsletters they sent and meetings they proposed.
  schema.inquiries.clientId,
  schema.leads.clientId,
  schema.newsletters.senderId,
  schema.meetings.organizerId,
  // What they asked the assistant is theirs alone: it goes with them.
  schema.assistantConversations.userId,
];

/**
 * Erases the personal data of a deleted account: its credential and passkeys, sessions, codes, support requests, assistant
 * conversations, contacts, favourites, consents, data exports, inquiries, messages written, newsletters, meetings
 * proposed and the e-mails sent to it; the user row stays as an anonymous tombstone so references elsewhere hold.
 * Idempotent: an erased account is left as it is.
 */
export async function eraseUserData(db: Db, userId: string, now: Date): Promise<boolean> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user || user.erasedAt || !user.deletedAt) return false;
  await withTransaction(db, async (tx) => {
    for (const owner of ownRows) await tx.delete(owner.table).where(eq(owner, userId));
    await tx.delete(verifications).where(like(verifications.identifier, `%${user.email}%`));
    // The newsletter sign-up of their address, and their data exports (issue 38: the ZIPs leave the storage
    // through the removed-files sweep).
    await tx
      .delete(schema.newsletterSubscriptions)
      .where(sql`lower(${schema.newsletterSubscriptions.email}) = lower(${user.email})`);
    await deleteWithFiles(tx, schema.dataExports, schema.dataExports.userId, schema.dataExports.storageKey, userId);
    // Messages they wrote (attachments to the sweep; the other side's messages stay in that person's conversation).
    await deleteWithFiles(tx, schema.chatMessages, schema.chatMessages.senderId, schema.chatMessages.fileKey, userId);
    await tx
      .delete(mailMessages)
      .where(and(eq(mailMessages.to, user.email), inArray(mailMessages.status, ['sent', 'kept', 'failed'])));
    // The activity log keeps what an admin removed, and whose it was: the name goes, the entry stays.
    await tx
      .update(schema.auditLog)
      .set({ detail: sql`${schema.auditLog.detail} - 'authorName'` })
      .where(sql`${schema.auditLog.detail} ->> 'authorId' = ${userId}`);
    const tag = userId.replaceAll('-', '').slice(0, 16);
    await tx
      .update(users)
      .set({
        name: 'Deleted user',
        email: `deleted-${userId}@deleted.invalid`,
        username: `deleted_${tag}`,
        displayUsername: null,
        firstName: '',
        lastName: '',
        phone: null,
        image: null,
        bio: '',
        languages: [],
        city: null,
        organization: null,
        shareEmail: false,
        sharePhone: false,
        erasedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
  });
  return true;
}

/** Hands the files of a person's rows (`fileKey`, where set) to the removed-files sweep, then deletes the rows. */
async function deleteWithFiles(tx: Db, table: PgTable, owner: PgColumn, fileKey: PgColumn, userId: string) {
  await tx.execute(sql`insert into ${schema.removedFileKeys} (storage_key)
    select ${fileKey} from ${table} where ${owner} = ${userId} and ${fileKey} is not null
    on conflict do nothing`);
  await tx.delete(table).where(eq(owner, userId));
}
