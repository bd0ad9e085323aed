'use client';
import {
  type ApplicationWithInquiry,
  endpointUrl,
  inquiriesEndpoints,
  type Lead,
  type LeadState,
  type Locale,
  leadStates,
  withLocale,
} from '@tendero/contracts';
import { buttonClass, cx } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { apiRequest, describeApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { CompanyOffers } from './company-offers';
import { LeadItem, type Rep } from './lead-item';
import type { LeadsView } from './leads-url';

const exportClass = buttonClass('secondary', 'sm', 'shrink-0 self-start sm:self-auto');

/** The export control's icon and label: a download arrow, or a lock where the plan lacks the export. */
function ExportLabel({ icon, label }: { icon: 'download' | 'locked'; label: string }) {
  return (
    <>
      <svg viewBox="0 0 20 20" aria-hidden="true" className="h-4 w-4 fill-current">
        <path
          d={
            icon === 'download'
              ? 'M9 2h2v8.6l3.3-3.3 1.4 1.4L10 14.4 4.3 8.7l1.4-1.4L9 10.6V2Zm-6 14h14v2H3v-2Z'
              : 'M6 8V6a4 4 0 1 1 8 0v2h1a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1h1Zm2 0h4V6a2 2 0 1 0-4 0v2Z'
          }
        />
      </svg>
      {label}
    </>
  );
}

/** Keeps the view and the state filter in the URL (a reload or a shared link shows the same). */
function writeUrl(view: LeadsView, state: LeadState | null): void {
  const url = new URL(window.location.href);
  if (view === 'offers') url.searchParams.set('view', 'offers');
  else url.searchParams.delete('view');
  if (state) url.searchParams.set('state', state);
  else url.searchParams.delete('state');
  window.history.replaceState(window.history.state, '', url);
}

/**
 * /manager/leads: the company's leads with their state and handling rep (changed in place), filtered by
 * state, exportable as CSV; and in a second tab every offer the company's reps sent, with its state.
 */
export function LeadsBoard({
  companyId,
  initialLeads,
  reps,
  offers,
  serviceNames,
  initialState,
  initialView,
  mayExport,
}: {
  companyId: string;
  /** The company has Premium (the lead export is part of it); without it the button says what Premium adds. */
  mayExport: boolean;
  initialLeads: Lead[];
  reps: Rep[];
  offers: ApplicationWithInquiry[];
  serviceNames: Record<string, string>;
  initialState: LeadState | null;
  initialView: LeadsView;
}) {
  const t = useTranslations('leads');
  const tShared = useTranslations('inquiries');
  const tAll = useTranslations();
  const locale = useLocale() as Locale;
  const [leads, setLeads] = useState(initialLeads);
  const [filter, setFilter] = useState<LeadState | null>(initialState);
  const [view, setView] = useState<LeadsView>(initialView);
  const [busy, setBusy] = useState<string | null>(null);
  const [premiumNote, setPremiumNote] = useState(false);

  const shown = filter ? leads.filter((lead) => lead.state === filter) : leads;
  const countOf = (state: LeadState) => leads.filter((lead) => lead.state === state).length;

  const change = async (lead: Lead, body: { state?: LeadState; repId?: string | null }) => {
    setBusy(lead.id);
    try {
      const updated = await apiRequest(inquiriesEndpoints.updateLead, {
        params: { companyId, leadId: lead.id },
        body,
        locale,
      });
      setLeads((list) => list.map((item) => (item.id === updated.id ? updated : item)));
      toast.success(
        body.state !== undefined
          ? t('toasts.state', { name: updated.client.name, state: tShared(`leadStates.${updated.state}`) })
          : updated.rep
            ? t('toasts.rep', { name: updated.client.name, rep: updated.rep.name })
            : t('toasts.noRep', { name: updated.client.name }),
      );
    } catch (error) {
      toast.error(describeApiError(error, tAll('errors.network')));
    } finally {
      setBusy(null);
    }
  };

  const choose = (next: LeadsView) => {
    setView(next);
    writeUrl(next, filter);
  };
  const tabs: { id: LeadsView; label: string }[] = [
    { id: 'leads', label: t('tabs.leads', { count: leads.length }) },
    { id: 'offers', label: t('tabs.offers', { count: offers.length }) },
  ];
  const filters: { state: LeadState | null; label: string }[] = [
    { state: null, label: t('filter.all', { count: leads.length }) },
    ...leadStates.map((state) => ({
      state,
      label: t('filter.state', { name: tShared(`leadStates.${state}`), count: countOf(state) }),
    })),
  ];

  return (
    <div className="space-y-6">
      <div
        role="tablist"
        aria-label={t('tabs.label')}
        className="inline-grid w-full grid-cols-2 rounded-lg bg-slate-200/70 p-1 sm:w-auto"
      >
        {tabs.map((tab) => (
          <button
            key={tab.id}
            id={`leads-tab-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={view === tab.id}
            aria-controls={`leads-panel-${tab.id}`}
            onClick={() => choose(tab.id)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
                const next = view === 'leads' ? 'offers' : 'leads';
                choose(next);
                document.getElementById(`leads-tab-${next}`)?.focus();
              }
            }}
            tabIndex={view === tab.id ? 0 : -1}
            className={cx(
              'rounded-md px-4 py-2 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-700',
              view === tab.id ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-700 hover:text-slate-900',
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>

      {view === 'leads' ? (
        <section id="leads-panel-leads" role="tabpanel" aria-labelledby="leads-tab-leads" className="space-y-4">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <fieldset className="min-w-0">
              <legend className="sr-only">{t('filter.label')}</legend>
              <div className="flex flex-wrap gap-2">
                {filters.map((item) => (
                  <button
                    key={item.state ?? 'all'}
                    type="button"
                    aria-pressed={filter === item.state}
                    onClick={() => {
                      setFilter(item.state);
                      writeUrl(view, item.state);
                    }}
                    className={cx(
                      'rounded-full px-3 py-1 text-sm font-medium ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                      filter === item.state
                        ? 'bg-brand-700 text-white ring-brand-700'
                        : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50',
                    )}
                  >
                    {item.label}
                  </button>
                ))}
              </div>
            </fieldset>
            {mayExport ? (
              <a
                href={endpointUrl(inquiriesEndpoints.leadsCsv, { params: { companyId }, query: { locale } })}
                download
                className={exportClass}
              >
                <ExportLabel icon="download" label={t('export')} />
              </a>
            ) : (
              <button
                type="button"
                aria-expanded={premiumNote}
                aria-controls="leads-export-premium"
                onClick={() => setPremiumNote((open) => !open)}
                className={exportClass}
              >
                <ExportLabel icon="locked" label={t('export')} />
              </button>
            )}
          </div>
          {!mayExport && premiumNote ? (
            <div
              id="leads-export-premium"
              role="status"
              className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
            >
              <p className="font-semibold">{t('exportPremium.title')}</p>
              <p className="mt-1">{t('exportPremium.body')}</p>
              <a
                href={withLocale(locale, '/account-settings/manage-subscription')}
                className={buttonClass('primary', 'sm', 'mt-3')}
              >
                {t('exportPremium.action')}
              </a>
            </div>
          ) : null}

          {shown.length === 0 ? (
            <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
              <p className="text-slate-700">
                {filter ? t('emptyFiltered', { state: tShared(`leadStates.${filter}`) }) : t('emptyLeads')}
              </p>
              {filter ? (
                <button
                  type="button"
                  onClick={() => {
                    setFilter(null);
                    writeUrl(view, null);
                  }}
                  className={buttonClass('secondary', 'sm', 'mt-4')}
                >
                  {t('showAll')}
                </button>
              ) : (
                <a href={withLocale(locale, '/orders/find')} className={buttonClass('secondary', 'sm', 'mt-4')}>
                  {t('offers.findOrders')}
                </a>
              )}
            </div>
          ) : (
            <ol className="space-y-4" aria-label={t('listLabel')}>
              {shown.map((lead) => (
                <li key={lead.id}>
                  <LeadItem
                    lead={lead}
                    reps={reps}
                    serviceNames={serviceNames}
                    busy={busy === lead.id}
                    onChange={(body) => change(lead, body)}
                  />
                </li>
              ))}
            </ol>
          )}
        </section>
      ) : (
        <section id="leads-panel-offers" role="tabpanel" aria-labelledby="leads-tab-offers" className="space-y-4">
          <p className="text-sm text-slate-600">{t('offers.lead')}</p>
          <CompanyOffers offers={offers} serviceNames={serviceNames} />
        </section>
      )}
    </div>
  );
}
