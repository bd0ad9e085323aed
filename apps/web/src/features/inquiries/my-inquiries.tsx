'use client';
import { type Locale, type MyInquiry, withLocale } from '@tendero/contracts';
import { Button, buttonClass, Card } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { PageHeader } from '@/features/layout';
import { InquiryCard } from './inquiry-card';
import { InquiryComposer } from './inquiry-composer';
import { clearInquiryDraft, type InquiryDraft, readInquiryDraft } from './inquiry-draft';
import { serviceNames } from './inquiry-format';
import { useInquiryScope } from './inquiry-scope-provider';
import { MyInquiryDialogs } from './my-inquiry-dialogs';
import { toMine, useMyInquiryActions } from './use-my-inquiry-actions';

/**
 * /orders/my: the user's own inquiries (a client's, or a manager's or rep's for their company; open first, then expired and closed) with what each allows by the
 * lifecycle table (edit, extend, close, delete), and "New inquiry" with the same form as the marketplace.
 * A draft kept before signing in is put back into that form.
 */
export function MyInquiries({
  title,
  initial,
  restoreDraft,
}: {
  title: string;
  initial: MyInquiry[] | null;
  restoreDraft: boolean;
}) {
  const t = useTranslations('myInquiries');
  const locale = useLocale() as Locale;
  const { catalog, viewer } = useInquiryScope();
  // Managers and reps publish for their company's own needs (SPEC §6); the marketplace is the clients' way in.
  const forCompany = viewer === 'MANAGER' || viewer === 'SALES_REP';
  const names = useMemo(() => serviceNames(catalog), [catalog]);
  const [items, setItems] = useState<MyInquiry[]>(initial ?? []);
  const [composing, setComposing] = useState(initial !== null && initial.length === 0);
  const [draft, setDraft] = useState<InquiryDraft | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [editing, setEditing] = useState<string | null>(null);
  const { action, setAction, days, setDays, confirmAction, replace } = useMyInquiryActions(setItems);
  const [added, setAdded] = useState<string | null>(null);
  const composer = useRef<HTMLElement>(null);
  const composerHeading = useRef<HTMLHeadingElement>(null);

  const [reveal, setReveal] = useState(0);
  const showComposer = () => {
    setComposing(true);
    setReveal((count) => count + 1);
  };

  // Bring the form into view once it is rendered (after "New inquiry", or with a draft kept at sign-in).
  useEffect(() => {
    if (reveal === 0) return;
    composer.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    composerHeading.current?.focus({ preventScroll: true });
  }, [reveal]);

  useEffect(() => {
    const kept = readInquiryDraft();
    if (kept) {
      setDraft(kept);
      setFormKey((key) => key + 1);
    }
    if (kept || restoreDraft) {
      setComposing(true);
      setReveal((count) => count + 1);
    }
    if (restoreDraft) {
      const url = new URL(window.location.href);
      url.searchParams.delete('draft');
      window.history.replaceState(null, '', url);
    }
  }, [restoreDraft]);

  const open = items.filter((item) => item.state === 'open');
  const past = items.filter((item) => item.state !== 'open');

  const list = (heading: string, group: MyInquiry[], key: string) =>
    group.length > 0 ? (
      <section aria-labelledby={`group-${key}`} className="space-y-4">
        <h2 id={`group-${key}`} className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
          {heading} <span className="font-normal text-slate-500">({group.length})</span>
        </h2>
        <ul className="space-y-4">
          {group.map((inquiry) => (
            <li key={inquiry.id}>
              <InquiryCard
                inquiry={inquiry}
                names={names}
                highlighted={added === inquiry.id}
                editing={editing === inquiry.id}
                onEdit={(on) => setEditing(on ? inquiry.id : null)}
                onAction={(kind) => {
                  setDays(7);
                  setAction({ kind, inquiry });
                }}
                onSaved={(saved) => {
                  replace(saved);
                  setEditing(null);
                }}
              />
            </li>
          ))}
        </ul>
      </section>
    ) : null;

  return (
    <div className="space-y-8">
      <PageHeader
        title={title}
        lead={forCompany ? t('page.leadCompany') : t('page.lead')}
        aside={
          composing ? null : (
            <Button size="lg" className="shrink-0" onClick={showComposer}>
              <span aria-hidden="true" className="text-lg leading-none">
                +
              </span>
              {t('page.new')}
            </Button>
          )
        }
      />

      {initial === null ? (
        <div role="alert" className="rounded-2xl border border-amber-200 bg-amber-50 p-5 text-amber-950">
          <p className="font-semibold">{t('page.unavailableTitle')}</p>
          <p className="mt-1 text-sm">{t('page.unavailable')}</p>
          <a href={withLocale(locale, '/orders/my')} className={buttonClass('secondary', 'sm', 'mt-3')}>
            {t('page.retry')}
          </a>
        </div>
      ) : null}
      {composing ? (
        <InquiryComposer
          sectionRef={composer}
          headingRef={composerHeading}
          draft={draft}
          onDiscardDraft={() => {
            clearInquiryDraft();
            setDraft(null);
            setFormKey((key) => key + 1);
          }}
          formKey={formKey}
          onCreated={(created) => {
            setItems((list) => [toMine(created), ...list.filter((item) => item.id !== created.id)]);
            setDraft(null);
            setComposing(false);
            setAdded(created.id);
            setFormKey((key) => key + 1);
          }}
          onCancel={items.length > 0 ? () => setComposing(false) : undefined}
        />
      ) : null}

      {initial !== null && items.length === 0 && !composing ? (
        <Card className="text-center">
          <h2 className="text-lg font-semibold text-slate-900">{t('empty.title')}</h2>
          <p className="mx-auto mt-2 max-w-md text-slate-700">{t('empty.body')}</p>
          <div className="mt-5 flex flex-wrap justify-center gap-3">
            <Button onClick={showComposer}>{t('page.new')}</Button>
            {forCompany ? null : (
              <a href={withLocale(locale, '/marketplace')} className={buttonClass('secondary', 'md')}>
                {t('empty.browse')}
              </a>
            )}
          </div>
        </Card>
      ) : null}

      {list(t('groups.open'), open, 'open')}
      {list(t('groups.past'), past, 'past')}

      <MyInquiryDialogs
        action={action}
        days={days}
        onDays={setDays}
        onConfirm={confirmAction}
        onClose={() => setAction(null)}
      />
    </div>
  );
}
