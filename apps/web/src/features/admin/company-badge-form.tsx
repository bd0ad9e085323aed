'use client';

import { type AdminCompanyRow, companiesEndpoints } from '@tendero/contracts';
import { Button, cx } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { apiRequest, describeApiError } from '@/lib/api-client';
import { Form } from '@/lib/form';
import { toast } from '@/lib/toast';

type TitleId = AdminCompanyRow['titleId'];

/**
 * The company's badge (SPEC §3 "Company title"): no badge or one of the badges, each with its rule and
 * whether the company meets it now. A badge whose rule is not met cannot be chosen; the API refuses it too.
 */
export function CompanyBadgeForm({ row, onSaved }: { row: AdminCompanyRow; onSaved: (titleId: TitleId) => void }) {
  const t = useTranslations('admin.badges');
  const tc = useTranslations('companies.titles');
  const tAll = useTranslations();
  const locale = useLocale();
  const id = useId();
  const [choice, setChoice] = useState<TitleId>(row.titleId);
  const [saving, setSaving] = useState(false);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await apiRequest(companiesEndpoints.setTitle, {
        params: { companyId: row.id },
        body: { titleId: choice },
        locale,
      });
      toast.success(
        choice ? t('given', { badge: tc(`${choice}.name`), name: row.name }) : t('taken', { name: row.name }),
      );
      onSaved(choice);
    } catch (error) {
      toast.error(describeApiError(error, tAll('errors.network')));
    } finally {
      setSaving(false);
    }
  };

  const option = (value: TitleId, meetsRule = true) => {
    const disabled = value !== null && !meetsRule && row.titleId !== value;
    return (
      <li key={value ?? 'none'}>
        <label
          className={cx(
            'flex h-full gap-3 rounded-lg border bg-white p-3 text-sm',
            choice === value ? 'border-brand-600 ring-1 ring-brand-600' : 'border-slate-200',
            disabled ? 'cursor-not-allowed opacity-70' : 'cursor-pointer hover:border-slate-400',
          )}
        >
          <input
            type="radio"
            name={`${id}-title`}
            value={value ?? ''}
            checked={choice === value}
            disabled={disabled}
            onChange={() => setChoice(value)}
            className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
          />
          <span className="min-w-0">
            <span className="block font-semibold text-slate-900">{value ? tc(`${value}.name`) : t('none')}</span>
            <span className="mt-0.5 block text-slate-600">{value ? tc(`${value}.rule`) : t('noneHint')}</span>
            {value ? (
              <span
                className={cx('mt-1.5 block text-xs font-semibold', meetsRule ? 'text-brand-800' : 'text-amber-800')}
              >
                {meetsRule ? t('meets') : t('doesNotMeet')}
              </span>
            ) : null}
          </span>
        </label>
      </li>
    );
  };

  return (
    <Form onSubmit={save} aria-labelledby={`${id}-heading`} className="space-y-3">
      <h3 id={`${id}-heading`} className="text-base font-semibold text-slate-900">
        {t('title')}
      </h3>
      <fieldset>
        <legend className="sr-only">{t('title')}</legend>
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
          {option(null)}
          {row.badges.map((badge) =>
            // Verified here and now (the row's rules were read before): the Verified badge follows it.
            option(badge.id, badge.id === 'verified' ? row.verification.verified : badge.meetsRule),
          )}
        </ul>
      </fieldset>
      <Button type="submit" size="sm" disabled={saving || choice === row.titleId} aria-busy={saving || undefined}>
        {t('save')}
      </Button>
    </Form>
  );
}
