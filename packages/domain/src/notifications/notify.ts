import type { NotificationKind } from '@tendero/contracts';
import type { Db } from '@tendero/db';
import type { AppLocale } from '@tendero/i18n';
import type { DomainContext } from '../shared/context';
import { enqueueJobs } from '../shared/jobs';
import type { NewMail } from './mail.repository';
import { queueMails } from './mail.service';
import { mailLocale } from './mail-layout';
import { findChannelsOf } from './preferences.repository';

export const sendPushJob = 'notifications.send-push';

/** Who a notice goes to: enough of the person's row to choose the language and the channels. */
export type NoticeRecipient = {
  id: string;
  email: string;
  locale: string | null;
  deletedAt: Date | null;
  /** Legacy "stop all e-mails" of the unsubscribe page (before per-kind settings): no e-mail of any kind. */
  mailingUnsubscribedAt: Date | null;
};

/** A push notification as the person's device shows it, in their language; `path` is the page it opens. */
export type PushNotice = { title: string; body: string; path: string; tag?: string };

/** One notice of one kind, written per recipient language by the caller; a channel left out is not used. */
export type Notice = {
  kind: NotificationKind;
  mail?: (locale: AppLocale, recipient: NoticeRecipient) => Omit<NewMail, 'to' | 'locale'>;
  push?: (locale: AppLocale, recipient: NoticeRecipient) => PushNotice;
};

/**
 * Tells people about something, each through the channels they chose for its kind (issue 40), in the
 * caller's transaction: an e-mail is queued (the outbox), a push is a `notifications.send-push` job per person
 * with a subscribed device. Nothing reaches an erased account; the legacy unsubscribe stops every e-mail.
 * Answers how many e-mails and pushes were queued.
 */
export async function notify(
  db: Db,
  ctx: DomainContext,
  recipients: readonly NoticeRecipient[],
  notice: Notice,
): Promise<{ mails: number; pushes: number }> {
  const living = recipients.filter((person) => person.deletedAt === null);
  const channels = await findChannelsOf(
    db,
    living.map((person) => person.id),
    notice.kind,
  );
  const mails: NewMail[] = [];
  const pushes: { userId: string; kind: NotificationKind; title: string; body: string; path: string; tag?: string }[] =
    [];
  for (const person of living) {
    const chosen = channels.get(person.id);
    if (!chosen) continue;
    const locale = mailLocale(person.locale);
    if (notice.mail && chosen.email && person.mailingUnsubscribedAt === null) {
      mails.push({ ...notice.mail(locale, person), to: person.email, locale });
    }
    if (notice.push && chosen.push && chosen.devices > 0) {
      pushes.push({ userId: person.id, kind: notice.kind, ...notice.push(locale, person) });
    }
  }
  await queueMails(db, ctx.clock, mails);
  if (pushes.length > 0) await enqueueJobs(db, ctx.clock, sendPushJob, pushes);
  return { mails: mails.length, pushes: pushes.length };
}
