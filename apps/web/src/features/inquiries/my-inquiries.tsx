'use client';

import { canInquiry, type Inquiry, type Locale, type MyInquiry, visibilityDays, withLocale } from '@tendero/contracts';
import { formatDate } from '@tendero/i18n';
import { Button, buttonClass, Card, cx, Select } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { apiRequest, describeApiError } from '../../lib/api-client';
import { PageHeader } from '../layout/page-header';
import { ConfirmDialog } from './confirm-dialog';
import { AskedCompanies, InquiryStateBadges, useBudgetText } from './inquiry-badges';
import {
  clearInquiryDraft,
  emptyInquiryValues,
  emptyTargets,
  type InquiryDraft,
  type InquiryFormValues,
  readInquiryDraft,
} from './inquiry-draft';
import { InquiryForm } from './inquiry-form';
import { serviceNames, servicesLine } from './inquiry-format';
import { useInquiryScope } from './inquiry-scope-provider';

type Action = { kind: 'extend' | 'close' | 'delete'; inquiry: MyInquiry };

const dayMs = 86_400_000;

function toMine({ applications: _offers, ...inquiry }: Inquiry): MyInquiry {
  return inquiry;
}

function editValues(inquiry: MyInquiry): InquiryFormValues {
  return {
    services: inquiry.services,
    visibilityDays: 7,
    description: inquiry.description,
    budgetMin: inquiry.budget?.min != null ? String(inquiry.budget.min) : '',
    budgetMax: inquiry.budget?.max != null ? String(inquiry.budget.max) : '',
    currency: inquiry.budget?.currency ?? 'PLN',
    city: inquiry.city ?? '',
    marketingConsent: inquiry.marketingConsent,
  };
}

/** The new end date of an extension: from now, or from the current end when that is later (as the API does). */
function extendedUntil(inquiry: MyInquiry, days: number): Date {
  const base = Math.max(Date.now(), new Date(inquiry.visibleUntil).getTime());
  return new Date(base + days * dayMs);
}

/** One inquiry of the list: what, its state, how long it stays visible, offers, and what the client can do. */
function InquiryCard({
  inquiry,
  names,
  highlighted,
  editing,
  onEdit,
  onAction,
  onSaved,
}: {
  inquiry: MyInquiry;
  names: Map<string, string>;
  highlighted: boolean;
  editing: boolean;
  onEdit: (editing: boolean) => void;
  onAction: (kind: Action['kind']) => void;
  onSaved: (inquiry: Inquiry) => void;
}) {
  const t = useTranslations('myInquiries');
  const ti = useTranslations('inquiries');
  const locale = useLocale() as Locale;
  const budgetText = useBudgetText();
  const href = withLocale(locale, `/orders/my/${encodeURIComponent(inquiry.id)}`);
  const budget = budgetText(inquiry.budget);
  const city = useInquiryScope().places.find((place) => place.slug === inquiry.city)?.name ?? inquiry.city;
  const headingId = `inquiry-${inquiry.id}`;
  const offers = inquiry.applicationCount;

  return (
    <article
      aria-labelledby={headingId}
      className={cx(
        'rounded-2xl border bg-white p-4 shadow-sm transition-shadow sm:p-5',
        highlighted ? 'border-brand-300 ring-2 ring-brand-200' : 'border-slate-200',
      )}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <InquiryStateBadges inquiry={inquiry} />
          <h3 id={headingId} className="mt-2 text-lg font-semibold text-slate-900">
            <a href={href} className="hover:text-brand-800 hover:underline">
              {servicesLine(inquiry.services, names)}
            </a>
          </h3>
          <p className="mt-1 text-sm text-slate-600">
            {t('card.posted', { date: formatDate(inquiry.createdAt) })}
            <span aria-hidden="true"> · </span>
            {inquiry.state === 'open'
              ? `${ti('daysLeft', { count: inquiry.daysLeft })} (${t('card.until', { date: formatDate(inquiry.visibleUntil) })})`
              : inquiry.state === 'expired'
                ? t('card.endedOn', { date: formatDate(inquiry.visibleUntil) })
                : t('card.closedOn', { date: formatDate(inquiry.updatedAt) })}
          </p>
        </div>
        <a
          href={href}
          className={cx(
            'flex shrink-0 items-center gap-2 self-start rounded-xl px-3 py-2 text-sm font-semibold ring-1 ring-inset',
            offers > 0
              ? 'bg-brand-50 text-brand-900 ring-brand-200 hover:bg-brand-100'
              : 'bg-slate-50 text-slate-700 ring-slate-200 hover:bg-slate-100',
          )}
        >
          {offers > 0 ? <span className="text-xl leading-none tabular-nums">{offers}</span> : null}
          <span>
            {offers > 0 && inquiry.state !== 'closed'
              ? t('card.compareOffers', { count: offers })
              : offers > 0
                ? t('card.offers', { count: offers })
                : ti('applicationCount', { count: 0 })}
          </span>
        </a>
      </div>

      <p className="mt-3 line-clamp-3 text-sm leading-relaxed whitespace-pre-line text-slate-800">
        {inquiry.description}
      </p>

      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm sm:gap-x-6">
        {budget ? (
          <>
            <dt className="text-slate-600">{t('card.budget')}</dt>
            <dd className="font-medium text-slate-900">{budget}</dd>
          </>
        ) : null}
        {city ? (
          <>
            <dt className="text-slate-600">{t('card.city')}</dt>
            <dd className="text-slate-900">{city}</dd>
          </>
        ) : null}
        <dt className="text-slate-600">{t('card.asked')}</dt>
        <dd>
          {inquiry.askedCompanies.length > 0 ? (
            <AskedCompanies companies={inquiry.askedCompanies} more={0} />
          ) : (
            <span className="text-slate-700">{t('card.askedNobody')}</span>
          )}
        </dd>
      </dl>

      {editing ? (
        <div className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5">
          <h4 className="mb-4 font-semibold text-slate-900">{t('edit.title')}</h4>
          <InquiryForm
            mode="edit"
            inquiryId={inquiry.id}
            initial={editValues(inquiry)}
            onSaved={onSaved}
            onCancel={() => onEdit(false)}
          />
        </div>
      ) : (
        <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-4">
          <a href={href} className={buttonClass(offers > 0 ? 'primary' : 'secondary', 'sm')}>
            {offers > 0 ? t('card.openOffers') : t('card.open')}
          </a>
          {canInquiry(inquiry.state, 'edit') ? (
            <Button variant="secondary" size="sm" onClick={() => onEdit(true)}>
              {t('card.edit')}
              <span className="sr-only">: {servicesLine(inquiry.services, names)}</span>
            </Button>
          ) : null}
          {canInquiry(inquiry.state, 'extend') ? (
            <Button variant="secondary" size="sm" onClick={() => onAction('extend')}>
              {t('card.extend')}
              <span className="sr-only">: {servicesLine(inquiry.services, names)}</span>
            </Button>
          ) : null}
          {canInquiry(inquiry.state, 'close') ? (
            <Button variant="ghost" size="sm" onClick={() => onAction('close')}>
              {t('card.close')}
              <span className="sr-only">: {servicesLine(inquiry.services, names)}</span>
            </Button>
          ) : null}
          {canInquiry(inquiry.state, 'delete') ? (
            <button
              type="button"
              className="inline-flex items-center rounded-lg px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 sm:ml-auto"
              onClick={() => onAction('delete')}
            >
              {t('card.delete')}
              <span className="sr-only">: {servicesLine(inquiry.services, names)}</span>
            </button>
          ) : null}
        </div>
      )}
    </article>
  );
}

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
  const ti = useTranslations('inquiries');
  const tf = useTranslations('inquiries.fields');
  const tAll = useTranslations();
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
  const [action, setAction] = useState<Action | null>(null);
  const [days, setDays] = useState<number>(7);
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

  const replace = (inquiry: Inquiry) =>
    setItems((list) => list.map((item) => (item.id === inquiry.id ? toMine(inquiry) : item)));

  const run = async (work: () => Promise<void>): Promise<boolean> => {
    try {
      await work();
      return true;
    } catch (error) {
      toast.error(describeApiError(error, tAll('errors.network')), { className: 'whitespace-pre-line' });
      return false;
    }
  };

  const confirmAction = async (): Promise<boolean> => {
    if (!action) return false;
    const path = `/api/orders/${encodeURIComponent(action.inquiry.id)}`;
    if (action.kind === 'extend') {
      return run(async () => {
        replace(await apiRequest<Inquiry>(`${path}/extension`, { method: 'POST', body: { days }, locale }));
        toast.success(ti('toasts.updated'));
      });
    }
    if (action.kind === 'close') {
      return run(async () => {
        replace(await apiRequest<Inquiry>(`${path}/closure`, { method: 'POST', locale }));
        toast.success(t('toasts.closed'));
      });
    }
    return run(async () => {
      await apiRequest<null>(path, { method: 'DELETE', locale });
      setItems((list) => list.filter((item) => item.id !== action.inquiry.id));
      toast.success(ti('toasts.deleted'));
    });
  };

  const open = items.filter((item) => item.state === 'open');
  const past = items.filter((item) => item.state !== 'open');
  const target = action?.inquiry;
  const targetName = target ? servicesLine(target.services, names) : '';
  const draftTargets = draft?.targets ?? emptyTargets;

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
        <Card className="p-5 sm:p-6">
          <section ref={composer} aria-labelledby="new-inquiry-title" className="scroll-mt-6">
            <h2
              id="new-inquiry-title"
              ref={composerHeading}
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
                <Button
                  variant="ghost"
                  size="sm"
                  className="shrink-0"
                  onClick={() => {
                    clearInquiryDraft();
                    setDraft(null);
                    setFormKey((key) => key + 1);
                  }}
                >
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
                onSaved={(created) => {
                  setItems((list) => [toMine(created), ...list.filter((item) => item.id !== created.id)]);
                  setDraft(null);
                  setComposing(false);
                  setAdded(created.id);
                  setFormKey((key) => key + 1);
                }}
                onCancel={items.length > 0 ? () => setComposing(false) : undefined}
              />
            </div>
          </section>
        </Card>
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

      <ConfirmDialog
        open={action?.kind === 'extend'}
        title={t('extend.title')}
        confirmLabel={t('extend.confirm')}
        cancelLabel={t('dialog.cancel')}
        onConfirm={confirmAction}
        onClose={() => setAction(null)}
      >
        <p>{t('extend.body', { name: targetName })}</p>
        <div className="space-y-1.5">
          <label htmlFor="extend-days" className="block text-sm font-medium text-slate-800">
            {t('extend.label')}
          </label>
          <Select id="extend-days" value={days} onChange={(event) => setDays(Number(event.target.value))}>
            {visibilityDays.map((value) => (
              <option key={value} value={value}>
                {tf('visibilityOption', { days: value })}
              </option>
            ))}
          </Select>
        </div>
        {target ? (
          <p className="font-medium text-slate-900">
            {t('extend.newEnd', { date: formatDate(extendedUntil(target, days)) })}
          </p>
        ) : null}
      </ConfirmDialog>

      <ConfirmDialog
        open={action?.kind === 'close'}
        title={t('closeDialog.title')}
        confirmLabel={t('closeDialog.confirm')}
        cancelLabel={t('dialog.cancel')}
        onConfirm={confirmAction}
        onClose={() => setAction(null)}
      >
        <p className="font-medium text-slate-900">{targetName}</p>
        <p>{t('closeDialog.body', { count: target?.applicationCount ?? 0 })}</p>
      </ConfirmDialog>

      <ConfirmDialog
        open={action?.kind === 'delete'}
        title={t('deleteDialog.title')}
        confirmLabel={t('deleteDialog.confirm')}
        cancelLabel={t('dialog.cancel')}
        tone="danger"
        onConfirm={confirmAction}
        onClose={() => setAction(null)}
      >
        <p className="font-medium text-slate-900">{targetName}</p>
        <p>{t('deleteDialog.body')}</p>
      </ConfirmDialog>
    </div>
  );
}
