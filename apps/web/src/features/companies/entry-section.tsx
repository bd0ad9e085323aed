'use client';

import {
  type Consent,
  type Course,
  companyEntryEndpoints,
  consentInLanguage,
  currencies,
  type Entry,
  type EntryKind,
  entrySchemas,
  type Locale,
  locales,
  type Promo,
} from '@tendero/contracts';
import { formatMoney } from '@tendero/i18n';
import { Button, Card, Field, Input, Select, Textarea } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { z } from 'zod';
import { ImageUploader } from '@/features/files';
import { apiRequest, describeApiError } from '@/lib/api-client';
import { useContractForm } from '@/lib/contract-form';
import { Form } from '@/lib/form';
import { toast } from '@/lib/toast';
import { type EntryField, entryFields, entryHeadline } from './entry-fields';

type Values = Record<string, unknown>;

/** A new entry's values; a text's language starts as the page's (a manager writes in the language they read). */
function emptyValues(kind: EntryKind, locale: string): Values {
  return Object.fromEntries(
    entryFields[kind].map((field) => [
      field.name,
      field.type === 'currency' ? currencies[0] : field.type === 'language' ? locale : '',
    ]),
  );
}

function valuesOf(kind: EntryKind, entry: Entry): Values {
  const record = entry as unknown as Values;
  return Object.fromEntries(entryFields[kind].map((field) => [field.name, String(record[field.name] ?? '')]));
}

/** Polish users type decimal commas and spaces in amounts ("1 200,50"); the contract wants a number. */
const toAmount = (value: unknown) => (typeof value === 'string' ? value.replace(/\s/g, '').replace(',', '.') : value);

/**
 * One section of the company profile (offers, promos, courses, FAQ, steps, consents, portfolio): list,
 * add, edit, delete, and re-order where order matters. The same zod contract validates here and on the
 * server; the server's field errors land on the fields.
 */
export function EntrySection({
  kind,
  companyId,
  initial,
  reorderable = false,
}: {
  kind: EntryKind;
  companyId: string;
  initial: Entry[];
  reorderable?: boolean;
}) {
  const t = useTranslations('companies');
  const tAll = useTranslations();
  const locale = useLocale();
  const [entries, setEntries] = useState(initial);
  const [editing, setEditing] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const rows = companyEntryEndpoints[kind];
  const savedText = kind === 'step' ? t('toasts.stepsUpdated') : t('toasts.saved');
  const formId = `${kind}-form`;
  const {
    register,
    submit,
    message,
    reset,
    formState: { errors, isSubmitting },
  } = useContractForm(entrySchemas[kind] as unknown as z.ZodType<Values, Values>, {
    defaultValues: emptyValues(kind, locale),
    onSubmit: async (values) => {
      if (editing) {
        const updated = (await apiRequest(rows.update, {
          params: { companyId, entryId: editing },
          body: values as never,
          locale,
        })) as Entry;
        setEntries((list) => list.map((entry) => (entry.id === editing ? updated : entry)));
      } else {
        const created = (await apiRequest(rows.add, { params: { companyId }, body: values as never, locale })) as Entry;
        setEntries((list) => [...list, created]);
      }
      toast.success(savedText);
      close();
    },
  });

  const close = () => {
    setEditing(null);
    setFormOpen(false);
    reset(emptyValues(kind, locale));
  };
  const open = (entry: Entry | null) => {
    setEditing(entry?.id ?? null);
    reset(entry ? valuesOf(kind, entry) : emptyValues(kind, locale));
    setFormOpen(true);
    requestAnimationFrame(() => {
      const form = document.getElementById(formId);
      form?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      form?.querySelector<HTMLElement>('input, textarea, select')?.focus({ preventScroll: true });
    });
  };

  const remove = async (entry: Entry) => {
    try {
      await apiRequest(rows.remove, { params: { companyId, entryId: entry.id }, locale });
      setEntries((list) => list.filter((item) => item.id !== entry.id));
      setConfirming(null);
      if (editing === entry.id) close();
      toast.success(kind === 'step' ? t('toasts.stepsUpdated') : t('toasts.deleted'));
    } catch (error) {
      toast.error(describeApiError(error, tAll('errors.network')));
    }
  };

  const move = async (index: number, by: -1 | 1) => {
    const order = entries.map((entry) => entry.id);
    const [moved] = order.splice(index, 1);
    order.splice(index + by, 0, moved as string);
    try {
      const sorted = (await apiRequest(rows.reorder, {
        params: { companyId },
        body: { ids: order },
        locale,
      })) as Entry[];
      setEntries(sorted);
      toast.success(savedText);
    } catch (error) {
      toast.error(describeApiError(error, tAll('errors.network')));
    }
  };

  const control = (field: EntryField) => {
    const id = `${kind}-${field.name}`;
    const error = errors[field.name]?.message as string | undefined;
    const common = { id, invalid: !!error, 'aria-describedby': error ? `${id}-error` : undefined };
    const input =
      field.type === 'textarea' ? (
        <Textarea rows={3} {...common} {...register(field.name)} />
      ) : field.type === 'currency' ? (
        <Select {...common} {...register(field.name)}>
          {currencies.map((currency) => (
            <option key={currency} value={currency}>
              {currency}
            </option>
          ))}
        </Select>
      ) : field.type === 'language' ? (
        <Select {...common} {...register(field.name)}>
          <option value="">–</option>
          {locales.map((language) => (
            <option key={language} value={language}>
              {t(`languageOptions.${language}`)}
            </option>
          ))}
        </Select>
      ) : field.type === 'money' ? (
        <Input inputMode="decimal" {...common} {...register(field.name, { setValueAs: toAmount })} />
      ) : (
        <Input type={field.type === 'url' ? 'url' : 'text'} {...common} {...register(field.name)} />
      );
    return (
      <div key={field.name} className={field.wide ? 'sm:col-span-2' : undefined}>
        <Field id={id} label={t(`fields.${field.name}`)} error={message(error)}>
          {input}
        </Field>
      </div>
    );
  };

  return (
    <Card className="space-y-5" role="region" aria-labelledby={`${kind}-section-title`}>
      <div>
        <h2 id={`${kind}-section-title`} className="text-lg font-semibold text-slate-900">
          {t(`sections.${kind}.title`)}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t(`sections.${kind}.lead`)}</p>
      </div>

      {entries.length === 0 ? (
        <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-600">{t(`sections.${kind}.empty`)}</p>
      ) : (
        <ol className="divide-y divide-slate-200 rounded-lg border border-slate-200">
          {entries.map((entry, index) => (
            <li key={entry.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start">
              {reorderable ? (
                <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-800">
                  {index + 1}
                </span>
              ) : null}
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words text-slate-900">
                  {kind === 'consent'
                    ? consentInLanguage(entry as Consent, locale as Locale).text
                    : entryHeadline(kind, entry)}
                </p>
                <EntryPrice kind={kind} entry={entry} locale={locale} />
                {kind === 'consent' ? (
                  <ConsentDetails consent={entry as Consent} locale={locale as Locale} />
                ) : (
                  <EntryDetails kind={kind} entry={entry} />
                )}
                {kind === 'portfolio' ? (
                  <div className="mt-3">
                    <ImageUploader
                      upload={{ row: 'portfolioImage', params: { companyId, entryId: entry.id } }}
                      initialUrl={(entry as { image: string | null }).image}
                      name={entryHeadline(kind, entry)}
                      shape="landscape"
                      title={t('fields.image')}
                    />
                  </div>
                ) : null}
              </div>
              <div className="flex shrink-0 flex-wrap items-center gap-2">
                {reorderable ? (
                  <>
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={index === 0}
                      aria-label={t('actions.moveUp', { name: entryHeadline(kind, entry) })}
                      onClick={() => move(index, -1)}
                    >
                      ↑
                    </Button>
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={index === entries.length - 1}
                      aria-label={t('actions.moveDown', { name: entryHeadline(kind, entry) })}
                      onClick={() => move(index, 1)}
                    >
                      ↓
                    </Button>
                  </>
                ) : null}
                <Button variant="secondary" size="sm" onClick={() => open(entry)}>
                  {t('actions.edit')}
                </Button>
                {confirming === entry.id ? (
                  <>
                    <Button variant="danger" size="sm" onClick={() => remove(entry)}>
                      {t('actions.confirmDelete')}
                    </Button>
                    <Button variant="ghost" size="sm" onClick={() => setConfirming(null)}>
                      {t('actions.cancel')}
                    </Button>
                  </>
                ) : (
                  <Button variant="ghost" size="sm" onClick={() => setConfirming(entry.id)}>
                    {t('actions.delete')}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}

      {formOpen ? (
        <Form id={formId} onSubmit={submit} className="space-y-4 rounded-lg bg-slate-50 p-4">
          <h3 className="text-sm font-semibold text-slate-900">
            {editing ? t(`sections.${kind}.editTitle`) : t(`sections.${kind}.add`)}
          </h3>
          <div className="grid gap-4 sm:grid-cols-2">{entryFields[kind].map(control)}</div>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={isSubmitting}>
              {editing ? t('actions.saveChanges') : t(`sections.${kind}.add`)}
            </Button>
            <Button variant="ghost" onClick={close}>
              {t('actions.cancel')}
            </Button>
          </div>
        </Form>
      ) : (
        <Button variant="secondary" onClick={() => open(null)}>
          + {t(`sections.${kind}.add`)}
        </Button>
      )}
    </Card>
  );
}

/**
 * A consent under its headline (the reader's language when written): the version in the other language, or
 * that there is none, so the manager knows what clients reading the other language get.
 */
function ConsentDetails({ consent, locale }: { consent: Consent; locale: Locale }) {
  const t = useTranslations('companies');
  const shown = consentInLanguage(consent, locale);
  const other = locales.find((language) => language !== locale) as Locale;
  const otherText = consentInLanguage(consent, other);
  if (shown.language === locale && otherText.language === other && otherText.text !== shown.text) {
    return (
      <p lang={other} className="mt-1 text-sm break-words whitespace-pre-line text-slate-700">
        <span className="font-medium text-slate-800">{t(`languageOptions.${other}`)}: </span>
        {otherText.text}
      </p>
    );
  }
  return (
    <p className="mt-1 text-sm text-amber-800">
      {consent.language ? t('consentOnlyIn', { language: consent.language }) : t('consentLanguageUnknown')}
    </p>
  );
}

function EntryDetails({ kind, entry }: { kind: EntryKind; entry: Entry }) {
  const t = useTranslations('companies');
  const record = entry as unknown as Record<string, string>;
  const lines = entryFields[kind]
    .filter((field) => field.type === 'textarea' && field.name !== entryFields[kind][0]?.name && record[field.name])
    .map((field) => ({ label: t(`fields.${field.name}`), text: record[field.name] as string }));
  const link = kind === 'portfolio' ? record.link : '';
  if (lines.length === 0 && !link) return null;
  return (
    <div className="mt-1 space-y-1 text-sm text-slate-700">
      {lines.map((line) => (
        <p key={line.label} className="break-words whitespace-pre-line">
          {lines.length > 1 ? <span className="font-medium text-slate-800">{line.label}: </span> : null}
          {line.text}
        </p>
      ))}
      {link ? (
        <a
          href={link}
          rel="noopener nofollow"
          target="_blank"
          className="break-all text-brand-700 hover:text-brand-900"
        >
          {link}
        </a>
      ) : null}
    </div>
  );
}

/** A promo's old price struck through before the new one; a course's price. */
function EntryPrice({ kind, entry, locale }: { kind: EntryKind; entry: Entry; locale: string }) {
  if (kind === 'promo') {
    const promo = entry as Promo;
    return (
      <p className="mt-0.5 text-sm">
        <s className="text-slate-500">{formatMoney(promo.priceBefore, promo.currency, locale)}</s>{' '}
        <span className="font-semibold text-brand-800">{formatMoney(promo.priceAfter, promo.currency, locale)}</span>
      </p>
    );
  }
  if (kind === 'course') {
    const course = entry as Course;
    return (
      <p className="mt-0.5 text-sm font-semibold text-brand-800">
        {formatMoney(course.price, course.currency, locale)}
      </p>
    );
  }
  return null;
}
