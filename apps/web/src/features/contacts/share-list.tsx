'use client';

import { type ContactShare, contactsEndpoints, type Locale } from '@tendero/contracts';
import { formatDate } from '@tendero/i18n';
import { Button, ConfirmDialog } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiAction } from '@/lib/api-action';
import { apiRequest } from '@/lib/api-client';
import { ContactsSection } from './contacts-section';

/** A client's per-company shares of their details (since when, why), each withdrawn after a confirmation. */
export function ShareList({ clientId, shares }: { clientId: string; shares: ContactShare[] }) {
  const t = useTranslations('contacts.shares');
  const locale = useLocale() as Locale;
  const act = useApiAction();
  const [withdrawing, setWithdrawing] = useState<ContactShare | null>(null);

  const withdraw = async () =>
    !withdrawing ||
    act(
      () =>
        apiRequest(contactsEndpoints.withdrawShare, {
          params: { userId: clientId, companyId: withdrawing.companyId },
          locale,
        }),
      t('withdrawn'),
    );

  return (
    <ContactsSection id="contact-shares-title" title={t('title')} testId="contact-shares">
      <p className="text-sm text-slate-600">{t('lead')}</p>
      {shares.length === 0 ? <p className="text-sm text-slate-700">{t('none')}</p> : null}
      <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {shares.map((share) => (
          <li key={share.companyId} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
            <div>
              <p className="font-semibold text-slate-900">{share.companyName}</p>
              <p className="text-sm text-slate-600">
                {t('since', { date: formatDate(share.sharedAt), purpose: t(`purposes.${share.purpose}`) })}
              </p>
            </div>
            <Button variant="secondary" size="sm" onClick={() => setWithdrawing(share)}>
              {t('withdraw')}
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={withdrawing !== null}
        title={t('withdrawTitle', { company: withdrawing?.companyName ?? '' })}
        confirmLabel={t('withdraw')}
        cancelLabel={t('cancel')}
        tone="danger"
        onConfirm={withdraw}
        onClose={() => setWithdrawing(null)}
      >
        <p>{t('withdrawBody')}</p>
      </ConfirmDialog>
    </ContactsSection>
  );
}
