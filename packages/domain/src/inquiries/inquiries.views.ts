import type { Application, BuyerRecord, ConsentText, Currency, FoundInquiry, Inquiry } from '@tendero/contracts';
import type { Db } from '@tendero/db';
import { findPeople, type PersonRow } from '../accounts/index';
import { shortName } from '../shared/names';
import { type ApplicationListRow, consentsOf, listApplications } from './applications.repository';
import { daysLeft, inquiryState } from './inquiries.policy';
import { askedCompanies, type InquiryRow, ndaAcceptancesOf } from './inquiries.repository';
import type { FoundRow } from './postings.repository';

export function personOut(person: PersonRow | undefined, id: string) {
  return {
    id,
    name: shortName(person),
    image: person?.image ?? null,
    organization: person?.organization ?? null,
  };
}

function budgetOf(row: InquiryRow) {
  return row.budgetMin === null && row.budgetMax === null
    ? null
    : { min: row.budgetMin, max: row.budgetMax, currency: row.currency as Currency };
}

/** Applications with their rep, company and the company's consents, in the order they came. */
export async function applicationsOut(db: Db, rows: ApplicationListRow[]): Promise<Application[]> {
  const consents = await consentsOf(db, [...new Set(rows.map((row) => row.application.companyId))]);
  return rows.map((row) => {
    const a = row.application;
    return {
      id: a.id,
      inquiryId: a.inquiryId,
      state: a.state,
      message: a.message,
      price: { min: a.priceMin, max: a.priceMax, currency: a.currency as Currency },
      timelineDays: a.timelineDays,
      scope: a.scope,
      paymentTerms: a.paymentTerms,
      validUntil: a.validUntil,
      createdAt: a.createdAt.toISOString(),
      updatedAt: a.updatedAt.toISOString(),
      decidedAt: a.decidedAt?.toISOString() ?? null,
      hiddenFromClient: a.hiddenAt !== null,
      rep: { id: a.repId, name: `${row.repFirstName} ${row.repLastName}`.trim(), image: row.repImage },
      company: {
        id: a.companyId,
        name: row.companyName,
        logo: row.companyLogo,
        verified: row.companyVerifiedAt !== null,
        rating: { average: row.companyRating, count: row.companyReviews, verifiedCount: row.companyVerifiedReviews },
      },
      // Both languages the company wrote; the page shows the reader's (consentInLanguage).
      consents: consents
        .filter((consent) => consent.companyId === a.companyId)
        .map((consent) => {
          const data = consent.data as ConsentText;
          return {
            id: consent.id,
            content: String(data.content ?? ''),
            ...(data.language ? { language: data.language } : {}),
            ...(data.translation ? { translation: data.translation } : {}),
          };
        }),
      attachments: [],
    };
  });
}

/** Inquiries as their client (or an admin) reads them; `withApplications` adds the offers chosen by `where`. */
export async function inquiriesOut(
  db: Db,
  rows: InquiryRow[],
  now: Date,
  applications: Parameters<typeof listApplications>[1] | null,
): Promise<Inquiry[]> {
  const ids = rows.map((row) => row.id);
  const [asked, people, offers, accepted] = await Promise.all([
    askedCompanies(db, ids),
    findPeople(db, [...new Set(rows.map((row) => row.clientId))]),
    applications ? listApplications(db, applications).then((list) => applicationsOut(db, list)) : Promise.resolve([]),
    ndaAcceptancesOf(
      db,
      rows.filter((row) => row.ndaTerms !== null).map((row) => row.id),
    ),
  ]);
  return rows.map((row) => ({
    id: row.id,
    services: row.services,
    description: row.description,
    budget: budgetOf(row),
    city: row.city,
    marketingConsent: row.marketingConsent,
    state: inquiryState(row, now),
    outcome: row.outcome,
    visibleUntil: row.visibleUntil.toISOString(),
    daysLeft: daysLeft(row.visibleUntil, now),
    applicationCount: row.applicationCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    client: personOut(
      people.find((person) => person.id === row.clientId),
      row.clientId,
    ),
    askedCompanies: asked.filter((item) => item.inquiryId === row.id).map(({ id, name }) => ({ id, name })),
    applications: offers.filter((offer) => offer.inquiryId === row.id),
    attachments: [],
    private: row.isPrivate,
    // As the author reads it; `withDetailsFor` narrows it for anyone else.
    ...(row.ndaTerms !== null
      ? {
          nda: {
            terms: row.ndaTerms,
            acceptances: accepted
              .filter((item) => item.inquiryId === row.id)
              .map((item) => ({
                company: { id: item.companyId, name: item.companyName },
                person: { id: item.userId, name: item.personName },
                acceptedAt: item.acceptedAt.toISOString(),
              })),
          },
        }
      : {}),
  }));
}

/** Open inquiries for /orders/find; `full` false gives the teaser (no text, no client, no budget). */
export function foundOut(
  rows: FoundRow[],
  now: Date,
  options: {
    full: boolean;
    mine: Application[];
    records: ReadonlyMap<string, BuyerRecord>;
    /** Inquiries whose details the reader may not read yet (terms not accepted): no description. */
    locked?: ReadonlySet<string>;
  },
): FoundInquiry[] {
  return rows.map(({ inquiry: row, client, asked, myApplicationId }) => ({
    id: row.id,
    services: row.services,
    city: row.city,
    createdAt: row.createdAt.toISOString(),
    visibleUntil: row.visibleUntil.toISOString(),
    daysLeft: daysLeft(row.visibleUntil, now),
    applicationCount: row.applicationCount,
    description: options.full && !options.locked?.has(row.id) ? row.description : null,
    private: row.isPrivate,
    detailsLocked: options.locked?.has(row.id) ?? false,
    ...(options.full && row.ndaTerms !== null ? { ndaTerms: row.ndaTerms } : {}),
    budget: options.full ? budgetOf(row) : null,
    client: options.full
      ? { id: row.clientId, name: shortName(client), image: client.image, organization: client.organization }
      : null,
    askedOfMyCompany: asked,
    myApplication: options.mine.find((application) => application.id === myApplicationId) ?? null,
    // The client's record as a buyer, once it rests on enough finished inquiries (providers only).
    clientRecord: options.full ? enoughOrNull(options.records.get(row.clientId)) : null,
  }));
}

function enoughOrNull(record: BuyerRecord | undefined): BuyerRecord | null {
  return record?.enough ? record : null;
}
