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

/**
 * A rep or manager of a company that is not verified (yet, or any more): only verified companies read
 * inquiries in full and send offers (SPEC §1). Says how verification works and what they can do.
 */
export async function UnverifiedNote({ locale, role }: { locale: Locale; role: 'MANAGER' | 'SALES_REP' }) {
  const t = await getTranslations({ locale, namespace: 'findInquiries.unverified' });
  const manager = role === 'MANAGER';
  return (
    <section
      aria-labelledby="unverified-note-title"
      role="status"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950 sm:p-6"
    >
      <h2 id="unverified-note-title" className="text-lg font-semibold">
        {t('title')}
      </h2>
      <p className="mt-2 max-w-3xl text-sm">{t('body')}</p>
      <ol className="mt-3 grid gap-1 text-sm sm:grid-cols-2">
        {(['competencies', 'teamSize', 'portfolio', 'serviceQuality'] as const).map((key) => (
          <li key={key} className="flex items-start gap-2">
            <span aria-hidden="true" className="mt-1.5 h-1.5 w-1.5 shrink-0 rounded-full bg-amber-700" />
            {t(`criteria.${key}`)}
          </li>
        ))}
      </ol>
      <p className="mt-3 max-w-3xl text-sm">{manager ? t('nextManager') : t('nextRep')}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        {manager ? (
          <a href={withLocale(locale, '/manager/profile')} className={buttonClass('primary', 'sm')}>
            {t('profileAction')}
          </a>
        ) : (
          <a href={withLocale(locale, '/sales/profile')} className={buttonClass('primary', 'sm')}>
            {t('repAction')}
          </a>
        )}
        <a href={withLocale(locale, '/orders/my')} className={buttonClass('secondary', 'sm')}>
          {t('ownNeeds')}
        </a>
      </div>
    </section>
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
