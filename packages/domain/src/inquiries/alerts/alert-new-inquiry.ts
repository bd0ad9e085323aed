import { withTransaction } from '@tendero/db';
import { type AppLocale, formatDate, formatMoneyRange, translate } from '@tendero/i18n';
import { findPlace, serviceNames } from '../../catalog/index';
import { mailingUnsubscribeLink, type NoticeRecipient, notify, renderMail } from '../../notifications/index';
import type { DomainContext } from '../../shared/context';
import type { JobHandler } from '../../shared/jobs';
import { alertsActive, inScope, personScope, teamScope } from './alert-scope';
import {
  type AlertInquiry,
  alertablePeople,
  candidateCompanies,
  findAlertInquiry,
  markAlerted,
} from './alerts.repository';

export const inquiryAlertJob = 'inquiries.alert-new';

type Alerted = NoticeRecipient & { firstName: string; asked: boolean; service: string | null };

/** The page a provider reads the inquiry on: /orders/find filtered to it (asked ones are listed first there). */
function findPath(locale: AppLocale, inquiry: AlertInquiry, person: Alerted): string {
  if (person.asked || !person.service) return `/${locale}/orders/find`;
  const query = new URLSearchParams({ service: person.service, ...(inquiry.city ? { city: inquiry.city } : {}) });
  return `/${locale}/orders/find?${query.toString()}`;
}

/** The inquiry's facts in the reader's language: services, city, budget and the last day for offers. */
function factsOf(locale: AppLocale, inquiry: AlertInquiry) {
  const city = inquiry.city ? (findPlace(inquiry.city)?.names[locale] ?? inquiry.city) : null;
  return {
    services: serviceNames(inquiry.services, locale).slice(0, 4).join(', '),
    city: city ?? translate(locale, 'inquiryAlerts.mail.anywhere'),
    budget:
      formatMoneyRange(inquiry.budgetMin, inquiry.budgetMax, inquiry.currency, locale) ??
      translate(locale, 'inquiryAlerts.mail.noBudget'),
    until: formatDate(inquiry.visibleUntil),
  };
}

function excerpt(description: string): string {
  const flat = description.replace(/\s+/g, ' ').trim();
  return flat.length > 200 ? `${flat.slice(0, 197)}…` : flat;
}

/**
 * The instant alert of one published inquiry (issue 40): every active rep and manager of a verified company
 * that was asked of it, or (a public inquiry) whose team's scope and own narrowing take its services and
 * city, and whose alerts are on, is told at once through their `inquiries` channels (e-mail and/or push) in
 * their language. Never the author's company; a private inquiry only the companies asked; a removed, closed
 * or ended one nobody. Each person is recorded in the same transaction, so a retried run tells nobody twice.
 */
export function createInquiryAlertHandler(ctx: DomainContext): JobHandler<typeof inquiryAlertJob> {
  return async ({ inquiryId }) => {
    await withTransaction(ctx.db, async (tx) => {
      const now = ctx.clock.now();
      const inquiry = await findAlertInquiry(tx, inquiryId);
      if (!inquiry || inquiry.removedAt || inquiry.state !== 'open' || inquiry.visibleUntil <= now) return;
      const companies = new Map((await candidateCompanies(tx, inquiry)).map((row) => [row.id, row]));
      const people = await alertablePeople(tx, inquiry.id, [...companies.keys()]);
      const chosen: Alerted[] = [];
      for (const person of people) {
        const company = person.companyId ? companies.get(person.companyId) : undefined;
        if (!company) continue;
        const team = teamScope(
          { services: company.profileServices, city: company.profileCity },
          company.scopeServices && company.scopeCities && company.anywhere !== null
            ? { services: company.scopeServices, cities: company.scopeCities, anywhere: company.anywhere }
            : null,
        );
        if (!alertsActive(person, company.teamOn ?? true)) continue;
        const own = personScope(team, { services: person.services, cities: person.cities });
        // A client who asked the company by name reaches all its people whose alerts are on.
        if (!company.asked && !inScope(own, inquiry)) continue;
        chosen.push({
          ...person,
          asked: company.asked,
          service: inquiry.services.find((slug) => own.services.includes(slug)) ?? inquiry.services[0] ?? null,
        });
      }
      const fresh = await markAlerted(
        tx,
        inquiry.id,
        chosen.map((person) => person.id),
        now,
      );
      const recipients = chosen.filter((person) => fresh.has(person.id));
      if (recipients.length === 0) return;
      const byId = new Map(recipients.map((person) => [person.id, person]));
      const personOf = (recipient: NoticeRecipient) => byId.get(recipient.id) as Alerted;
      await notify(tx, ctx, recipients, {
        kind: 'inquiries',
        mail: (locale, recipient) => {
          const person = personOf(recipient);
          const facts = factsOf(locale, inquiry);
          const link = `${ctx.settings.publicUrl}${findPath(locale, inquiry, person)}`;
          const settings = `${ctx.settings.publicUrl}/${locale}/orders/alerts`;
          const unsubscribe = mailingUnsubscribeLink(ctx, locale, {
            email: recipient.email,
            userId: recipient.id,
            kind: 'inquiries',
          });
          return {
            subject: translate(locale, 'inquiryAlerts.mail.subject', facts),
            ...renderMail(locale, [
              translate(locale, 'inquiryAlerts.mail.greeting', { name: person.firstName }),
              translate(locale, person.asked ? 'inquiryAlerts.mail.introAsked' : 'inquiryAlerts.mail.intro'),
              translate(locale, 'inquiryAlerts.mail.facts', facts),
              ...(inquiry.ndaTerms ? [] : [excerpt(inquiry.description)]),
              translate(locale, 'inquiryAlerts.mail.cta', { link }),
              translate(locale, 'inquiryAlerts.mail.footer', { settings, link: unsubscribe }),
            ]),
          };
        },
        push: (locale, recipient) => {
          const facts = factsOf(locale, inquiry);
          return {
            title: translate(locale, 'inquiryAlerts.push.title', facts),
            body: translate(locale, 'inquiryAlerts.push.body', facts),
            path: findPath(locale, inquiry, personOf(recipient)),
            tag: `inquiry-${inquiry.id}`,
          };
        },
      });
    });
  };
}
