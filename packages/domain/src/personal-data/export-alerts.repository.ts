import { type Db, schema } from '@tendero/db';
import { asc, eq } from 'drizzle-orm';

const { inquiryAlertChoices, inquiryAlertsSent } = schema;

/**
 * account.json's `inquiryAlerts` (issue 40): the person's own choice of instant new-inquiry alerts (team
 * default, on or off, and any narrowing) and the inquiries they were alerted of, when.
 */
export async function readInquiryAlerts(db: Db, userId: string) {
  const [choice] = await db
    .select({
      alerts: inquiryAlertChoices.alerts,
      services: inquiryAlertChoices.services,
      cities: inquiryAlertChoices.cities,
      updatedAt: inquiryAlertChoices.updatedAt,
    })
    .from(inquiryAlertChoices)
    .where(eq(inquiryAlertChoices.userId, userId));
  const alertedOf = await db
    .select({ inquiryId: inquiryAlertsSent.inquiryId, sentAt: inquiryAlertsSent.sentAt })
    .from(inquiryAlertsSent)
    .where(eq(inquiryAlertsSent.userId, userId))
    .orderBy(asc(inquiryAlertsSent.sentAt));
  return { choice: choice ?? null, alertedOf };
}
