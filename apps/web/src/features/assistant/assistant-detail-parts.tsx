'use client';

import type { AssistantPart } from '@tendero/contracts';
import { formatMoney, formatMoneyRange } from '@tendero/i18n';
import { Badge, Button } from '@tendero/ui';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { OfferDialog, type OfferTarget } from '@/features/inquiries';
import NextLink from '@/lib/link';
import { companyLine } from './assistant-company-line';

type CompanyDetails = Extract<AssistantPart, { type: 'companyDetails' }>;
type ApplicationDraft = Extract<AssistantPart, { type: 'applicationDraft' }>;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="border-t border-slate-100 pt-2">
      <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h4>
      <div className="mt-1 text-sm text-slate-700">{children}</div>
    </section>
  );
}

/** One company as its page shows it: offers, prices, FAQ and the latest reviews, with a link to the page. */
export function CompanyDetailsPart({ part }: { part: CompanyDetails }) {
  const t = useTranslations('assistantPage.parts');
  const format = useFormatter();
  const locale = useLocale();
  const { company } = part;
  const empty =
    part.offers.length + part.priced.length + part.faqs.length + part.reviews.length === 0 && !part.description;
  return (
    <article
      aria-label={t('companyDetails', { name: company.name })}
      className="space-y-2 rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <NextLink href={company.path} className="font-semibold text-slate-900 underline-offset-2 hover:underline">
            {company.name}
          </NextLink>
          <p className="text-sm text-slate-600">{companyLine(company, t, format)}</p>
        </div>
        {company.verified ? <Badge>{t('verified')}</Badge> : null}
      </header>
      {part.description ? <p className="text-sm whitespace-pre-line text-slate-700">{part.description}</p> : null}
      {part.offers.length > 0 ? (
        <Section title={t('offers')}>
          <ul className="space-y-1">
            {part.offers.map((offer) => (
              <li key={offer.name}>
                <span className="font-medium text-slate-900">{offer.name}</span>
                {offer.description ? <span> – {offer.description}</span> : null}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {part.priced.length > 0 ? (
        <Section title={t('prices')}>
          <ul className="space-y-1">
            {part.priced.map((entry) => (
              <li key={entry.name} className="flex flex-wrap justify-between gap-x-3">
                <span>{entry.name}</span>
                <span className="font-medium text-slate-900">
                  {entry.priceBefore !== null ? (
                    <s className="mr-1 font-normal text-slate-500">
                      {formatMoney(entry.priceBefore, entry.currency, locale)}
                    </s>
                  ) : null}
                  {formatMoney(entry.price, entry.currency, locale)}
                </span>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {part.faqs.length > 0 ? (
        <Section title={t('faq')}>
          <dl className="space-y-1.5">
            {part.faqs.map((faq) => (
              <div key={faq.question}>
                <dt className="font-medium text-slate-900">{faq.question}</dt>
                <dd>{faq.answer}</dd>
              </div>
            ))}
          </dl>
        </Section>
      ) : null}
      {part.reviews.length > 0 ? (
        <Section title={t('reviews')}>
          <ul className="space-y-1.5">
            {part.reviews.map((review) => (
              <li key={`${review.author}-${review.text.slice(0, 20)}`}>
                <span
                  className="font-medium text-slate-900"
                  role="img"
                  aria-label={t('stars', { rating: review.rating })}
                >
                  {'★'.repeat(review.rating)}
                  {'☆'.repeat(Math.max(0, 5 - review.rating))}
                </span>{' '}
                <span>{t('quote', { text: review.text })}</span>{' '}
                <span className="text-slate-500">
                  – {review.author}
                  {review.verifiedClient ? `, ${t('verifiedClient')}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {empty ? <p className="text-sm text-slate-600">{t('nothingListed')}</p> : null}
      <NextLink href={company.path} className="inline-block text-sm font-medium text-brand-700 underline">
        {t('openCompany')}
      </NextLink>
    </article>
  );
}

/** "12 000 – 15 000 zł", "from 12 000 zł" or "up to 15 000 zł". */
function budgetText(
  budget: ApplicationDraft['inquiry']['budget'],
  locale: string,
  words: { from: (amount: string) => string; upTo: (amount: string) => string },
): string | null {
  if (!budget) return null;
  if (budget.min !== null && budget.max !== null) {
    return formatMoneyRange(budget.min, budget.max, budget.currency, locale);
  }
  if (budget.min !== null) return words.from(formatMoney(budget.min, budget.currency, locale));
  if (budget.max !== null) return words.upTo(formatMoney(budget.max, budget.currency, locale));
  return null;
}

/**
 * An offer the assistant drafted for a sales rep: the inquiry, the first lines of the message, and the
 * offer form opened here with the draft. Nothing is sent until the rep sends the form.
 */
export function ApplicationDraftPart({ part }: { part: ApplicationDraft }) {
  const t = useTranslations('assistantPage.parts');
  const tCard = useTranslations('findInquiries.card');
  const locale = useLocale();
  const [target, setTarget] = useState<OfferTarget | null>(null);
  const [sent, setSent] = useState(false);
  const { inquiry, draft } = part;
  const budget = budgetText(inquiry.budget, locale, {
    from: (amount) => tCard('budgetFrom', { amount }),
    upTo: (amount) => tCard('budgetUpTo', { amount }),
  });
  const open = () =>
    setTarget({
      inquiry: {
        id: inquiry.id,
        services: inquiry.services,
        description: inquiry.description,
        client: inquiry.client,
        budget,
        city: inquiry.city,
      },
      application: null,
      draft,
    });
  return (
    <section aria-label={t('offerDraftTitle')} className="rounded-xl border border-brand-200 bg-brand-50 p-3">
      <h3 className="text-sm font-semibold text-slate-900">{t('offerDraftTitle')}</h3>
      <p className="mt-1 text-sm text-slate-700">
        {inquiry.services.join(', ')}
        {inquiry.city ? ` · ${inquiry.city}` : ''} · {inquiry.client}
      </p>
      <p className="mt-2 line-clamp-4 text-sm whitespace-pre-wrap text-slate-700">{draft.message}</p>
      {sent ? (
        <p className="mt-2 text-sm font-medium text-emerald-800" role="status">
          {t('offerSent')}{' '}
          <NextLink href={`/${locale}/orders/find`} className="underline">
            {t('offerSentLink')}
          </NextLink>
        </p>
      ) : (
        <>
          <p className="mt-2 text-xs text-slate-600">{t('offerDraftHint')}</p>
          <Button size="sm" className="mt-2" aria-haspopup="dialog" onClick={open}>
            {t('openOfferForm')}
          </Button>
        </>
      )}
      <OfferDialog target={target} onClose={() => setTarget(null)} onSaved={() => setSent(true)} />
    </section>
  );
}
