import type { NotificationKind } from '@tendero/contracts';
import { type Db, withTransaction } from '@tendero/db';
import { type AppLocale, translate } from '@tendero/i18n';
import type { PersonRow } from '../accounts/index';
import { findPlace, findService } from '../catalog/index';
import { mailingUnsubscribeLink, mailLocale, notify, renderMail } from '../notifications/index';
import type { DomainContext } from '../shared/context';
import { enqueueJob, type JobHandler } from '../shared/jobs';
import { hasPendingJob } from '../shared/jobs.repository';
import { daysLeft } from './inquiries.policy';
import {
  askedRecipients,
  digestRecipients,
  type InquiryRow,
  markDigested,
  undigestedInquiries,
} from './inquiries.repository';

export const inquiryDigestJob = 'inquiries.digest';
/** Inquiries published within this window reach a provider in one e-mail. */
export const digestDelayMs = 10 * 60 * 1000;

/** The first words of the description: how e-mails name an inquiry. */
export function inquiryTitle(description: string): string {
  const flat = description.replace(/\s+/g, ' ').trim();
  return flat.length > 60 ? `${flat.slice(0, 57)}…` : flat;
}

function serviceNames(services: string[], locale: AppLocale): string {
  return services
    .map((slug) => findService(slug)?.service.names[locale] ?? slug)
    .slice(0, 4)
    .join(', ');
}

/** The unsubscribe line: its link switches off this kind's e-mail only (issue 40). */
function unsubscribeLine(
  ctx: DomainContext,
  locale: AppLocale,
  person: { email: string; id: string },
  kind: NotificationKind,
): string {
  const link = mailingUnsubscribeLink(ctx, locale, { email: person.email, userId: person.id, kind });
  return translate(locale, 'email.unsubscribe', { link });
}

/** Makes sure a digest run is waiting: the first inquiry of a quiet spell schedules it, later ones join it. */
export async function scheduleDigest(db: Db, ctx: DomainContext): Promise<void> {
  if (await hasPendingJob(db, inquiryDigestJob)) return;
  await enqueueJob(db, ctx.clock, inquiryDigestJob, {}, { delayMs: digestDelayMs });
}

type MailVars = Record<string, string | number>;

/** The e-mails framed by `queueNotice`: each has a subject, greeting, cta and (unless given) body. */
type NoticeKey = 'email.newOffer' | 'email.offerHidden' | 'email.offerAccepted' | 'email.award';

/** The push of each notice (`notificationSettings.push.{name}.title` and `.body`, same variables). */
const pushName = {
  'email.newOffer': 'newOffer',
  'email.offerHidden': 'offerHidden',
  'email.offerAccepted': 'offerAccepted',
  'email.award': 'award',
  'email.offerNotChosen': 'offerNotChosen',
} as const;

/** What a notice says: the not-chosen e-mail has no one body but one per reason, so it gives its own. */
type Notice = { vars: MailVars; path: string } & (
  | { key: NoticeKey; body?: (locale: AppLocale) => string[] }
  | { key: 'email.offerNotChosen'; body: (locale: AppLocale) => string[] }
);

/**
 * One notice of the `offers` kind (issue 40) through `notify`, in its recipient's language and by the
 * channels they chose: the e-mail in the frame every e-mail here shares (`{key}.subject`, `{key}.greeting`,
 * the body (`{key}.body` unless given), `{key}.cta` with the link to `path`, the unsubscribe line of the
 * kind) and a push opening `path`. Nothing goes to an erased person; the legacy "stop all" stops the e-mail.
 */
async function queueNotice(db: Db, ctx: DomainContext, person: PersonRow | undefined, notice: Notice): Promise<void> {
  if (!person) return;
  const { key, vars } = notice;
  await notify(db, ctx, [person], {
    kind: 'offers',
    mail: (locale) => ({
      subject: translate(locale, `${key}.subject`, vars),
      ...renderMail(locale, [
        translate(locale, `${key}.greeting`, vars),
        ...(notice.key === 'email.offerNotChosen'
          ? notice.body(locale)
          : (notice.body?.(locale) ?? [translate(locale, `${notice.key}.body`, vars)])),
        translate(locale, `${key}.cta`, { link: `${ctx.settings.publicUrl}/${locale}${notice.path}` }),
        unsubscribeLine(ctx, locale, person, 'offers'),
      ]),
    }),
    push: (locale) => ({
      title: translate(locale, `notificationSettings.push.${pushName[key]}.title`, vars),
      body: translate(locale, `notificationSettings.push.${pushName[key]}.body`, vars),
      path: `/${locale}${notice.path}`,
      tag: `offers:${key}:${notice.path}`,
    }),
  });
}

/** To the client: a company sent an offer (transactional, but the unsubscribe state is respected). */
export async function queueNewOfferMail(
  db: Db,
  ctx: DomainContext,
  client: PersonRow | undefined,
  inquiry: InquiryRow,
  offer: { company: string; rep: string; price: string; days: number },
): Promise<void> {
  await queueNotice(db, ctx, client, {
    key: 'email.newOffer',
    vars: { ...offer, inquiry: inquiryTitle(inquiry.description), name: client?.firstName ?? '' },
    path: `/orders/my/${inquiry.id}`,
  });
}

/**
 * To a client: an offer on their inquiry is hidden because its company is no longer verified (only verified
 * companies take part); the other offers stand.
 */
export async function queueOffersHiddenMail(
  db: Db,
  ctx: DomainContext,
  client: PersonRow | undefined,
  inquiry: Pick<InquiryRow, 'id' | 'description'>,
  company: string,
): Promise<void> {
  await queueNotice(db, ctx, client, {
    key: 'email.offerHidden',
    vars: { company, inquiry: inquiryTitle(inquiry.description), name: client?.firstName ?? '' },
    path: `/orders/my/${inquiry.id}`,
  });
}

export type Decision = 'notChosen:accepted' | 'notChosen:closed' | 'notChosen:declined' | 'notChosen:deleted';

/** The body that tells a rep why their offer was not chosen. */
const decisionBody = {
  'notChosen:accepted': 'bodyAccepted',
  'notChosen:closed': 'bodyClosed',
  'notChosen:declined': 'bodyDeclined',
  'notChosen:deleted': 'bodyDeleted',
} as const satisfies Record<Decision, string>;

/** To a rep, politely and at once (no ghosting): their offer was not chosen, and why. */
export async function queueDecisionMail(
  db: Db,
  ctx: DomainContext,
  rep: PersonRow | undefined,
  inquiry: InquiryRow,
  decision: Decision,
  clientName: string,
): Promise<void> {
  const vars = { inquiry: inquiryTitle(inquiry.description), name: rep?.firstName ?? '', client: clientName };
  await queueNotice(db, ctx, rep, {
    key: 'email.offerNotChosen',
    vars,
    path: '/orders/find',
    body: (locale) => [
      translate(locale, `email.offerNotChosen.${decisionBody[decision]}`, vars),
      // A client who closed with a reason tells every company why, in each one's language.
      ...(decision === 'notChosen:closed' && inquiry.closeReason
        ? [translate(locale, `email.offerNotChosen.closeReason.${inquiry.closeReason}`)]
        : []),
    ],
  });
}

function fullName(person: PersonRow): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

/** A person's name, e-mail and phone as the other party of an award reads them, in the reader's language. */
function contactLines(locale: AppLocale, person: PersonRow): string {
  return translate(locale, 'email.award.contact', {
    name: fullName(person),
    email: person.email,
    phone: person.phone ?? translate(locale, 'email.award.noPhone'),
  });
}

/**
 * The award's handshake by e-mail, in each one's language: the rep learns the client accepted, with the
 * client's name, e-mail and phone; the client gets the rep's, and both are told the conversation is open.
 */
export async function queueAwardMails(
  db: Db,
  ctx: DomainContext,
  award: { inquiry: InquiryRow; client: PersonRow | undefined; rep: PersonRow | undefined; company: string },
): Promise<void> {
  const { inquiry, client, rep, company } = award;
  if (!client || !rep) return;
  const inquiryName = inquiryTitle(inquiry.description);
  const repVars = { inquiry: inquiryName, name: rep.firstName, client: fullName(client) };
  await queueNotice(db, ctx, rep, {
    key: 'email.offerAccepted',
    vars: repVars,
    path: '/chat',
    body: (locale) => [translate(locale, 'email.offerAccepted.body', repVars), contactLines(locale, client)],
  });
  const clientVars = { inquiry: inquiryName, name: client.firstName, company, rep: fullName(rep) };
  await queueNotice(db, ctx, client, {
    key: 'email.award',
    vars: clientVars,
    path: `/orders/my/${inquiry.id}`,
    body: (locale) => [translate(locale, 'email.award.body', clientVars), contactLines(locale, rep)],
  });
}

/**
 * The digest run: every inquiry published since the last run, one e-mail per provider listing those that
 * match their company's services or were asked of it. Idempotent per inquiry (marked digested in the same
 * transaction as the e-mails are queued).
 */
export function createInquiryDigestHandler(ctx: DomainContext): JobHandler<typeof inquiryDigestJob> {
  return async () => {
    await withTransaction(ctx.db, async (tx) => {
      const now = ctx.clock.now();
      const pending = await undigestedInquiries(tx, now, 500);
      if (pending.length === 0) return;
      const byId = new Map(pending.map((row) => [row.id, row]));
      const recipients = await digestRecipients(
        tx,
        pending.filter((row) => row.state === 'open' && row.visibleUntil > now).map((row) => row.id),
      );
      const asked = await askedPairs(
        tx,
        pending.map((row) => row.id),
      );
      const perPerson = new Map<string, { email: string; firstName: string; locale: string; inquiries: string[] }>();
      for (const row of recipients) {
        const entry = perPerson.get(row.userId) ?? { ...row, inquiries: [] };
        entry.inquiries.push(row.inquiryId);
        perPerson.set(row.userId, entry);
      }
      // Each provider's digest through `notify` (kind `inquiries`, e-mail only): a provider who switched the
      // kind's e-mail off gets none (issue 40); the instant alerts are the push of this kind.
      for (const [userId, person] of perPerson) {
        const locale = mailLocale(person.locale);
        const lines = person.inquiries.flatMap((id) => {
          const inquiry = byId.get(id);
          if (!inquiry) return [];
          const city = inquiry.city ? findPlace(inquiry.city)?.names[locale] : null;
          return [
            translate(locale, 'email.inquiryDigest.item', {
              services: serviceNames(inquiry.services, locale),
              city: city ? `, ${city}` : '',
              daysLeft: translate(locale, 'email.inquiryDigest.daysLeft', {
                count: daysLeft(inquiry.visibleUntil, now),
              }),
              asked: asked.has(`${id}:${userId}`) ? translate(locale, 'email.inquiryDigest.askedOfYou') : '',
            }),
          ];
        });
        const recipient = { ...person, id: userId, deletedAt: null, mailingUnsubscribedAt: null };
        await notify(tx, ctx, [recipient], {
          kind: 'inquiries',
          mail: () => ({
            subject: translate(locale, 'email.inquiryDigest.subject', { count: lines.length }),
            ...renderMail(locale, [
              translate(locale, 'email.inquiryDigest.greeting', { name: person.firstName }),
              `${translate(locale, 'email.inquiryDigest.intro')}\n${lines.join('\n')}`,
              translate(locale, 'email.inquiryDigest.cta', { link: `${ctx.settings.publicUrl}/${locale}/orders/find` }),
              unsubscribeLine(ctx, locale, { email: person.email, id: userId }, 'inquiries'),
            ]),
          }),
        });
      }
      await markDigested(
        tx,
        pending.map((row) => row.id),
        now,
      );
      // More than one batch waiting: run again at once rather than after the next quiet spell.
      if (pending.length === 500) await enqueueJob(tx, ctx.clock, inquiryDigestJob, {});
    });
  };
}

/** "inquiryId:userId" for people whose company the inquiry was asked of. */
async function askedPairs(db: Db, inquiryIds: string[]): Promise<Set<string>> {
  const rows = await askedRecipients(db, inquiryIds);
  return new Set(rows.map((row) => `${row.inquiryId}:${row.userId}`));
}
