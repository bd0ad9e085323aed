'use client';

import { type Locale, withLocale } from '@tendero/contracts';
import { Button, buttonClass, cx } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';

/** Where a signed-out visitor comes back to after signing in or registering: the form, with their draft. */
export function draftReturnPath(locale: Locale): string {
  return withLocale(locale, '/orders/my?draft=1');
}

/** After a signed-out visitor presses send: what they wrote is kept, and signing in or registering sends it. */
export function SignInPrompt({ onBack }: { onBack: () => void }) {
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
