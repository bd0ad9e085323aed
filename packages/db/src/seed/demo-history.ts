import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import * as schema from '../schema/index';
import { withTransaction } from '../transaction';

const doneKey = 'demo_trust_history';

export type DemoHistoryPerson = {
  id: string;
  username: string;
  locale: string;
  companyId: string | null;
  services: string[];
};

/** The demo people by username, with their company's services (the history's writers and readers). */
export async function demoHistoryPeople(db: Db, usernames: readonly string[]): Promise<Map<string, DemoHistoryPerson>> {
  const rows = await db
    .select({
      username: schema.users.username,
      id: schema.users.id,
      locale: schema.users.locale,
      companyId: schema.users.companyId,
      services: schema.companies.services,
    })
    .from(schema.users)
    .leftJoin(schema.companies, eq(schema.companies.id, schema.users.companyId))
    .where(inArray(schema.users.username, [...usernames]));
  return new Map(rows.map((row) => [row.username, { ...row, services: row.services ?? [] }]));
}

/** Whether the demo history was written on this database already. */
export async function demoHistoryWritten(db: Db): Promise<boolean> {
  return (await db.select().from(schema.appMeta).where(eq(schema.appMeta.key, doneKey))).length > 0;
}

export type DemoPastInquiry = {
  inquiry: Omit<typeof schema.inquiries.$inferInsert, 'id'>;
  companyId: string;
  application: Omit<typeof schema.applications.$inferInsert, 'inquiryId'> | null;
};
export type DemoPastChat = {
  pairKey: string;
  messages: { senderId: string; receiverId: string; text: string; at: Date }[];
};

/**
 * Writes the demo's past in one transaction: inquiries with the company they asked and the offer, and
 * conversations (both people have read everything: no unread badge, no offline e-mail); a conversation
 * whose pair already talks is left out. Recorded in app_meta, so it is written once.
 */
export async function writeDemoHistory(
  db: Db,
  history: { inquiries: DemoPastInquiry[]; chats: DemoPastChat[] },
  now: Date,
): Promise<void> {
  await withTransaction(db, async (tx) => {
    for (const past of history.inquiries) {
      const [inquiry] = await tx.insert(schema.inquiries).values(past.inquiry).returning({ id: schema.inquiries.id });
      if (!inquiry) continue;
      await tx.insert(schema.inquiryTargets).values({ inquiryId: inquiry.id, companyId: past.companyId });
      if (past.application) await tx.insert(schema.applications).values({ ...past.application, inquiryId: inquiry.id });
    }
    for (const past of history.chats) {
      const first = past.messages[0];
      const last = past.messages.at(-1);
      if (!first || !last) continue;
      const [existing] = await tx.select().from(schema.chats).where(eq(schema.chats.pairKey, past.pairKey));
      if (existing) continue;
      const [chat] = await tx
        .insert(schema.chats)
        .values({ pairKey: past.pairKey, lastMessageAt: last.at, lastSeq: past.messages.length, createdAt: first.at })
        .returning({ id: schema.chats.id });
      if (!chat) continue;
      await tx.insert(schema.chatParticipants).values(
        [first.senderId, first.receiverId].map((userId) => ({
          chatId: chat.id,
          userId,
          lastReadAt: last.at,
          lastNotifiedAt: last.at,
        })),
      );
      await tx.insert(schema.chatMessages).values(
        past.messages.map((message, index) => ({
          chatId: chat.id,
          senderId: message.senderId,
          receiverId: message.receiverId,
          clientMessageId: randomUUID(),
          seq: index + 1,
          text: message.text,
          createdAt: message.at,
        })),
      );
    }
    await tx.insert(schema.appMeta).values({ key: doneKey, value: now.toISOString() });
  });
}

/** A deal of the demo's past: a client's inquiry that a company's rep answered and the client accepted. */
export type DemoAcceptedOffer = {
  clientId: string;
  companyId: string;
  repId: string;
  service: string;
  /** The client's words and the offer's, in the client's language. */
  description: string;
  message: string;
  scope: string;
  paymentTerms: string;
  priceMin: number;
  /** When the inquiry was published; the offer came a day later, accepted three days after that. */
  at: Date;
};

/**
 * Writes an accepted offer of the past (real inquiry and application rows, nobody e-mailed): what makes
 * the client's review of the company a verified one (issue 35). Public (no company asked), closed long
 * before the trust figures' windows, so it moves no response time or buyer record.
 */
export async function writeDemoAcceptedOffer(db: Db, deal: DemoAcceptedOffer): Promise<void> {
  const day = 86_400_000;
  const offered = new Date(deal.at.getTime() + day);
  const decided = new Date(offered.getTime() + 3 * day);
  await withTransaction(db, async (tx) => {
    const [inquiry] = await tx
      .insert(schema.inquiries)
      .values({
        clientId: deal.clientId,
        services: [deal.service],
        description: deal.description,
        currency: 'PLN',
        state: 'closed',
        outcome: 'accepted',
        visibleUntil: decided,
        applicationCount: 1,
        digestedAt: deal.at,
        closedAt: decided,
        createdAt: deal.at,
        updatedAt: decided,
      })
      .returning({ id: schema.inquiries.id });
    if (!inquiry) return;
    await tx.insert(schema.applications).values({
      inquiryId: inquiry.id,
      repId: deal.repId,
      companyId: deal.companyId,
      state: 'accepted',
      message: deal.message,
      priceMin: deal.priceMin,
      currency: 'PLN',
      timelineDays: 30,
      scope: deal.scope,
      paymentTerms: deal.paymentTerms,
      validUntil: new Date(offered.getTime() + 30 * day).toISOString().slice(0, 10),
      decidedAt: decided,
      createdAt: offered,
      updatedAt: decided,
    });
  });
}
