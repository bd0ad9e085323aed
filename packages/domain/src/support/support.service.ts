import type { SupportRequestCreated, SupportRequestInput } from '@tendero/contracts';
import type { Db } from '@tendero/db';
import { type AppLocale, formatDateTime, translate } from '@tendero/i18n';
import { queueMail, renderMail } from '../notifications/index';
import type { DomainContext } from '../shared/context';
import { insertSupportRequest } from './support.repository';

/** SPEC §1: every support request is answered within 24 hours. */
export const supportAnswerWithinMs = 24 * 60 * 60 * 1000;

/**
 * Stores a support-centre request and queues two e-mails in one transaction: the request to the support
 * inbox, and a confirmation to the requester with the promised answer time. Anyone may write to support.
 */
export async function submitSupportRequest(
  ctx: DomainContext,
  input: SupportRequestInput,
  locale: AppLocale,
  userId: string | null,
): Promise<SupportRequestCreated> {
  const now = ctx.clock.now();
  const answerBy = new Date(now.getTime() + supportAnswerWithinMs);
  return ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const row = await insertSupportRequest(tx, {
      name: input.name,
      email: input.email,
      topic: input.topic,
      message: input.message,
      locale,
      userId,
      createdAt: now,
      answerBy,
    });
    const due = formatDateTime(answerBy);
    const topicFor = (l: AppLocale) => translate(l, `support.topics.${input.topic}`);

    const inbox = renderMail('en', [
      translate('en', 'email.supportInbox.body', { name: input.name, email: input.email, locale, date: due }),
      input.message,
    ]);
    await queueMail(tx, ctx.clock, {
      to: ctx.settings.supportEmail,
      subject: translate('en', 'email.supportInbox.subject', { topic: topicFor('en'), name: input.name }),
      locale: 'en',
      ...inbox,
    });

    const confirmation = renderMail(locale, [
      translate(locale, 'email.supportReceived.greeting', { name: input.name }),
      translate(locale, 'email.supportReceived.body', { date: due }),
      `${translate(locale, 'email.supportReceived.copy')}\n${input.message}`,
    ]);
    await queueMail(tx, ctx.clock, {
      to: input.email,
      subject: translate(locale, 'email.supportReceived.subject', { topic: topicFor(locale) }),
      locale,
      ...confirmation,
    });

    return { id: row.id, createdAt: row.createdAt.toISOString(), answerBy: answerBy.toISOString() };
  });
}
