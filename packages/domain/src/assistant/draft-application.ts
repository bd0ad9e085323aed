import { type AssistantPart, actsAsRep, type Inquiry, type Locale, type SalesRepProfile } from '@tendero/contracts';
import { formatMoney, nameBeforeFullStop, translator } from '@tendero/i18n';
import type { Session } from '../accounts/index';
import { findPlace, serviceNames } from '../catalog/index';
import { AppError } from '../shared/app-error';
import { foldText } from '../shared/fold-text';

/** What drafting an offer reads, with the asker's own permissions (the calls the pages make). */
export type ApplicationSources = {
  /** An inquiry as the asker may see it: a rep sees an open one (or one they offered on). */
  inquiry: (asker: Session, inquiryId: string) => Promise<Inquiry>;
  /** The asking rep's own profile with their company's offers, services and promotions. */
  repProfile: (asker: Session, locale: Locale) => Promise<SalesRepProfile>;
};

export type ApplicationDraft = Extract<AssistantPart, { type: 'applicationDraft' }>;
export type DraftOutcome =
  | { kind: 'drafted'; part: ApplicationDraft; matched: string[]; priced: boolean }
  | { kind: 'notRep' | 'notFound' | 'closed' | 'alreadyOffered'; part: null };

/** Four-letter stems of a text's words: enough to tell that "księgowość" and "księgowe" are one subject. */
function stems(text: string): Set<string> {
  return new Set(
    foldText(text)
      .split(' ')
      .filter((word) => word.length >= 4)
      .map((word) => word.slice(0, 4)),
  );
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * An offer drafted for a sales rep from an inquiry and their company's profile: a message to the client,
 * the scope, the company's own price for a matching service when it lists one (else the price is left to
 * the rep), payment terms and validity. Nothing is invented: a fact the profile does not hold stays empty
 * for the rep to fill. The page opens the offer form with it; nothing is sent until the rep sends it.
 */
export async function draftApplication(
  sources: ApplicationSources,
  asker: Session,
  inquiryId: string,
  locale: Locale,
  now: Date,
): Promise<DraftOutcome> {
  if (!actsAsRep(asker)) return { kind: 'notRep', part: null };
  let inquiry: Inquiry;
  try {
    inquiry = await sources.inquiry(asker, inquiryId);
  } catch (error) {
    if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'FORBIDDEN')) {
      return { kind: 'notFound', part: null };
    }
    throw error;
  }
  // A rep sees only their own offer here, and sends one per inquiry.
  if (inquiry.applications.length > 0) {
    return { kind: 'alreadyOffered', part: null };
  }
  if (inquiry.state !== 'open') return { kind: 'closed', part: null };
  const { salesRepData: rep, companyData: company } = await sources.repProfile(asker, locale);
  const say = translator(locale, 'assistant.application');

  const wanted = serviceNames(inquiry.services, locale);
  const subject = new Set([
    ...stems(serviceNames(inquiry.services, 'en').join(' ')),
    ...stems(serviceNames(inquiry.services, 'pl').join(' ')),
    // Under NDA, before the company accepted the terms, the draft rests on the services alone.
    ...stems(inquiry.description ?? ''),
  ]);
  const matches = (text: string) => [...stems(text)].some((stem) => subject.has(stem));
  const offers = company.offers.filter((offer) => matches(`${offer.name} ${offer.description}`));
  const priced = [
    ...company.promos.map((promo) => ({ name: promo.name, price: promo.priceAfter, currency: promo.currency })),
    ...company.courses.map((course) => ({ name: course.name, price: course.price, currency: course.currency })),
  ].filter((entry) => matches(entry.name));
  const shared = inquiry.services.filter((slug) => company.services.includes(slug));
  const matched = [...offers.map((offer) => offer.name), ...priced.map((entry) => entry.name)];

  const clientFirstName = inquiry.client.name.split(' ')[0] ?? inquiry.client.name;
  const city = inquiry.city ? (findPlace(inquiry.city)?.names[locale] ?? inquiry.city) : null;
  const lines = [
    say('greeting', { name: clientFirstName }),
    '',
    say('thanks', { services: wanted.join(', '), company: nameBeforeFullStop(company.name) }),
    shared.length > 0 ? say('weProvide', { services: serviceNames(shared, locale).join(', ') }) : null,
    offers.length > 0 ? say('ourOffers', { offers: offers.map((offer) => offer.name).join(', ') }) : null,
    priced[0]
      ? say('ourPrice', { name: priced[0].name, price: formatMoney(priced[0].price, priced[0].currency, locale) })
      : null,
    city && company.city === inquiry.city ? say('sameCity', { city }) : null,
    '',
    say('closing'),
    '',
    `${rep.firstName} ${rep.lastName}, ${company.name}`,
  ].filter((line): line is string => line !== null);

  const scope = [
    say('scopeServices', { services: wanted.join(', ') }),
    ...offers.slice(0, 3).map((offer) => `- ${offer.name}${offer.description ? `: ${offer.description}` : ''}`),
  ]
    .join('\n')
    .slice(0, 1000);
  const budget = inquiry.budget;
  const validUntil = new Date(Math.max(now.getTime() + 30 * 86_400_000, Date.parse(inquiry.visibleUntil)));

  return {
    kind: 'drafted',
    matched,
    priced: priced.length > 0,
    part: {
      type: 'applicationDraft',
      inquiry: {
        id: inquiry.id,
        services: wanted,
        description: inquiry.description ?? '',
        client: inquiry.client.organization
          ? `${inquiry.client.name} · ${inquiry.client.organization}`
          : inquiry.client.name,
        budget,
        city,
      },
      draft: {
        // A name that ends its own sentence ("… sp. z o.o.") does not take a second full stop.
        message: lines
          .join('\n')
          .replace(/\.\.(?=\s|$)/g, '.')
          .slice(0, 2000),
        scope,
        priceMin: priced[0]?.price ?? null,
        priceMax: null,
        currency: priced[0]?.currency ?? budget?.currency ?? 'PLN',
        timelineDays: null,
        paymentTerms: say('paymentTerms'),
        validUntil: isoDate(validUntil),
      },
    },
  };
}
