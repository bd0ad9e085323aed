import type { AssistantPart, CompanyProfile, CompanyReviews, Locale } from '@tendero/contracts';
import type { Session } from '../accounts/index';
import { findPlace, serviceNames } from '../catalog/index';
import type { Marketplace } from '../marketplace/index';
import { AppError } from '../shared/app-error';
import { foldText } from '../shared/fold-text';

/**
 * What the assistant's tools read beyond the public search, each with the asker's own permissions: the
 * same domain calls the pages make, so a tool can never show what the asker's own page would not.
 */
export type AssistantSources = {
  marketplace: Marketplace;
  /** A company's profile as the asker may see it (listed companies; an unlisted one only to its team). */
  company: (asker: Session, companyId: string, locale: Locale) => Promise<CompanyProfile>;
  reviews: (asker: Session, companyId: string, locale: Locale) => Promise<CompanyReviews>;
};

export type CompanyDetails = Extract<AssistantPart, { type: 'companyDetails' }>;

const uuidPattern = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
/** Legal forms are not part of the name people write ("Nordwind Software" for "… sp. z o.o."). */
const legalForms =
  /\b(sp z o o|sp j|sp k|spolka (z ograniczona odpowiedzialnoscia|akcyjna|jawna|komandytowa|cywilna)|s a|s c|ltd|gmbh|llc|inc|s r o)$/g;
/** Words of someone asking about a company, not part of its name (folded, either language). */
const askingWords = new Set(
  (
    'tell me about what does do offer offers faq faqs reviews review opinions opinion about explain ' +
    'who is are their its it describe show services prices price ' +
    'opowiedz powiedz mi o co oferuje oferuja oferta oferty opinie opinia recenzje pytania czym zajmuje sie ' +
    'jest jaka jakie ile kosztuje firma firmie firmy pokaz wyjasnij uslugi ceny cena the a an of and i'
  ).split(' '),
);

/** A company's name as people write it: folded, without its legal form. */
export function nameCore(name: string): string {
  return foldText(name).replace(legalForms, ' ').replace(/\s+/g, ' ').trim();
}

/** Whether a sentence names the company: its whole core name, as words. */
export function namesCompany(text: string, name: string): boolean {
  const core = nameCore(name);
  if (core.length < 3) return false;
  return ` ${foldText(text)} `.includes(` ${core} `);
}

/**
 * The listed company a sentence refers to: by its id (a page address pasted in) or by its name, found by
 * the marketplace's free-text search (exact names first) and kept only when the sentence names it.
 */
export async function resolveCompany(marketplace: Marketplace, text: string, locale: Locale): Promise<string | null> {
  const id = text.match(uuidPattern)?.[0];
  if (id) return id.toLowerCase();
  const words = foldText(text)
    .split(' ')
    .filter((word) => word.length > 0 && !askingWords.has(word));
  if (words.length === 0) return null;
  const found = await marketplace.search({ q: words.join(' ').slice(0, 100), sort: 'relevance', page: 1 }, locale);
  return found.items.find((card) => namesCompany(text, card.name))?.id ?? null;
}

const excerpt = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/**
 * A company's offers, priced services and promotions, FAQ and latest reviews, read as the asker may read
 * its page. Null when the asker may not see it (or it does not exist): the same "not found" as the page.
 */
export async function explainCompany(
  sources: AssistantSources,
  asker: Session,
  companyId: string,
  locale: Locale,
): Promise<CompanyDetails | null> {
  let profile: CompanyProfile;
  let reviews: CompanyReviews;
  try {
    [profile, reviews] = await Promise.all([
      sources.company(asker, companyId, locale),
      sources.reviews(asker, companyId, locale),
    ]);
  } catch (error) {
    if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'FORBIDDEN')) return null;
    throw error;
  }
  return {
    type: 'companyDetails',
    company: {
      id: profile.id,
      name: profile.name,
      city: profile.city ? (findPlace(profile.city)?.names[locale] ?? profile.city) : null,
      rating: profile.rating.average,
      reviews: profile.rating.verifiedCount,
      services: serviceNames(profile.services, locale).slice(0, 5),
      verified: profile.verifiedAt !== null,
      path: `/${locale}/marketplace/company/${profile.id}`,
    },
    description: excerpt(profile.description, 400),
    offers: profile.offers
      .slice(0, 5)
      .map((offer) => ({ name: offer.name, description: excerpt(offer.description, 200) })),
    priced: [
      ...profile.promos.map((promo) => ({
        name: promo.name,
        price: promo.priceAfter,
        priceBefore: promo.priceBefore,
        currency: promo.currency,
      })),
      ...profile.courses.map((course) => ({
        name: course.name,
        price: course.price,
        priceBefore: null,
        currency: course.currency,
      })),
    ].slice(0, 6),
    faqs: profile.faqs.slice(0, 5).map((faq) => ({ question: faq.question, answer: excerpt(faq.answer, 300) })),
    reviews: reviews.items.slice(0, 3).map((review) => ({
      rating: review.rating,
      text: excerpt(review.text, 300),
      author: review.author.name,
      verifiedClient: review.verifiedClient,
    })),
  };
}
