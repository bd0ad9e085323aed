import type { ApplicationWithInquiry } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import { applicationsOf, listApplications } from '../applications.repository';
import { withHandshake } from '../handshake';
import { findInquiry, type InquiryRow } from '../inquiries.repository';
import { applicationsOut, inquiriesOut } from '../inquiries.views';
import type { InquiriesContext } from '../inquiries-context';
import { mayReadDetails } from '../inquiry-access';
import { providerOf } from '../providers.repository';

/** A sales rep's own offers, or every offer of a manager's company, newest first. */
export async function listCompanyApplications(
  ctx: InquiriesContext,
  session: Session,
): Promise<{ items: ApplicationWithInquiry[] }> {
  let where: ReturnType<typeof applicationsOf.rep>;
  if (session.role === 'SALES_REP') where = applicationsOf.rep(session.userId);
  else if (session.role === 'MANAGER') {
    const provider = await providerOf(ctx.db, session.userId);
    if (!provider) return { items: [] };
    where = applicationsOf.company(provider.companyId);
  } else throw new AppError('FORBIDDEN');
  const listed = (await applicationsOut(ctx.db, await listApplications(ctx.db, where))).reverse();
  const inquiryRows = await Promise.all(
    [...new Set(listed.map((offer) => offer.inquiryId))].map((id) => findInquiry(ctx.db, id)),
  );
  const authors = new Map(inquiryRows.flatMap((row) => (row ? [[row.id, row.clientId] as const] : [])));
  const offers = await withHandshake(ctx, listed, (inquiryId) => authors.get(inquiryId));
  const now = ctx.clock.now();
  const readable = inquiryRows.filter((row): row is InquiryRow => row !== null);
  const views = await inquiriesOut(ctx.db, readable, now, null);
  const locked = new Set<string>();
  for (const row of readable) if (!(await mayReadDetails(ctx, session, row))) locked.add(row.id);
  return {
    items: offers.flatMap((offer) => {
      const inquiry = views.find((item) => item.id === offer.inquiryId);
      return inquiry
        ? [
            {
              ...offer,
              inquiry: {
                id: inquiry.id,
                services: inquiry.services,
                city: inquiry.city,
                visibleUntil: inquiry.visibleUntil,
                daysLeft: inquiry.daysLeft,
                state: inquiry.state,
                ...(locked.has(inquiry.id) ? { detailsLocked: true } : { description: inquiry.description }),
                client: { id: inquiry.client.id, name: inquiry.client.name, image: inquiry.client.image },
              },
            },
          ]
        : [];
    }),
  };
}
