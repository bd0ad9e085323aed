import type { ApplicationFields, InquiryUpdateInput } from '@tendero/contracts';
import type { Db } from '@tendero/db';
import { catalogue, findService, isKnownPlace } from '../catalog/index';
import { AppError, type FieldProblem } from '../shared/app-error';
import type { ApplicationValues } from './applications.repository';
import { refreshInquiryPostings } from './postings.repository';

export const dayMs = 86_400_000;

/** The catalogue as (service, category) pairs, for the /orders/find postings. */
const serviceCategories = {
  services: catalogue.categories.flatMap((category) => category.services.map((service) => service.slug)),
  categories: catalogue.categories.flatMap((category) => category.services.map(() => category.slug)),
};

/** Builds every inquiry's /orders/find postings (after a bulk load: seed:scale). */
export function rebuildInquiryIndex(db: Db) {
  return refreshInquiryPostings(db, null, serviceCategories);
}

/** Rewrites an inquiry's /orders/find postings after any change of what the list reads. */
export function reindex(db: Db, inquiryId: string) {
  return refreshInquiryPostings(db, inquiryId, serviceCategories);
}

/** Services and city must name the catalogue: a slug that merely looks right is refused per field. */
export function checkCatalogue(input: { services: string[]; city?: string }): void {
  const problems: FieldProblem[] = [];
  if (input.services.some((slug) => !findService(slug))) {
    problems.push({ path: 'services', messageKey: 'inquiries.validation.unknownService' });
  }
  if (input.city && !isKnownPlace(input.city))
    problems.push({ path: 'city', messageKey: 'inquiries.validation.unknownCity' });
  if (problems.length > 0) throw new AppError('VALIDATION_ERROR', { fieldProblems: problems });
}

export function fieldsOf(input: InquiryUpdateInput) {
  return {
    services: [...new Set(input.services)],
    description: input.description,
    budgetMin: input.budgetMin ?? null,
    budgetMax: input.budgetMax ?? null,
    currency: input.currency,
    city: input.city ?? null,
    marketingConsent: input.marketingConsent,
  };
}

export function applicationValues(input: ApplicationFields, today: string): ApplicationValues {
  if (input.validUntil < today) {
    throw new AppError('VALIDATION_ERROR', {
      fieldProblems: [{ path: 'validUntil', messageKey: 'inquiries.validation.validUntilPast' }],
    });
  }
  return {
    message: input.message,
    priceMin: input.priceMin,
    priceMax: input.priceMax ?? null,
    currency: input.currency,
    timelineDays: input.timelineDays,
    scope: input.scope,
    paymentTerms: input.paymentTerms,
    validUntil: input.validUntil,
  };
}
