import type { Inquiry } from '@tendero/contracts';
import type { Db } from '@tendero/db';
import type { Session } from '../accounts/index';
import { findPeople } from '../accounts/index';
import { AppError } from '../shared/app-error';
import { shortName } from '../shared/names';
import { applicationsOf, markOthersNotChosen } from './applications.repository';
import { listAttachments } from './attachments.repository';
import { attachmentOut } from './attachments.views';
import { withHandshake } from './handshake';
import { type Decision, queueDecisionMail } from './inquiries.mail';
import { assertOwner, isAuthor } from './inquiries.policy';
import { findInquiry, hasAcceptedNda, type InquiryRow, isAskedOf, ndaAcceptancesOf } from './inquiries.repository';
import { inquiriesOut } from './inquiries.views';
import type { InquiriesContext } from './inquiries-context';
import { setLeadStates } from './leads.repository';
import { companyOfUser, providerOf } from './providers.repository';

/** The session's company (resolved sessions carry it; others are looked up). */
export async function companyOf(ctx: Pick<InquiriesContext, 'db'>, session: Session): Promise<string | null> {
  if (session.role !== 'MANAGER' && session.role !== 'SALES_REP') return null;
  return session.companyId !== undefined ? session.companyId : companyOfUser(ctx.db, session.userId);
}

export async function ownInquiry(ctx: InquiriesContext, session: Session, id: string): Promise<InquiryRow> {
  const row = await findInquiry(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  assertOwner(session, row);
  return row;
}

/** The inquiry with what this reader may see of its offers. */
export async function viewInquiry(ctx: InquiriesContext, session: Session, row: InquiryRow): Promise<Inquiry> {
  const now = ctx.clock.now();
  const isOwner = isAuthor(session, row);
  let offers = null as ReturnType<typeof applicationsOf.inquiry> | undefined | null;
  // The author does not see offers hidden while their company is not verified; admins see everything.
  if (isOwner) offers = applicationsOf.and(applicationsOf.inquiry(row.id), applicationsOf.shown());
  else if (session.role === 'ADMIN') offers = applicationsOf.inquiry(row.id);
  else if (session.role === 'SALES_REP')
    offers = applicationsOf.and(applicationsOf.inquiry(row.id), applicationsOf.rep(session.userId));
  else if (session.role === 'MANAGER') {
    const provider = await providerOf(ctx.db, session.userId);
    offers = provider
      ? applicationsOf.and(applicationsOf.inquiry(row.id), applicationsOf.company(provider.companyId))
      : null;
  }
  const [out] = await inquiriesOut(ctx.db, [row], now, offers ?? null);
  if (!out) throw new AppError('NOT_FOUND');
  if (!isOwner && session.role !== 'ADMIN') {
    out.marketingConsent = false;
    // A company asked privately does not learn which others were asked.
    if (row.isPrivate) {
      const companyId = await companyOf(ctx, session);
      out.askedCompanies = out.askedCompanies.filter((company) => company.id === companyId);
    }
  }
  out.applications = await withHandshake(ctx, out.applications, () => row.clientId);
  return withAttachments(ctx, row, await withDetailsFor(ctx, session, row, out));
}

/**
 * The files this reader may have (after `withDetailsFor`): the inquiry's own when they may read its details, and those of each offer
 * they see (the offers shown are exactly those whose files they may have: the author's and admins' all, a
 * rep's own, a manager's company's).
 */
async function withAttachments(ctx: InquiriesContext, row: InquiryRow, out: Inquiry) {
  const files = await listAttachments(ctx.db, row.id);
  if (files.length === 0) return out;
  // `detailsLocked` is what `withDetailsFor` read from `mayReadDetails` for this reader.
  out.attachments = out.detailsLocked ? [] : files.filter((file) => file.applicationId === null).map(attachmentOut);
  for (const offer of out.applications) {
    offer.attachments = files.filter((file) => file.applicationId === offer.id).map(attachmentOut);
  }
  return out;
}

/**
 * The inquiry as this reader may read it: without its description while the details are locked for them,
 * with the terms' acceptances (all for the author and admins, the IP for admins only; a company its own).
 */
export async function withDetailsFor<T extends { description?: string; detailsLocked?: boolean; nda?: Inquiry['nda'] }>(
  ctx: InquiriesContext,
  session: Session,
  row: InquiryRow,
  out: T,
): Promise<T> {
  const locked = !(await mayReadDetails(ctx, session, row));
  if (locked) delete out.description;
  out.detailsLocked = locked;
  if (row.ndaTerms === null) return out;
  const everyone = isAuthor(session, row) || session.role === 'ADMIN';
  const companyId = everyone ? null : await companyOf(ctx, session);
  const acceptances = (await ndaAcceptancesOf(ctx.db, [row.id])).filter(
    (item) => everyone || item.companyId === companyId,
  );
  out.nda = {
    terms: row.ndaTerms,
    acceptances: acceptances.map((item) => ({
      company: { id: item.companyId, name: item.companyName },
      person: { id: item.userId, name: item.personName },
      acceptedAt: item.acceptedAt.toISOString(),
      ...(session.role === 'ADMIN' ? { ip: item.ip } : {}),
    })),
  };
  return out;
}

/** Tells every rep whose pending offer was not chosen, and marks their leads lost, in the caller's transaction. */
export async function notChosen(
  ctx: InquiriesContext,
  tx: Db,
  inquiry: InquiryRow,
  exceptId: string | null,
  why: Decision,
) {
  const now = ctx.clock.now();
  const others = await markOthersNotChosen(tx, inquiry.id, exceptId, now);
  const [client] = await findPeople(tx, [inquiry.clientId]);
  const reps = await findPeople(
    tx,
    others.map((other) => other.repId),
  );
  for (const other of others) {
    await queueDecisionMail(
      tx,
      ctx,
      reps.find((rep) => rep.id === other.repId),
      inquiry,
      why,
      shortName(client),
    );
  }
  await setLeadStates(
    tx,
    inquiry.id,
    others.map((other) => ({ companyId: other.companyId, state: 'lost' as const })),
    now,
  );
}

/**
 * Whether the reader may know a private inquiry exists: its author, admins, and people of the companies it
 * was asked of. Anyone else is answered 404 (never 403), so its existence does not leak. A public inquiry: yes.
 */
export async function maySeeInquiry(
  ctx: Pick<InquiriesContext, 'db'>,
  session: Session,
  row: Pick<InquiryRow, 'id' | 'clientId' | 'isPrivate'>,
): Promise<boolean> {
  if (!row.isPrivate || isAuthor(session, row) || session.role === 'ADMIN') return true;
  const companyId = await companyOf(ctx, session);
  return companyId !== null && isAskedOf(ctx.db, row.id, companyId);
}

/**
 * Whether a reader who may read the inquiry (`getInquiry` did not refuse) may also read its details: the
 * description and the attached files. The one place that decides (every read of a description, and the
 * files' downloads, ask it). An inquiry without "details after NDA": every such reader. With it: the
 * author, admins, and the people of a company one of whose reps or managers accepted the client's terms.
 * Accepting binds the company (decision "Private inquiries under NDA"), so colleagues and the manager read
 * what one rep accepted.
 */
export async function mayReadDetails(
  ctx: Pick<InquiriesContext, 'db'>,
  session: Session,
  row: Pick<InquiryRow, 'id' | 'clientId' | 'ndaTerms'>,
): Promise<boolean> {
  if (row.ndaTerms === null || isAuthor(session, row) || session.role === 'ADMIN') return true;
  const companyId = await companyOf(ctx, session);
  return companyId !== null && hasAcceptedNda(ctx.db, row.id, companyId);
}
