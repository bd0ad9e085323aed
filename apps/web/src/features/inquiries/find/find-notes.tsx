import { type Locale, withLocale } from '@tendero/contracts';
import { buttonClass, cx } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

/** A note beside the list: a title, a line of text and the links that act on it. */
export function NoteAside({
  id,
  tone,
  title,
  body,
  children,
}: {
  id: string;
  tone: 'brand' | 'plain';
  title: string;
  body: string;
  children: ReactNode;
}) {
  const brand = tone === 'brand';
  return (
    <aside
      aria-labelledby={id}
      className={cx(
        'flex flex-col gap-4 rounded-2xl border p-5 sm:flex-row sm:items-center sm:justify-between',
        brand ? 'border-brand-200 bg-brand-50' : 'border-slate-200 bg-white shadow-sm',
      )}
    >
      <div>
        <h2 id={id} className={cx('font-semibold', brand ? 'text-brand-900' : 'text-slate-900')}>
          {title}
        </h2>
        <p className={cx('mt-1 max-w-2xl text-sm', brand ? 'text-brand-900' : 'text-slate-700')}>{body}</p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">{children}</div>
    </aside>
  );
}

/** Managers read every inquiry but send no offers: their sales representatives do (SPEC §1). */
export async function ManagerNote({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'findInquiries.manager' });
  return (
    <NoteAside id="manager-note-title" tone="brand" title={t('title')} body={t('body')}>
      <a href={withLocale(locale, '/manager/leads')} className={buttonClass('primary', 'sm')}>
        {t('leads')}
      </a>
      <a href={withLocale(locale, '/manager/team')} className={buttonClass('secondary', 'sm')}>
        {t('team')}
      </a>
    </NoteAside>
  );
}

/** Managers and reps publish inquiries for their company's own needs too (SPEC §6), on /orders/my. */
export async function OwnNeedsNote({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'findInquiries.ownNeeds' });
  return (
    <NoteAside id="own-needs-title" tone="plain" title={t('title')} body={t('body')}>
      <a href={withLocale(locale, '/orders/my')} className={buttonClass('secondary', 'sm')}>
        {t('action')}
      </a>
    </NoteAside>
  );
}
