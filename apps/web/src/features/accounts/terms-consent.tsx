'use client';
import { localeOr } from '@tendero/contracts';
import { useLocale, useTranslations } from 'next-intl';
import { type FieldError, get } from 'react-hook-form';
import type { TextField } from '@/lib/form';
import { privacyLink, termsLink } from '@/lib/terms-link';

/**
 * The terms and privacy consent a new account gives (at sign-up and when an invitation is accepted): the
 * links go to the terms in the page's own language (SPEC §2 names /pl/statue), its error under it.
 */
export function TermsConsent({ form }: { form: Parameters<typeof TextField<{ consent: unknown }>>[0]['form'] }) {
  const t = useTranslations();
  const locale = localeOr(useLocale());
  const failed = get(form.formState.errors, 'consent') as FieldError | undefined;
  const error = failed ? (form.message(failed.message) ?? '') : null;
  return (
    <div>
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input type="checkbox" className="mt-0.5 h-4 w-4 accent-brand-700" {...form.register('consent')} />
        <span>{t.rich('accounts.login.consent', { link: termsLink(locale), privacy: privacyLink(locale) })}</span>
      </label>
      {error !== null ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
