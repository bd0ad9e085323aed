import type { AssistantCompany } from '@tendero/contracts';
import type { useFormatter, useTranslations } from 'next-intl';

/** "Kraków · 4.8 ★ (12 reviews)": a company's city and rating, as a card and the details show them. */
export function companyLine(
  company: AssistantCompany,
  t: ReturnType<typeof useTranslations<'assistantPage.parts'>>,
  format: ReturnType<typeof useFormatter>,
): string {
  const rating =
    company.rating === null
      ? t('noReviews')
      : t('rating', { rating: format.number(company.rating, { maximumFractionDigits: 1 }), reviews: company.reviews });
  return [company.city, rating].filter(Boolean).join(' · ');
}
