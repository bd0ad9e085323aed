'use client';
import {
  type MailingLink,
  type NotificationKind,
  notificationsEndpoints,
  type UnsubscribeScope,
  withLocale,
} from '@tendero/contracts';

import { Button } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ApiError, apiRequest, describeApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

type State = 'ready' | 'sending' | 'doneCompany' | 'doneKind' | 'doneAll' | 'invalid';

/**
 * The unsubscribe link's page. A newsletter's link names its company (`link.company`): the reader stops
 * only that company's newsletters or all Tendero e-mails. A link without one (notification e-mails, and
 * newsletters sent before links named their company) means all e-mails, one button, as it always said.
 * Then 'Unsubscribed' (SPEC §8) and a plain statement of what stops. `link` is null when the API refused
 * the link (an altered or incomplete signature): the page says so instead. A notification e-mail's link
 * names its kind (issue 40): one button stops that kind's e-mail, then the page leads to the settings.
 */
export function UnsubscribePanel({
  email,
  userId,
  sig,
  companyId,
  kind,
  signedIn,
  link,
}: {
  email: string;
  userId: string;
  sig: string;
  companyId: string | null;
  kind: NotificationKind | null;
  signedIn: boolean;
  link: MailingLink | null;
}) {
  const t = useTranslations('notifications.unsubscribe');
  const tKinds = useTranslations('notificationSettings');
  const tErrors = useTranslations('errors');
  const locale = useLocale();
  const company = link?.company ?? null;
  const [state, setState] = useState<State>(() => {
    if (!link) return 'invalid';
    if (link.unsubscribed.all) return 'doneAll';
    if (link.kind && link.unsubscribed.kind) return 'doneKind';
    return company && link.unsubscribed.company ? 'doneCompany' : 'ready';
  });
  const stop = async (scope: UnsubscribeScope) => {
    setState('sending');
    try {
      await apiRequest(notificationsEndpoints.unsubscribe, {
        params: { userId },
        body: { email, sig, ...(companyId ? { company: companyId } : {}), ...(kind ? { kind } : {}), scope },
        locale,
      });
      setState(scope === 'company' ? 'doneCompany' : scope === 'kind' ? 'doneKind' : 'doneAll');
    } catch (error) {
      if (error instanceof ApiError && error.code === 'FORBIDDEN') {
        setState('invalid');
        return;
      }
      setState(scope === 'all' && company && link?.unsubscribed.company ? 'doneCompany' : 'ready');
      toast.error(describeApiError(error, tErrors('network')));
    }
  };
  if (state === 'invalid') {
    return (
      <div role="alert" className="space-y-2">
        <p className="font-semibold text-slate-900">{t('invalidTitle')}</p>
        <p className="text-slate-700">{t('invalidBody')}</p>
      </div>
    );
  }
  if (state === 'doneAll') {
    return (
      <div role="status" className="space-y-2">
        <p className="font-semibold text-slate-900">{t('doneTitle')}</p>
        <p className="text-slate-700">{t('doneBody', { email })}</p>
      </div>
    );
  }
  if (state === 'doneCompany' && company) {
    return (
      <div className="space-y-4">
        <div role="status" className="space-y-2">
          <p className="font-semibold text-slate-900">{t('doneTitle')}</p>
          <p className="text-slate-700">{t('doneCompanyBody', { email, company: company.name })}</p>
        </div>
        <p className="text-sm text-slate-600">{t('allHint')}</p>
        <Button type="button" variant="secondary" className="w-full" onClick={() => stop('all')}>
          {t('allEmails')}
        </Button>
      </div>
    );
  }
  const kindName = link?.kind ? tKinds(`kinds.${link.kind}.name`) : '';
  const pageLocale = locale === 'pl' ? 'pl' : 'en';
  // A visitor not signed in signs in first and comes back to the settings (the login page's `next`).
  const settingsPath = withLocale(pageLocale, '/account-settings/notifications');
  if (state === 'doneKind' && link?.kind) {
    return (
      <div className="space-y-4">
        <div role="status" className="space-y-2">
          <p className="font-semibold text-slate-900">{t('doneTitle')}</p>
          <p className="text-slate-700" data-testid="unsubscribed-kind">
            {tKinds('unsubscribe.doneKind', { kind: kindName, email })}
          </p>
        </div>
        {signedIn ? null : <p className="text-sm text-slate-600">{tKinds('unsubscribe.signInForSettings')}</p>}
        <a
          href={
            signedIn ? settingsPath : `${withLocale(pageLocale, '/login')}?next=${encodeURIComponent(settingsPath)}`
          }
          className="inline-block font-medium text-brand-700 underline hover:text-brand-800"
        >
          {signedIn ? tKinds('unsubscribe.openSettings') : tKinds('unsubscribe.signInToSettings')}
        </a>
      </div>
    );
  }
  const sending = state === 'sending';
  if (link?.kind && !company) {
    return (
      <div className="space-y-4">
        <p className="text-slate-700">{tKinds('unsubscribe.kindBody', { kind: kindName, email })}</p>
        <Button type="button" className="w-full" disabled={sending} onClick={() => stop('kind')}>
          {tKinds('unsubscribe.stopKind', { kind: kindName })}
        </Button>
        <Button type="button" variant="secondary" className="w-full" disabled={sending} onClick={() => stop('all')}>
          {t('allEmails')}
        </Button>
        <p className="text-sm text-slate-600">{t('stillSent')}</p>
      </div>
    );
  }
  if (company) {
    return (
      <div className="space-y-4">
        <p className="text-slate-700">{t('companyBody', { email, company: company.name })}</p>
        <Button type="button" className="w-full" disabled={sending} onClick={() => stop('company')}>
          {t('onlyCompany', { company: company.name })}
        </Button>
        <Button type="button" variant="secondary" className="w-full" disabled={sending} onClick={() => stop('all')}>
          {t('allEmails')}
        </Button>
        <p className="text-sm text-slate-600">{t('allHint')}</p>
        <p className="text-sm text-slate-600">{t('stillSent')}</p>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-slate-700">{t('body', { email })}</p>
      <p className="text-sm text-slate-600">{t('stillSent')}</p>
      <Button type="button" className="w-full" disabled={sending} onClick={() => stop('all')}>
        {t('confirm')}
      </Button>
    </div>
  );
}
