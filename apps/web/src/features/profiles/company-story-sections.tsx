import { Card } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { RemoveContentAction } from '@/features/moderation';
import { bodyText, removeRow, type SectionProps } from './company-section-styles';
import { ProfileSection } from './profile-section';

/** How the company works, step by step in its order. */
export async function StepsSection({ locale, company }: SectionProps) {
  const t = await getTranslations({ locale, namespace: 'profiles' });
  return (
    <ProfileSection id="steps" title={t('sections.steps')}>
      <ol className="space-y-4">
        {[...company.steps]
          .sort((a, b) => a.position - b.position)
          .map((step, index) => (
            <li key={step.id} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
              >
                {index + 1}
              </span>
              <div className="min-w-0 pt-1.5">
                <h3 className="font-semibold text-slate-900">{step.title}</h3>
                {step.description ? <p className={bodyText}>{step.description}</p> : null}
              </div>
            </li>
          ))}
      </ol>
    </ProfileSection>
  );
}

/** Questions and answers, each folded; an admin's Remove when `mayRemove`. */
export async function FaqSection({ locale, company, mayRemove }: SectionProps) {
  const t = await getTranslations({ locale, namespace: 'profiles' });
  return (
    <ProfileSection id="faq" title={t('sections.faq')}>
      <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
        {company.faqs.map((faq) => (
          <details key={faq.id} className="group px-5 py-4">
            <summary className="flex cursor-pointer list-none items-start justify-between gap-4 font-medium text-slate-900 [&::-webkit-details-marker]:hidden">
              {faq.question}
              <svg
                viewBox="0 0 20 20"
                aria-hidden="true"
                className="mt-0.5 h-5 w-5 shrink-0 fill-slate-500 transition-transform group-open:rotate-180"
              >
                <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
              </svg>
            </summary>
            <p className={bodyText}>{faq.answer}</p>
            {mayRemove ? (
              <div className={removeRow}>
                <RemoveContentAction target={{ kind: 'faq', contentId: faq.id, name: faq.question }} />
              </div>
            ) : null}
          </details>
        ))}
      </div>
    </ProfileSection>
  );
}

/** Past work with its picture (or a placeholder) and a link that opens in a new tab. */
export async function PortfolioSection({ locale, company }: SectionProps) {
  const t = await getTranslations({ locale, namespace: 'profiles' });
  return (
    <ProfileSection id="portfolio" title={t('sections.portfolio')}>
      <ul className="grid gap-4 sm:grid-cols-2">
        {company.portfolio.map((item) => (
          <li key={item.id} className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
            {item.image ? (
              // biome-ignore lint/performance/noImgElement: a stored 4:3 WebP; next/image adds nothing here
              <img
                src={item.image}
                alt={item.title}
                width={800}
                height={600}
                loading="lazy"
                className="aspect-[4/3] w-full bg-slate-100 object-cover"
              />
            ) : (
              <div
                aria-hidden="true"
                className="flex aspect-[4/3] w-full items-center justify-center bg-gradient-to-br from-brand-50 to-slate-100"
              >
                <svg viewBox="0 0 24 24" aria-hidden="true" className="h-12 w-12 fill-slate-300">
                  <path d="M4 5a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V5Zm2 0v9.6l3.3-3.3a1 1 0 0 1 1.4 0l2.3 2.3 1.3-1.3a1 1 0 0 1 1.4 0L18 14.6V5H6Zm9 4.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z" />
                </svg>
              </div>
            )}
            <div className="p-5">
              <h3 className="font-semibold text-slate-900">{item.title}</h3>
              {item.description ? <p className={bodyText}>{item.description}</p> : null}
              {item.link ? (
                <a
                  href={item.link}
                  target="_blank"
                  rel="noopener nofollow"
                  className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:text-brand-900"
                >
                  {t('sections.portfolioLink')} ↗<span className="sr-only"> {t('company.opensNewTab')}</span>
                </a>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </ProfileSection>
  );
}

/** The reviews section while the page has none to show. */
export async function NoReviewsSection({ locale, company }: SectionProps) {
  const t = await getTranslations({ locale, namespace: 'profiles' });
  return (
    <ProfileSection id="reviews" title={t('sections.reviews')}>
      <Card className="flex flex-col items-center py-10 text-center">
        <svg viewBox="0 0 24 24" aria-hidden="true" className="h-10 w-10 fill-slate-300">
          <path d="M12 2.5 14.9 8.4l6.5.9-4.7 4.6 1.1 6.5L12 17.3l-5.8 3.1 1.1-6.5-4.7-4.6 6.5-.9L12 2.5Z" />
        </svg>
        <p className="mt-3 font-semibold text-slate-900">{t('sections.noReviews')}</p>
        <p className="mt-1 max-w-md text-sm text-slate-600">{t('sections.noReviewsLead', { company: company.name })}</p>
      </Card>
    </ProfileSection>
  );
}
