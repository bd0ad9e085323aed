import type { SupportConfirmation, SupportRequestCreated, SupportRequestInput } from '@tendero/contracts';
import { withTransaction } from '@tendero/db';
import { type AppLocale, formatMoment, translate } from '@tendero/i18n';
import { queueMail, renderMail } from '../notifications/index';
import type { DomainContext } from '../shared/context';
import { supportAnswerBy, supportHours } from './answer-time';
import { countAnonymousRequestsTo, findRequester, insertSupportRequest } from './support.repository';

/** An address given without an account gets at most one notice of receipt in this time. */
export const supportNoticeEveryMs = 24 * 60 * 60 * 1000;

/**
 * Stores a support-centre request and queues, in one transaction, the request to the support inbox and a
 * confirmation. Anyone may write to support, but Tendero never quotes a visitor's words to an address that
 * did not write them (no phishing relay):
 * - signed in: a copy of the message goes to the account's own e-mail address (whatever the form says);
 * - not signed in: the given address gets a short notice of receipt with nothing the visitor typed (no
 *   name, no text), at most once a day; the inbox marks that address as unconfirmed.
 */
export async function submitSupportRequest(
  ctx: DomainContext,
  input: SupportRequestInput,
  locale: AppLocale,
  userId: string | null,
): Promise<SupportRequestCreated> {
  const now = ctx.clock.now();
  const answerBy = supportAnswerBy(now);
  return withTransaction(ctx.db, async (tx) => {
    const account = userId ? await findRequester(tx, userId) : null;
    const noticedRecently =
      !account && (await countAnonymousRequestsTo(tx, input.email, new Date(now.getTime() - supportNoticeEveryMs))) > 0;
    const row = await insertSupportRequest(tx, {
      name: input.name,
      email: input.email,
      topic: input.topic,
      message: input.message,
      locale,
      userId: account ? userId : null,
      createdAt: now,
      answerBy,
    });
    // E-mails do not know the reader's time zone: they name support's own.
    const due = (l: AppLocale) => formatMoment(answerBy, l, supportHours.timeZone);
    const topicFor = (l: AppLocale) => translate(l, `support.topics.${input.topic}`);

    const sender = account
      ? translate('en', 'email.supportInbox.signedIn', { account: account.email })
      : translate('en', 'email.supportInbox.anonymous');
    const inbox = renderMail('en', [
      translate('en', 'email.supportInbox.body', { name: input.name, email: input.email, locale, date: due('en') }),
      sender,
      input.message,
    ]);
    await queueMail(tx, ctx.clock, {
      to: ctx.settings.supportEmail,
      subject: translate('en', 'email.supportInbox.subject', { topic: topicFor('en'), name: input.name }),
      locale: 'en',
      ...inbox,
    });

    let confirmation: SupportConfirmation = 'none';
    if (account) {
      const copy = renderMail(locale, [
        translate(locale, 'email.supportReceived.greeting', { name: input.name }),
        translate(locale, 'email.supportReceived.body', { date: due(locale) }),
        `${translate(locale, 'email.supportReceived.copy')}\n${input.message}`,
      ]);
      await queueMail(tx, ctx.clock, {
        to: account.email,
        subject: translate(locale, 'email.supportReceived.subject', { topic: topicFor(locale) }),
        locale,
        ...copy,
      });
      confirmation = 'copy';
    } else if (!noticedRecently) {
      const notice = renderMail(locale, [
        translate(locale, 'email.supportNotice.greeting'),
        translate(locale, 'email.supportNotice.body', { date: due(locale) }),
        translate(locale, 'email.supportNotice.notYou'),
      ]);
      await queueMail(tx, ctx.clock, {
        to: input.email,
        subject: translate(locale, 'email.supportNotice.subject'),
        locale,
        ...notice,
      });
      confirmation = 'notice';
    }

    return { id: row.id, createdAt: row.createdAt.toISOString(), answerBy: answerBy.toISOString(), confirmation };
  });
}
