'use client';
import type { Inquiry } from '@tendero/contracts';
import { Button, Card } from '@tendero/ui';
import { useTranslations } from 'next-intl';
import type { RefObject } from 'react';
import { AskedCompanies } from './inquiry-badges';
import { emptyInquiryValues, emptyTargets, type InquiryDraft } from './inquiry-draft';
import { InquiryForm } from './inquiry-form';

/**
 * "New inquiry" on /orders/my: the same form as the marketplace, with a draft kept before signing in put
 * back into it (and the companies it was going to ask).
 */
export function InquiryComposer({
  sectionRef,
  headingRef,
  draft,
  onDiscardDraft,
  formKey,
  onCreated,
  onCancel,
}: {
  sectionRef: RefObject<HTMLElement | null>;
  headingRef: RefObject<HTMLHeadingElement | null>;
  draft: InquiryDraft | null;
  onDiscardDraft: () => void;
  formKey: number;
  onCreated: (created: Inquiry) => void;
  onCancel?: () => void;
}) {
  const t = useTranslations('myInquiries');
  const draftTargets = draft?.targets ?? emptyTargets;
  return (
    <Card className="p-5 sm:p-6">
      <section ref={sectionRef} aria-labelledby="new-inquiry-title" className="scroll-mt-6">
        <h2
          id="new-inquiry-title"
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-semibold text-slate-900 focus:outline-none"
        >
          {t('new.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('new.lead')}</p>
        {draft ? (
          <div
            role="status"
            className="mt-4 flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-950 sm:flex-row sm:items-center sm:justify-between"
          >
            <p>
              <span className="font-semibold">{t('draft.title')}</span> {t('draft.body')}
            </p>
            <Button variant="ghost" size="sm" className="shrink-0" onClick={onDiscardDraft}>
              {t('draft.discard')}
            </Button>
          </div>
        ) : null}
        <div className="mt-5">
          <InquiryForm
            key={formKey}
            mode="create"
            initial={draft?.values ?? emptyInquiryValues()}
            targets={draftTargets}
            intro={
              draftTargets.companies.length > 0 || draftTargets.more > 0 ? (
                <div>
                  <p className="text-sm font-medium text-slate-800">{t('new.askedOf')}</p>
                  <div className="mt-2">
                    <AskedCompanies companies={draftTargets.companies} more={draftTargets.more} />
                  </div>
                </div>
              ) : null
            }
            onSaved={onCreated}
            onCancel={onCancel}
          />
        </div>
      </section>
    </Card>
  );
}
