'use client';

import type { AssistantPart } from '@tendero/contracts';
import { Badge, Button, buttonClass } from '@tendero/ui';
import { useRouter } from 'next/navigation';
import { useFormatter, useTranslations } from 'next-intl';
import NextLink from '@/lib/link';
import { companyLine } from './assistant-company-line';
import { ApplicationDraftPart, CompanyDetailsPart } from './assistant-detail-parts';
import { storeAssistantDraft } from './assistant-draft';

/** What an answer shows besides its text, rendered as data: links to Tendero's own pages, never markup. */
export function AssistantParts({ parts }: { parts: AssistantPart[] }) {
  if (parts.length === 0) return null;
  return (
    <div className="mt-3 space-y-3">
      {parts.map((part, index) => {
        const key = `${part.type}-${index}`;
        if (part.type === 'companies') return <CompaniesPart key={key} part={part} />;
        if (part.type === 'inquiryDraft') return <DraftPart key={key} part={part} />;
        if (part.type === 'companyDetails') return <CompanyDetailsPart key={key} part={part} />;
        if (part.type === 'applicationDraft') return <ApplicationDraftPart key={key} part={part} />;
        return <LinksPart key={key} part={part} />;
      })}
    </div>
  );
}

function CompaniesPart({ part }: { part: Extract<AssistantPart, { type: 'companies' }> }) {
  const t = useTranslations('assistantPage.parts');
  const format = useFormatter();
  return (
    <section aria-label={t('companies')} className="space-y-2">
      <ul className="grid gap-2 sm:grid-cols-2">
        {part.items.map((company) => (
          <li key={company.id}>
            <NextLink
              href={company.path}
              className="block h-full rounded-xl border border-slate-200 bg-white p-3 shadow-sm transition hover:border-brand-400 hover:shadow focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <span className="flex items-start justify-between gap-2">
                <span className="font-semibold text-slate-900">{company.name}</span>
                {company.verified ? <Badge>{t('verified')}</Badge> : null}
              </span>
              <span className="mt-1 block text-sm text-slate-600">{companyLine(company, t, format)}</span>
              {company.services.length > 0 ? (
                <span className="mt-1 block text-xs text-slate-500">{company.services.join(', ')}</span>
              ) : null}
            </NextLink>
          </li>
        ))}
      </ul>
      <NextLink href={part.searchPath} className="inline-block text-sm font-medium text-brand-700 underline">
        {t('seeAll')}
      </NextLink>
    </section>
  );
}

function DraftPart({ part }: { part: Extract<AssistantPart, { type: 'inquiryDraft' }> }) {
  const t = useTranslations('assistantPage.parts');
  const format = useFormatter();
  const router = useRouter();
  const open = () => {
    storeAssistantDraft(part.draft);
    router.push(part.formPath);
  };
  return (
    <section aria-label={t('draftTitle')} className="rounded-xl border border-brand-200 bg-brand-50 p-3">
      <h3 className="text-sm font-semibold text-slate-900">{t('draftTitle')}</h3>
      <p className="mt-1 line-clamp-3 text-sm whitespace-pre-wrap text-slate-700">{part.draft.description}</p>
      {part.draft.budgetMax !== null ? (
        <p className="mt-1 text-sm text-slate-700">
          {t('budgetMax', {
            amount: format.number(part.draft.budgetMax, {
              style: 'currency',
              currency: 'PLN',
              maximumFractionDigits: 0,
            }),
          })}
        </p>
      ) : null}
      <p className="mt-2 text-xs text-slate-600">{t('draftHint')}</p>
      <Button size="sm" className="mt-2" onClick={open}>
        {t('openForm')}
      </Button>
    </section>
  );
}

function LinksPart({ part }: { part: Extract<AssistantPart, { type: 'links' }> }) {
  const t = useTranslations('assistantPage.parts');
  return (
    <nav aria-label={t('links')}>
      <ul className="flex flex-wrap gap-2">
        {part.items.map((link) => (
          <li key={`${link.path}-${link.label}`}>
            <NextLink href={link.path} className={buttonClass('secondary', 'sm')}>
              {link.label}
            </NextLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
