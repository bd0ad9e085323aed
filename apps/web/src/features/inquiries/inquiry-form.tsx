'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import {
  currencies,
  type Inquiry,
  inquiryCreateSchema,
  inquiryDescriptionMax,
  inquiryUpdateSchema,
  type Locale,
  visibilityDays,
  withLocale,
} from '@tendero/contracts';
import { Button, buttonClass, cx, Field, Input, Select, Textarea } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { type ReactNode, type Ref, useId, useMemo, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { apiRequest } from '../../lib/api-client';
import { useFieldMessage } from '../../lib/field-message';
import { reportApiError } from '../../lib/form-errors';
import { countryName } from '../marketplace/catalog-lookup';
import {
  clearInquiryDraft,
  emptyTargets,
  type InquiryFormValues,
  type InquiryTargets,
  saveInquiryDraft,
} from './inquiry-draft';
import { serviceNames } from './inquiry-format';
import { useInquiryScope } from './inquiry-scope-provider';

/** Where a signed-out visitor comes back to after signing in or registering: the form, with their draft. */
export function draftReturnPath(locale: Locale): string {
  return withLocale(locale, '/orders/my?draft=1');
}

/** The services of an inquiry: chosen ones as removable chips, more added from the catalogue by category. */
function ServicesField({
  id,
  value,
  onChange,
  error,
  selectRef,
}: {
  id: string;
  value: string[];
  onChange: (services: string[]) => void;
  error?: string;
  /** Lets the form focus the picker when no service is chosen. */
  selectRef?: Ref<HTMLSelectElement>;
}) {
  const t = useTranslations('myInquiries.form');
  const tf = useTranslations('inquiries.fields');
  const { catalog } = useInquiryScope();
  const names = useMemo(() => serviceNames(catalog), [catalog]);
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">{tf('services')}</legend>
      {value.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('chosenServices')}>
          {value.map((slug) => (
            <li
              key={slug}
              className="flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900 ring-1 ring-brand-200 ring-inset"
            >
              {names.get(slug) ?? slug}
              <button
                type="button"
                className="rounded-full px-1.5 text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-700"
                aria-label={t('removeService', { name: names.get(slug) ?? slug })}
                onClick={() => onChange(value.filter((item) => item !== slug))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-slate-600">{t('servicesHint')}</p>
      )}
      <label htmlFor={`${id}-add`} className="sr-only">
        {t('addService')}
      </label>
      <Select
        ref={selectRef}
        id={`${id}-add`}
        className="mt-2"
        value=""
        invalid={!!error}
        onChange={(event) => {
          const slug = event.target.value;
          if (slug && !value.includes(slug)) onChange([...value, slug]);
        }}
      >
        <option value="">{t('addService')}</option>
        {catalog.map((category) => (
          <optgroup key={category.slug} label={category.name}>
            {category.services.map((service) => (
              <option key={service.slug} value={service.slug} disabled={value.includes(service.slug)}>
                {service.name}
              </option>
            ))}
          </optgroup>
        ))}
      </Select>
      {error ? (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** After a signed-out visitor presses send: what they wrote is kept, and signing in or registering sends it. */
function SignInPrompt({ onBack }: { onBack: () => void }) {
  const t = useTranslations('myInquiries.signIn');
  const locale = useLocale() as Locale;
  const next = encodeURIComponent(draftReturnPath(locale));
  return (
    <div role="status" className="space-y-3">
      <div>
        <p className="font-semibold text-slate-900">{t('title')}</p>
        <p className="mt-1 text-sm text-slate-700">{t('body')}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <a href={withLocale(locale, `/login?next=${next}`)} className={buttonClass('primary', 'md')}>
          {t('signIn')}
        </a>
        <a href={withLocale(locale, `/login?tab=register&next=${next}`)} className={buttonClass('secondary', 'md')}>
          {t('register')}
        </a>
        <Button variant="ghost" onClick={onBack}>
          {t('back')}
        </Button>
      </div>
    </div>
  );
}

/** Only clients post inquiries: a provider or an administrator is told so instead of getting a form. */
/** Administrators publish no inquiries (SPEC §6: every other user does). */
export function NoInquiriesNotice({ className }: { className?: string }) {
  const t = useTranslations('myInquiries.form');
  const ti = useTranslations('inquiries.errors');
  return (
    <div role="note" className={cx('rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950', className)}>
      <p className="font-semibold">{ti('notForAdmins')}</p>
      <p className="mt-1 text-sm">{t('notForAdminsBody')}</p>
    </div>
  );
}

/**
 * The one inquiry form (SPEC §2 "choose services, visibility duration, description, marketing consent,
 * send"), validated by the same contract as the API: in the marketplace dialog, as "New inquiry" and to edit
 * an open inquiry on /orders/my. A client, manager or sales rep sends it; a signed-out visitor keeps it as a
 * draft and is asked to sign in; administrators are told they publish none.
 */
export function InquiryForm({
  mode,
  initial,
  targets = emptyTargets,
  inquiryId,
  layout = 'page',
  intro,
  onSaved,
  onCancel,
  cancelLabel,
}: {
  mode: 'create' | 'edit';
  initial: InquiryFormValues;
  /** Companies asked directly, or the search of "ask all companies found" (create only). */
  targets?: InquiryTargets;
  /** The inquiry edited (edit only). */
  inquiryId?: string;
  /** `dialog`: the fields scroll and the buttons stay at the bottom of the dialog. */
  layout?: 'page' | 'dialog';
  /** Shown above the fields (who the inquiry is asked of). */
  intro?: ReactNode;
  onSaved: (inquiry: Inquiry) => void;
  onCancel?: () => void;
  cancelLabel?: string;
}) {
  const t = useTranslations('myInquiries.form');
  const tf = useTranslations('inquiries.fields');
  const ti = useTranslations('inquiries');
  const tAll = useTranslations();
  const message = useFieldMessage();
  const locale = useLocale() as Locale;
  const id = useId();
  const { viewer, places } = useInquiryScope();
  const [askSignIn, setAskSignIn] = useState(false);
  const schema = mode === 'create' ? inquiryCreateSchema : inquiryUpdateSchema;
  const {
    register,
    control,
    handleSubmit,
    setError,
    getValues,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<InquiryFormValues>({
    resolver: zodResolver(schema) as unknown as Resolver<InquiryFormValues>,
    defaultValues: initial,
  });
  const description = watch('description') ?? '';
  const placeGroups = useMemo(() => {
    const groups: { country: string; name: string; places: typeof places }[] = [];
    for (const place of places) {
      const group = groups.find((item) => item.country === place.country);
      if (group) group.places.push(place);
      else groups.push({ country: place.country, name: countryName(place.country, locale), places: [place] });
    }
    return groups;
  }, [places, locale]);

  if (viewer === 'ADMIN') return <NoInquiriesNotice className={layout === 'dialog' ? 'm-6' : ''} />;

  const keepDraft = () => {
    if (viewer === null && mode === 'create') saveInquiryDraft(getValues(), targets);
  };

  const onSubmit = handleSubmit(
    async (values) => {
      if (viewer === null) {
        keepDraft();
        setAskSignIn(true);
        return;
      }
      try {
        const saved =
          mode === 'create'
            ? await apiRequest<Inquiry>('/api/orders', {
                method: 'POST',
                locale,
                body: {
                  ...values,
                  companyIds: targets.companies.map((company) => company.id),
                  ...(targets.askAllFound ? { askAllFound: targets.askAllFound } : {}),
                },
              })
            : await apiRequest<Inquiry>(`/api/orders/${encodeURIComponent(inquiryId ?? '')}`, {
                method: 'PUT',
                locale,
                body: values,
              });
        if (mode === 'create') clearInquiryDraft();
        toast.success(mode === 'create' ? ti('toasts.added') : ti('toasts.updated'));
        onSaved(saved);
      } catch (error) {
        reportApiError(error, { values: getValues(), setError, networkMessage: tAll('errors.network') });
      }
    },
    () => keepDraft(),
  );

  const dialog = layout === 'dialog';
  const fieldId = (name: string) => `${id}-${name}`;
  const budgetError = message(errors.budgetMin?.message ?? errors.budgetMax?.message);

  return (
    <form noValidate onSubmit={onSubmit} className={cx(dialog && 'flex min-h-0 flex-1 flex-col')}>
      <div className={cx('space-y-5', dialog && 'min-h-0 overflow-y-auto px-6 py-5')}>
        {intro}
        <Controller
          control={control}
          name="services"
          render={({ field }) => (
            <ServicesField
              id={fieldId('services')}
              value={field.value}
              onChange={field.onChange}
              selectRef={field.ref}
              error={message(errors.services?.message ?? errors.services?.[0]?.message)}
            />
          )}
        />

        <Field
          id={fieldId('description')}
          label={tf('description')}
          hint={
            <span className="flex justify-between gap-3">
              <span>{t('descriptionHint')}</span>
              <span className="shrink-0 tabular-nums">
                {tf('descriptionCounter', { count: description.length, max: inquiryDescriptionMax })}
              </span>
            </span>
          }
          error={message(errors.description?.message)}
        >
          <Textarea
            id={fieldId('description')}
            rows={dialog ? 5 : 6}
            maxLength={inquiryDescriptionMax}
            placeholder={t('descriptionPlaceholder')}
            invalid={!!errors.description}
            aria-describedby={errors.description ? `${fieldId('description')}-error` : `${fieldId('description')}-hint`}
            {...register('description')}
          />
        </Field>

        <div className={cx('grid gap-5', mode === 'create' && 'sm:grid-cols-2')}>
          {mode === 'create' ? (
            <Field
              id={fieldId('days')}
              label={tf('visibilityDays')}
              hint={t('visibilityHint')}
              error={message(errors.visibilityDays?.message)}
            >
              <Select
                id={fieldId('days')}
                aria-describedby={`${fieldId('days')}-hint`}
                {...register('visibilityDays', { valueAsNumber: true })}
              >
                {visibilityDays.map((days) => (
                  <option key={days} value={days}>
                    {tf('visibilityOption', { days })}
                  </option>
                ))}
              </Select>
            </Field>
          ) : null}
          <Field id={fieldId('city')} label={tf('city')} hint={t('cityHint')} error={message(errors.city?.message)}>
            <Select
              id={fieldId('city')}
              invalid={!!errors.city}
              aria-describedby={`${fieldId('city')}-hint`}
              {...register('city')}
            >
              <option value="">{t('anyCity')}</option>
              {placeGroups.map((group) => (
                <optgroup key={group.country} label={group.name}>
                  {group.places.map((place) => (
                    <option key={place.slug} value={place.slug}>
                      {place.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </Select>
          </Field>
        </div>

        <fieldset aria-describedby={budgetError ? `${fieldId('budget')}-error` : `${fieldId('budget')}-hint`}>
          <legend className="text-sm font-medium text-slate-800">{tf('budget')}</legend>
          <div className="mt-1.5 grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_6.5rem] gap-3">
            <div className="space-y-1">
              <label htmlFor={fieldId('budgetMin')} className="block text-xs text-slate-600">
                {tf('budgetMin')}
              </label>
              <Input
                id={fieldId('budgetMin')}
                inputMode="numeric"
                autoComplete="off"
                maxLength={9}
                invalid={!!errors.budgetMin}
                {...register('budgetMin')}
              />
            </div>
            <div className="space-y-1">
              <label htmlFor={fieldId('budgetMax')} className="block text-xs text-slate-600">
                {tf('budgetMax')}
              </label>
              <Input
                id={fieldId('budgetMax')}
                inputMode="numeric"
                autoComplete="off"
                maxLength={9}
                invalid={!!errors.budgetMax}
                {...register('budgetMax')}
              />
            </div>
            <div className="space-y-1">
              <label htmlFor={fieldId('currency')} className="block text-xs text-slate-600">
                {tf('currency')}
              </label>
              <Select id={fieldId('currency')} {...register('currency')}>
                {currencies.map((currency) => (
                  <option key={currency} value={currency}>
                    {currency}
                  </option>
                ))}
              </Select>
            </div>
          </div>
          {budgetError ? (
            <p id={`${fieldId('budget')}-error`} role="alert" className="mt-1.5 text-sm text-red-700">
              {budgetError}
            </p>
          ) : (
            <p id={`${fieldId('budget')}-hint`} className="mt-1.5 text-xs text-slate-600">
              {t('budgetHint')}
            </p>
          )}
        </fieldset>

        <label className="flex items-start gap-3 text-sm text-slate-700">
          <input
            type="checkbox"
            className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
            {...register('marketingConsent')}
          />
          <span>
            {t.rich('consent', {
              consent: tf('marketingConsent'),
              link: tf('marketingConsentLink'),
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

      <div
        className={cx(
          dialog ? 'border-t border-slate-200 bg-slate-50 px-6 py-4' : 'mt-6 border-t border-slate-200 pt-5',
        )}
      >
        {askSignIn ? (
          <SignInPrompt onBack={() => setAskSignIn(false)} />
        ) : (
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
            {viewer === null && mode === 'create' ? (
              <p className="text-sm text-slate-600 sm:mr-auto">{t('visitorNote')}</p>
            ) : null}
            {onCancel ? (
              <Button variant="secondary" onClick={onCancel}>
                {cancelLabel ?? t('cancel')}
              </Button>
            ) : null}
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t('sending') : mode === 'create' ? t('send') : t('save')}
            </Button>
          </div>
        )}
      </div>
    </form>
  );
}
