import { translate } from '@tendero/i18n';
import { mailingUnsubscribeLink, type Notice, renderMail } from '../notifications/index';
import type { DomainContext } from '../shared/context';
import { companyPageLink, savedSearchOpenLink, savedSearchUnsubscribeLink } from './saved-search-link';

/** One saved search and the companies it found, as an alert tells them. */
export type FoundBySearch = { id: string; userId: string; name: string; companies: { id: string; name: string }[] };

/** The unsubscribe lines every alert ends with: this search only, and the kind (inquiries and alerts). */
function unsubscribeLines(ctx: DomainContext, locale: 'en' | 'pl', searches: FoundBySearch[], email: string) {
  const userId = searches[0]?.userId ?? '';
  return [
    ...searches.map((search) =>
      translate(locale, 'savedSearches.mail.stopThis', {
        name: search.name,
        link: savedSearchUnsubscribeLink(ctx, locale, search),
      }),
    ),
    translate(locale, 'savedSearches.mail.stopKind', {
      link: mailingUnsubscribeLink(ctx, locale, { email, userId, kind: 'inquiries' }),
    }),
  ];
}

/** An instant alert: a newly verified company one saved search finds (kind 'inquiries'). */
export function instantAlert(ctx: DomainContext, search: FoundBySearch): Notice {
  const company = search.companies[0] ?? { id: '', name: '' };
  return {
    kind: 'inquiries',
    mail: (locale, recipient) => ({
      subject: translate(locale, 'savedSearches.mail.instantSubject', { company: company.name, name: search.name }),
      ...renderMail(locale, [
        translate(locale, 'savedSearches.mail.instantIntro', { company: company.name, name: search.name }),
        translate(locale, 'savedSearches.mail.companyLine', {
          company: company.name,
          link: companyPageLink(ctx, locale, company.id),
        }),
        translate(locale, 'savedSearches.mail.openSearch', { link: savedSearchOpenLink(ctx, locale, search.id) }),
        ...unsubscribeLines(ctx, locale, [search], recipient.email),
      ]),
    }),
    push: (locale) => ({
      title: translate(locale, 'savedSearches.push.title', { name: search.name }),
      body: translate(locale, 'savedSearches.push.body', { company: company.name }),
      path: `/${locale}/marketplace/company/${company.id}`,
      tag: `saved-search-${search.id}`,
    }),
  };
}

/** One digest for one person: every daily or weekly search of theirs with what it found since the last one. */
export function digestAlert(ctx: DomainContext, searches: FoundBySearch[]): Notice {
  const total = searches.reduce((sum, search) => sum + search.companies.length, 0);
  return {
    kind: 'inquiries',
    mail: (locale, recipient) => ({
      subject: translate(locale, 'savedSearches.mail.digestSubject', { count: total }),
      ...renderMail(locale, [
        translate(locale, 'savedSearches.mail.digestIntro', { count: total }),
        ...searches.map((search) =>
          [
            translate(locale, 'savedSearches.mail.digestSearch', {
              name: search.name,
              link: savedSearchOpenLink(ctx, locale, search.id),
            }),
            ...search.companies.map((company) => `• ${company.name}: ${companyPageLink(ctx, locale, company.id)}`),
          ].join('\n'),
        ),
        ...unsubscribeLines(ctx, locale, searches, recipient.email),
      ]),
    }),
    push: (locale) => ({
      title: translate(locale, 'savedSearches.push.digestTitle'),
      body: translate(locale, 'savedSearches.mail.digestSubject', { count: total }),
      path: `/${locale}/saved-searches`,
      tag: 'saved-searches-digest',
    }),
  };
}
