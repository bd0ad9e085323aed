import type { MyInquiry } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import { assertMayPublish } from '../inquiries.policy';
import { listClientInquiries } from '../inquiries.repository';
import { inquiriesOut } from '../inquiries.views';
import type { InquiriesContext } from '../inquiries-context';

/** The inquiries this user wrote (a client's, or a manager's or rep's for their company). */
export async function listMyInquiries(ctx: InquiriesContext, session: Session): Promise<{ items: MyInquiry[] }> {
  assertMayPublish(session);
  const rows = await listClientInquiries(ctx.db, session.userId);
  const items = await inquiriesOut(ctx.db, rows, ctx.clock.now(), null);
  return { items: items.map(({ applications: _offers, ...item }) => item) };
}
