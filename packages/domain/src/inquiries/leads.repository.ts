import { type Db, schema } from '@tendero/db';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { personColumns } from '../accounts/index';

const { companyEntries, inquiries, leads } = schema;

export type LeadValues = {
  companyId: string;
  clientId: string;
  inquiryId: string | null;
  source: 'asked' | 'applied' | 'favourite' | 'review';
  state?: 'new' | 'contacted' | 'won' | 'lost';
  repId?: string | null;
  at: Date;
};

/**
 * Records a lead, or moves an existing one forward: an offer makes an asked lead 'applied' and
 * 'contacted' with its rep; a won or lost lead keeps its state unless the new one is a decision.
 */
export async function upsertLead(db: Db, lead: LeadValues): Promise<void> {
  await db
    .insert(leads)
    .values({
      companyId: lead.companyId,
      clientId: lead.clientId,
      inquiryId: lead.inquiryId,
      source: lead.source,
      state: lead.state ?? 'new',
      repId: lead.repId ?? null,
      createdAt: lead.at,
      updatedAt: lead.at,
    })
    .onConflictDoUpdate({
      target: [leads.companyId, leads.clientId, leads.inquiryId],
      set: {
        source: lead.source === 'applied' ? 'applied' : sql`${leads.source}`,
        state: lead.state ?? sql`${leads.state}`,
        repId: lead.repId ? lead.repId : sql`${leads.repId}`,
        updatedAt: lead.at,
      },
    });
}

/**
 * A client's interest in a company ended (an admin removed their review): the lead that interest made goes,
 * unless the client still favourites the company or an offer of it (then it stays, as a favourite lead).
 * Leads of inquiries are never touched.
 */
export async function withdrawInterestLead(db: Db, lead: Pick<LeadValues, 'companyId' | 'clientId' | 'source'>) {
  const still =
    lead.source === 'review'
      ? await db
          .select({ one: sql`1` })
          .from(schema.favourites)
          .innerJoin(companyEntries, eq(companyEntries.id, schema.favourites.offerId))
          .where(and(eq(schema.favourites.userId, lead.clientId), eq(companyEntries.companyId, lead.companyId)))
          .union(
            db
              .select({ one: sql`1` })
              .from(schema.favouriteCompanies)
              .where(
                and(
                  eq(schema.favouriteCompanies.userId, lead.clientId),
                  eq(schema.favouriteCompanies.companyId, lead.companyId),
                ),
              ),
          )
          .limit(1)
      : [];
  const which = and(
    eq(leads.companyId, lead.companyId),
    eq(leads.clientId, lead.clientId),
    isNull(leads.inquiryId),
    eq(leads.source, lead.source),
  );
  if (still.length > 0) await db.update(leads).set({ source: 'favourite' }).where(which);
  else await db.delete(leads).where(which);
}

export async function setLeadStates(
  db: Db,
  inquiryId: string,
  decided: { companyId: string; state: 'won' | 'lost' }[],
  at: Date,
) {
  for (const item of decided) {
    await db
      .update(leads)
      .set({ state: item.state, updatedAt: at })
      .where(and(eq(leads.inquiryId, inquiryId), eq(leads.companyId, item.companyId)));
  }
}

/** A company's leads, newest first; a lead of an inquiry an admin removed is hidden with it. */
export async function listLeads(db: Db, companyId: string, state: string | undefined) {
  const rep = schema.users;
  return db
    .select({
      lead: leads,
      client: personColumns,
      inquiry: {
        id: inquiries.id,
        clientId: inquiries.clientId,
        ndaTerms: inquiries.ndaTerms,
        services: inquiries.services,
        description: inquiries.description,
        state: inquiries.state,
        visibleUntil: inquiries.visibleUntil,
        marketingConsent: inquiries.marketingConsent,
      },
    })
    .from(leads)
    .innerJoin(rep, eq(rep.id, leads.clientId))
    .leftJoin(inquiries, eq(inquiries.id, leads.inquiryId))
    .where(
      and(
        eq(leads.companyId, companyId),
        state ? eq(leads.state, state as 'new') : undefined,
        isNull(rep.deletedAt),
        isNull(inquiries.removedAt),
      ),
    )
    .orderBy(desc(leads.updatedAt), asc(leads.id));
}

export async function findLead(db: Db, id: string) {
  const [row] = await db.select().from(leads).where(eq(leads.id, id));
  return row ?? null;
}

export async function updateLead(db: Db, id: string, values: { state?: string; repId?: string | null; at: Date }) {
  await db
    .update(leads)
    .set({
      ...(values.state ? { state: values.state as 'new' } : {}),
      ...(values.repId !== undefined ? { repId: values.repId } : {}),
      updatedAt: values.at,
    })
    .where(eq(leads.id, id));
}
