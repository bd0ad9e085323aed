'use client';

import { type Locale, withLocale } from '@tendero/contracts';
import { Button, Field, Select, Textarea } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { CatalogOptions } from './catalog-lookup';

/** Who an inquiry would go to: the listed companies, plus how many more of the search are meant. */
export type InquiryRequest = {
  companies: { id: string; name: string }[];
  more: number;
  services: string[];
};

export const visibilityDays = [3, 7, 14, 30] as const;
export const descriptionMax = 2000;

/**
 * The inquiry form of SPEC §2 ("choose services, visibility duration, description, marketing consent,
 * send"), opened from the results or the comparison with the chosen companies. Sending belongs to the
 * inquiries capability, which has not landed: the button is disabled and the form says so plainly.
 */
export function InquiryDialog({
  request,
  catalog,
  onClose,
}: {
  request: InquiryRequest | null;
  catalog: CatalogOptions;
  onClose: () => void;
}) {
  const t = useTranslations('marketplace.inquiry');
  const locale = useLocale() as Locale;
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [services, setServices] = useState<string[]>([]);
  const [days, setDays] = useState<number>(7);
  const [description, setDescription] = useState('');
  const [consent, setConsent] = useState(false);
  const names = useMemo(() => {
    const map = new Map<string, string>();
    for (const category of catalog) for (const service of category.services) map.set(service.slug, service.name);
    return map;
  }, [catalog]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (request) {
      setServices(request.services.filter((slug) => names.has(slug)));
      if (!element.open) element.showModal();
    } else if (element.open) {
      element.close();
    }
  }, [request, names]);

  const companies = request?.companies ?? [];
  const total = companies.length + (request?.more ?? 0);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes it; Escape does so by keyboard
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialog.current) dialog.current?.close();
      }}
      className="m-auto w-[min(40rem,calc(100vw-1.5rem))] max-h-[calc(100dvh-1.5rem)] rounded-2xl bg-white p-0 shadow-xl backdrop:bg-slate-900/50"
    >
      {request ? (
        <form
          method="dialog"
          className="flex max-h-[calc(100dvh-1.5rem)] flex-col"
          onSubmit={(event) => event.preventDefault()}
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-4">
            <div>
              <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
                {t('title')}
              </h2>
              <p className="mt-1 text-sm text-slate-600">{t('lead', { count: total })}</p>
            </div>
            <button
              type="button"
              onClick={() => dialog.current?.close()}
              className="-mr-2 rounded-md p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
              aria-label={t('close')}
            >
              <svg viewBox="0 0 20 20" aria-hidden="true" className="h-5 w-5 fill-current">
                <path d="M5.3 4.2 10 8.9l4.7-4.7 1.1 1.1-4.7 4.7 4.7 4.7-1.1 1.1-4.7-4.7-4.7 4.7-1.1-1.1 4.7-4.7-4.7-4.7z" />
              </svg>
            </button>
          </div>

          <div className="space-y-5 overflow-y-auto px-6 py-5">
            <section aria-labelledby={`${id}-to`}>
              <h3 id={`${id}-to`} className="text-sm font-medium text-slate-800">
                {t('recipients')}
              </h3>
              <ul className="mt-2 flex flex-wrap gap-2">
                {companies.map((company) => (
                  <li key={company.id} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
                    {company.name}
                  </li>
                ))}
                {request.more > 0 ? (
                  <li className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-600">
                    {t('more', { count: request.more })}
                  </li>
                ) : null}
              </ul>
            </section>

            <fieldset>
              <legend className="text-sm font-medium text-slate-800">{t('services')}</legend>
              {services.length > 0 ? (
                <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('chosenServices')}>
                  {services.map((slug) => (
                    <li
                      key={slug}
                      className="flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900 ring-1 ring-brand-200 ring-inset"
                    >
                      {names.get(slug) ?? slug}
                      <button
                        type="button"
                        className="rounded-full px-1.5 text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-700"
                        aria-label={t('removeService', { name: names.get(slug) ?? slug })}
                        onClick={() => setServices(services.filter((item) => item !== slug))}
                      >
                        ×
                      </button>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-2 text-sm text-amber-800">{t('servicesRequired')}</p>
              )}
              <label htmlFor={`${id}-add`} className="sr-only">
                {t('addService')}
              </label>
              <Select
                id={`${id}-add`}
                className="mt-3"
                value=""
                onChange={(event) => {
                  const slug = event.target.value;
                  if (slug && !services.includes(slug)) setServices([...services, slug]);
                }}
              >
                <option value="">{t('addService')}</option>
                {catalog.map((category) => (
                  <optgroup key={category.slug} label={category.name}>
                    {category.services.map((service) => (
                      <option key={service.slug} value={service.slug} disabled={services.includes(service.slug)}>
                        {service.name}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </Select>
            </fieldset>

            <Field id={`${id}-days`} label={t('visibility')} hint={t('visibilityHint')}>
              <Select
                id={`${id}-days`}
                value={days}
                onChange={(event) => setDays(Number(event.target.value))}
                aria-describedby={`${id}-days-hint`}
              >
                {visibilityDays.map((value) => (
                  <option key={value} value={value}>
                    {t('days', { count: value })}
                  </option>
                ))}
              </Select>
            </Field>

            <Field
              id={`${id}-description`}
              label={t('description')}
              hint={t('counter', { count: description.length, max: descriptionMax })}
            >
              <Textarea
                id={`${id}-description`}
                rows={5}
                maxLength={descriptionMax}
                value={description}
                placeholder={t('descriptionPlaceholder')}
                aria-describedby={`${id}-description-hint`}
                onChange={(event) => setDescription(event.target.value)}
              />
            </Field>

            <label className="flex items-start gap-3 text-sm text-slate-700">
              <input
                type="checkbox"
                className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
                checked={consent}
                onChange={(event) => setConsent(event.target.checked)}
              />
              <span>
                {t.rich('consent', {
                  terms: (chunks) => (
                    <a
                      href={withLocale(locale, '/account-settings/statue')}
                      target="_blank"
                      rel="noopener"
                      className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
                    >
                      {chunks}
                    </a>
                  ),
                })}
              </span>
            </label>
          </div>

          <div className="flex flex-col gap-3 border-t border-slate-200 bg-slate-50 px-6 py-4 sm:flex-row sm:items-center sm:justify-between">
            <p id={`${id}-soon`} className="text-sm text-slate-700">
              {t('notYet')}
            </p>
            <div className="flex shrink-0 gap-2">
              <Button variant="secondary" onClick={() => dialog.current?.close()}>
                {t('close')}
              </Button>
              <Button type="submit" disabled aria-describedby={`${id}-soon`}>
                {t('send')}
              </Button>
            </div>
          </div>
        </form>
      ) : null}
    </dialog>
  );
}
