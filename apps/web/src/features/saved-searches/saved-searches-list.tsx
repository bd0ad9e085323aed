'use client';

import {
  type SavedSearch,
  type SavedSearchFrequency,
  savedSearchesEndpoints,
  savedSearchFrequencies,
  withLocale,
} from '@tendero/contracts';
import { Button, buttonClass, ConfirmDialog, Select } from '@tendero/ui';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { apiRequest, describeApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export type SavedSearchItem = SavedSearch & { summary: string[]; path: string };

/**
 * "My saved searches": each with its name, its filters in the reader's language, how many new companies
 * it found since it was last opened, its alerts (changed at once) and delete; "Open" marks it seen and
 * shows its results.
 */
export function SavedSearchesList({ initial }: { initial: SavedSearchItem[] }) {
  const t = useTranslations('savedSearches');
  const locale = useLocale();
  const format = useFormatter();
  const [items, setItems] = useState(initial);
  const [deleting, setDeleting] = useState<SavedSearchItem | null>(null);

  const changeFrequency = async (item: SavedSearchItem, frequency: SavedSearchFrequency) => {
    try {
      const saved = await apiRequest(savedSearchesEndpoints.update, {
        params: { savedSearchId: item.id },
        body: { frequency },
        locale,
      });
      setItems((all) => all.map((one) => (one.id === item.id ? { ...one, frequency: saved.frequency } : one)));
      toast.success(t('page.frequencySaved'));
    } catch (error) {
      toast.error(describeApiError(error, t('page.failed')));
    }
  };
  const open = async (item: SavedSearchItem) => {
    try {
      await apiRequest(savedSearchesEndpoints.open, { params: { savedSearchId: item.id }, locale });
    } finally {
      window.location.assign(withLocale(locale, item.path));
    }
  };
  const remove = async (item: SavedSearchItem): Promise<boolean> => {
    try {
      await apiRequest(savedSearchesEndpoints.remove, { params: { savedSearchId: item.id }, locale });
      setItems((all) => all.filter((one) => one.id !== item.id));
      toast.success(t('page.deleted'));
      return true;
    } catch (error) {
      toast.error(describeApiError(error, t('page.failed')));
      return false;
    }
  };

  if (items.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 p-8 text-center">
        <p className="font-semibold text-slate-900">{t('page.empty')}</p>
        <p className="mt-1 text-sm text-slate-600">{t('page.emptyHint')}</p>
        <a href={withLocale(locale, '/marketplace')} className={buttonClass('primary', 'md', 'mt-4')}>
          {t('page.findContractors')}
        </a>
      </div>
    );
  }
  return (
    <>
      <ul className="space-y-3" aria-label={t('page.title')}>
        {items.map((item) => (
          <li
            key={item.id}
            data-testid="saved-search"
            className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
          >
            <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0">
                <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold break-words text-slate-900">
                  {item.name}
                  {item.newMatches > 0 ? (
                    <span className="rounded-full bg-teal-100 px-2 py-0.5 text-xs font-semibold text-teal-900">
                      {t('page.newMatches', { count: item.newMatches })}
                    </span>
                  ) : (
                    <span className="text-xs font-normal text-slate-500">{t('page.noNew')}</span>
                  )}
                </h2>
                <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t('save.title')}>
                  {item.summary.map((part) => (
                    <li key={part} className="rounded-md bg-slate-100 px-2 py-0.5 text-sm text-slate-700">
                      {part}
                    </li>
                  ))}
                </ul>
                <p className="mt-2 text-xs text-slate-500">
                  {t('page.savedOn', { date: format.dateTime(new Date(item.createdAt), { dateStyle: 'medium' }) })}
                </p>
              </div>
              <Button className="shrink-0" onClick={() => open(item)}>
                {t('page.open')}
              </Button>
            </div>
            <div className="mt-3 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-3">
              <div className="flex items-center gap-2 text-sm text-slate-700">
                <label htmlFor={`frequency-${item.id}`}>
                  <span className="sr-only">{t('page.frequencyLabel', { name: item.name })}</span>
                  <span aria-hidden="true">{t('save.frequencyLabel')}</span>
                </label>
                <Select
                  id={`frequency-${item.id}`}
                  className="w-auto"
                  value={item.frequency}
                  onChange={(event) => changeFrequency(item, event.target.value as SavedSearchFrequency)}
                >
                  {savedSearchFrequencies.map((frequency) => (
                    <option key={frequency} value={frequency}>
                      {t(`frequency.${frequency}`)}
                    </option>
                  ))}
                </Select>
              </div>
              <Button variant="ghost" size="sm" className="text-red-700" onClick={() => setDeleting(item)}>
                {t('page.delete')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        title={t('page.deleteTitle')}
        confirmLabel={t('page.delete')}
        cancelLabel={t('save.cancel')}
        tone="danger"
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve(true))}
        onClose={() => setDeleting(null)}
      >
        <p>{t('page.deleteBody', { name: deleting?.name ?? '' })}</p>
      </ConfirmDialog>
    </>
  );
}
