import { type Db, schema } from '@tendero/db';
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { PersonRow } from './export-account.repository';
import { shortName, withoutKeys } from './export-values';

const s = schema;

/**
 * inquiries.json: the inquiries the person published with the companies asked, the files they attached,
 * the offers received and the companies that count them as a lead. Offers name the company, not its rep.
 */
export async function readInquiries(db: Db, userId: string) {
  const inquiries = await db
    .select()
    .from(s.inquiries)
    .where(eq(s.inquiries.clientId, userId))
    .orderBy(asc(s.inquiries.createdAt));
  const ids = inquiries.map((row) => row.id);
  const none = ids.length === 0;
  const [targets, files, offers, leads] = await Promise.all([
    none
      ? []
      : db
          .select({ inquiryId: s.inquiryTargets.inquiryId, company: s.companies.name })
          .from(s.inquiryTargets)
          .innerJoin(s.companies, eq(s.companies.id, s.inquiryTargets.companyId))
          .where(inArray(s.inquiryTargets.inquiryId, ids)),
    db
      .select({
        inquiryId: s.inquiryAttachments.inquiryId,
        offerId: s.inquiryAttachments.applicationId,
        name: s.inquiryAttachments.name,
        mimeType: s.inquiryAttachments.mimeType,
        size: s.inquiryAttachments.size,
        createdAt: s.inquiryAttachments.createdAt,
      })
      .from(s.inquiryAttachments)
      .where(eq(s.inquiryAttachments.uploaderId, userId)),
    none
      ? []
      : db
          .select({ offer: s.applications, company: s.companies.name })
          .from(s.applications)
          .innerJoin(s.companies, eq(s.companies.id, s.applications.companyId))
          .where(and(inArray(s.applications.inquiryId, ids), isNull(s.applications.hiddenAt))),
    db
      .select({
        company: s.companies.name,
        inquiryId: s.leads.inquiryId,
        source: s.leads.source,
        createdAt: s.leads.createdAt,
      })
      .from(s.leads)
      .innerJoin(s.companies, eq(s.companies.id, s.leads.companyId))
      .where(eq(s.leads.clientId, userId)),
  ]);
  return {
    inquiries: inquiries.map((inquiry) => ({
      ...withoutKeys(inquiry, ['clientId', 'digestedAt', 'applicationCount']),
      companiesAsked: targets.filter((row) => row.inquiryId === inquiry.id).map((row) => row.company),
      files: files.filter((file) => file.inquiryId === inquiry.id && file.offerId === null),
      offersReceived: offers
        .filter((row) => row.offer.inquiryId === inquiry.id)
        .map(({ offer, company }) => ({
          company,
          ...withoutKeys(offer, ['repId', 'companyId', 'inquiryId', 'hiddenAt']),
        })),
    })),
    companiesThatCountYouAsALead: leads,
  };
}

/** offers.json: the offers a sales rep (or a manager who answers) sent, files attached, NDAs accepted. */
export async function readOffers(db: Db, userId: string) {
  const [offers, files, ndas] = await Promise.all([
    db.select().from(s.applications).where(eq(s.applications.repId, userId)).orderBy(asc(s.applications.createdAt)),
    db
      .select({
        offerId: s.inquiryAttachments.applicationId,
        name: s.inquiryAttachments.name,
        size: s.inquiryAttachments.size,
        createdAt: s.inquiryAttachments.createdAt,
      })
      .from(s.inquiryAttachments)
      .where(and(eq(s.inquiryAttachments.uploaderId, userId), sql`${s.inquiryAttachments.applicationId} is not null`)),
    db
      .select({
        inquiryId: s.inquiryNdaAcceptances.inquiryId,
        personName: s.inquiryNdaAcceptances.personName,
        ip: s.inquiryNdaAcceptances.ip,
        acceptedAt: s.inquiryNdaAcceptances.acceptedAt,
      })
      .from(s.inquiryNdaAcceptances)
      .where(eq(s.inquiryNdaAcceptances.userId, userId)),
  ]);
  return {
    offersSent: offers.map((offer) => ({
      ...withoutKeys(offer, ['repId']),
      files: files.filter((file) => file.offerId === offer.id).map(({ offerId: _, ...file }) => file),
    })),
    confidentialityTermsAccepted: ndas,
  };
}

/** reviews.json: reviews the person wrote, and those their company received (authors as pages show them). */
export async function readReviews(db: Db, person: PersonRow) {
  const written = await db
    .select({ review: s.reviews, company: s.companies.name })
    .from(s.reviews)
    .innerJoin(s.companies, eq(s.companies.id, s.reviews.companyId))
    .where(eq(s.reviews.clientId, person.id));
  const received = person.companyId
    ? await db
        .select({ review: s.reviews, firstName: s.users.firstName, lastName: s.users.lastName })
        .from(s.reviews)
        .innerJoin(s.users, eq(s.users.id, s.reviews.clientId))
        .where(and(eq(s.reviews.companyId, person.companyId), isNull(s.reviews.removedAt)))
    : [];
  return {
    written: written.map(({ review, company }) => ({
      company,
      ...withoutKeys(review, ['clientId', 'companyId', 'answeredBy', 'removedBy']),
    })),
    receivedByYourCompany: received.map(({ review, firstName, lastName }) => ({
      author: shortName(firstName, lastName),
      rating: review.rating,
      text: review.text,
      verifiedClient: review.verifiedClient,
      createdAt: review.createdAt,
      answer: review.answer,
      answeredAt: review.answeredAt,
      answeredByYou: review.answeredBy === person.id,
    })),
  };
}

/** favourites.json: offers and companies the person keeps, and their saved searches with what each found. */
export async function readFavourites(db: Db, userId: string) {
  const [offers, companies, savedSearches, savedSearchMatches] = await Promise.all([
    db
      .select({ offerId: s.favourites.offerId, offer: s.companyEntries.data, createdAt: s.favourites.createdAt })
      .from(s.favourites)
      .innerJoin(s.companyEntries, eq(s.companyEntries.id, s.favourites.offerId))
      .where(eq(s.favourites.userId, userId)),
    db
      .select({ company: s.companies.name, createdAt: s.favouriteCompanies.createdAt })
      .from(s.favouriteCompanies)
      .innerJoin(s.companies, eq(s.companies.id, s.favouriteCompanies.companyId))
      .where(eq(s.favouriteCompanies.userId, userId)),
    db
      .select({
        id: s.savedSearches.id,
        name: s.savedSearches.name,
        query: s.savedSearches.query,
        frequency: s.savedSearches.frequency,
        createdAt: s.savedSearches.createdAt,
      })
      .from(s.savedSearches)
      .where(eq(s.savedSearches.userId, userId)),
    db
      .select({
        savedSearchId: s.savedSearchMatches.savedSearchId,
        company: s.companies.name,
        matchedAt: s.savedSearchMatches.matchedAt,
      })
      .from(s.savedSearchMatches)
      .innerJoin(s.savedSearches, eq(s.savedSearches.id, s.savedSearchMatches.savedSearchId))
      .innerJoin(s.companies, eq(s.companies.id, s.savedSearchMatches.companyId))
      .where(eq(s.savedSearches.userId, userId)),
  ]);
  return {
    offers,
    companies,
    savedSearches: savedSearches.map((search) => ({
      ...search,
      found: savedSearchMatches.filter((match) => match.savedSearchId === search.id),
    })),
  };
}

/** messages.json: every conversation with the other person's name, the messages sent and received, files by name. */
export async function readMessages(db: Db, userId: string) {
  const mine = await db.select().from(s.chatParticipants).where(eq(s.chatParticipants.userId, userId));
  const chatIds = mine.map((row) => row.chatId);
  if (chatIds.length === 0) return [];
  const [others, messages] = await Promise.all([
    db
      .select({
        chatId: s.chatParticipants.chatId,
        firstName: s.users.firstName,
        lastName: s.users.lastName,
      })
      .from(s.chatParticipants)
      .innerJoin(s.users, eq(s.users.id, s.chatParticipants.userId))
      .where(and(inArray(s.chatParticipants.chatId, chatIds), sql`${s.chatParticipants.userId} <> ${userId}`)),
    db
      .select()
      .from(s.chatMessages)
      .where(
        and(
          inArray(s.chatMessages.chatId, chatIds),
          or(eq(s.chatMessages.senderId, userId), eq(s.chatMessages.receiverId, userId)),
        ),
      )
      .orderBy(asc(s.chatMessages.createdAt)),
  ]);
  return mine.map((participation) => {
    const other = others.find((row) => row.chatId === participation.chatId);
    return {
      with: other ? `${other.firstName} ${other.lastName}`.trim() : null,
      lastReadAt: participation.lastReadAt,
      messages: messages
        .filter((message) => message.chatId === participation.chatId)
        .map((message) => ({
          sentByYou: message.senderId === userId,
          at: message.createdAt,
          text: message.text,
          attachment: message.fileName
            ? { name: message.fileName, type: message.fileMimeType, size: message.fileSize }
            : null,
        })),
    };
  });
}

/** contacts.json and contacts.csv: the contacts the person owns, with their tags. */
export async function readContacts(db: Db, userId: string) {
  const [contacts, tags, links] = await Promise.all([
    db.select().from(s.contacts).where(eq(s.contacts.ownerId, userId)).orderBy(asc(s.contacts.createdAt)),
    db.select().from(s.tags).where(eq(s.tags.ownerId, userId)),
    db
      .select({ contactId: s.contactTags.contactId, tag: s.tags.name })
      .from(s.contactTags)
      .innerJoin(s.tags, eq(s.tags.id, s.contactTags.tagId))
      .where(eq(s.tags.ownerId, userId)),
  ]);
  return {
    contacts: contacts.map((contact) => ({
      ...withoutKeys(contact, ['ownerId', 'personId', 'companyId']),
      tags: links.filter((link) => link.contactId === contact.id).map((link) => link.tag),
    })),
    tags: tags.map((tag) => ({ name: tag.name, colour: tag.colour, createdAt: tag.createdAt })),
  };
}

/** consents.json and consents.csv: versions accepted (when, from where), withdrawals, details shared with companies. */
export async function readConsents(db: Db, userId: string) {
  const [accepted, withdrawn, shares] = await Promise.all([
    db
      .select({
        kind: s.consentTexts.kind,
        version: s.consentTexts.version,
        acceptedAt: s.consentAcceptances.acceptedAt,
        ip: s.consentAcceptances.ip,
      })
      .from(s.consentAcceptances)
      .innerJoin(s.consentTexts, eq(s.consentTexts.id, s.consentAcceptances.consentTextId))
      .where(eq(s.consentAcceptances.userId, userId))
      .orderBy(desc(s.consentAcceptances.acceptedAt)),
    db
      .select({
        kind: s.consentWithdrawals.kind,
        withdrawnAt: s.consentWithdrawals.withdrawnAt,
        ip: s.consentWithdrawals.ip,
      })
      .from(s.consentWithdrawals)
      .where(eq(s.consentWithdrawals.userId, userId)),
    db
      .select({
        company: s.companies.name,
        purpose: s.contactShares.purpose,
        sharedAt: s.contactShares.sharedAt,
        withdrawnAt: s.contactShares.withdrawnAt,
      })
      .from(s.contactShares)
      .innerJoin(s.companies, eq(s.companies.id, s.contactShares.companyId))
      .where(eq(s.contactShares.clientId, userId)),
  ]);
  return { accepted, withdrawn, contactDetailsSharedWith: shares };
}

/** newsletters.json: newsletters sent, received at the person's address, the sign-up and unsubscribes. */
export async function readNewsletters(db: Db, person: PersonRow) {
  const email = person.email.toLowerCase();
  const [sent, received, subscriptions, suppressions, companySuppressions] = await Promise.all([
    db.select().from(s.newsletters).where(eq(s.newsletters.senderId, person.id)).orderBy(asc(s.newsletters.createdAt)),
    db
      .select({
        subject: s.newsletters.subject,
        company: s.companies.name,
        status: s.newsletterRecipients.status,
        sentAt: s.newsletters.sentAt,
      })
      .from(s.newsletterRecipients)
      .innerJoin(s.newsletters, eq(s.newsletters.id, s.newsletterRecipients.newsletterId))
      .leftJoin(s.companies, eq(s.companies.id, s.newsletters.companyId))
      .where(sql`lower(${s.newsletterRecipients.email}) = ${email}`),
    db
      .select({
        email: s.newsletterSubscriptions.email,
        locale: s.newsletterSubscriptions.locale,
        createdAt: s.newsletterSubscriptions.createdAt,
        confirmedAt: s.newsletterSubscriptions.confirmedAt,
        unsubscribedAt: s.newsletterSubscriptions.unsubscribedAt,
      })
      .from(s.newsletterSubscriptions)
      .where(sql`lower(${s.newsletterSubscriptions.email}) = ${email}`),
    db
      .select({ at: s.mailingSuppressions.at })
      .from(s.mailingSuppressions)
      .where(or(eq(s.mailingSuppressions.email, email), eq(s.mailingSuppressions.userId, person.id))),
    db
      .select({ company: s.companies.name, at: s.mailingCompanySuppressions.at })
      .from(s.mailingCompanySuppressions)
      .innerJoin(s.companies, eq(s.companies.id, s.mailingCompanySuppressions.companyId))
      .where(eq(s.mailingCompanySuppressions.email, email)),
  ]);
  return {
    sent: sent.map((row) => withoutKeys(row, ['senderId', 'companyId'])),
    received,
    subscriptions,
    unsubscribedFromAll: suppressions[0]?.at ?? null,
    unsubscribedFromCompanies: companySuppressions,
  };
}

/** meetings.json: meetings the person proposed or was invited to (the other side by name only). */
export async function readMeetings(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(s.meetings)
    .where(or(eq(s.meetings.organizerId, userId), eq(s.meetings.attendeeId, userId)))
    .orderBy(asc(s.meetings.startsAt));
  return rows.map((row) => ({
    ...withoutKeys(row, ['organizerId', 'attendeeId', 'contactId', 'chatId', 'responseTokenHash', 'uid', 'sequence']),
    youOrganized: row.organizerId === userId,
    attendeeEmail: row.attendeeId === userId ? row.attendeeEmail : null,
  }));
}

/** moderation.json: the person's content an admin removed (and why), and for admins the removals they made. */
export async function readModeration(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(s.contentRemovals)
    .where(or(eq(s.contentRemovals.ownerId, userId), eq(s.contentRemovals.removedBy, userId)));
  return rows.map((row) => ({
    kind: row.kind,
    excerpt: row.excerpt,
    reason: row.reason,
    yourContent: row.ownerId === userId,
    removedByYou: row.removedBy === userId,
    removedAt: row.removedAt,
    restoredAt: row.restoredAt,
    purgedAt: row.purgedAt,
  }));
}
