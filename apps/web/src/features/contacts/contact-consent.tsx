'use client';

import { type Contact, contactsEndpoints, type Locale } from '@tendero/contracts';
import { formatDate } from '@tendero/i18n';
import { Button } from '@tendero/ui';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { apiRequest, describeApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { ContactsSection } from './contacts-section';

/**
 * The contact's marketing consent (read by the newsletter): recorded by the owner only with a ticked
 * confirmation that the person agreed; the date is shown; withdrawn with one click.
 */
export function ContactConsent({ ownerId, contact }: { ownerId: string; contact: Contact }) {
  const t = useTranslations('contacts.consent');
  const tAll = useTranslations();
  const locale = useLocale() as Locale;
  const router = useRouter();
  const [agreed, setAgreed] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const [busy, setBusy] = useState(false);

  const save = async (marketingConsent: boolean) => {
    setBusy(true);
    try {
      await apiRequest(contactsEndpoints.update, {
        params: { userId: ownerId, contactId: contact.id },
        body: marketingConsent ? { marketingConsent, consentConfirmed: confirmed } : { marketingConsent },
        locale,
      });
      toast.success(marketingConsent ? t('recorded') : t('withdrawn'));
      setAgreed(false);
      setConfirmed(false);
      router.refresh();
    } catch (error) {
      toast.error(describeApiError(error, tAll('errors.network')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ContactsSection id="contact-consent-title" title={t('title')} testId="contact-consent">
      {contact.marketingConsentAt ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-slate-800">{t('given', { date: formatDate(contact.marketingConsentAt) })}</p>
          <Button variant="secondary" size="sm" disabled={busy} onClick={() => save(false)}>
            {t('withdraw')}
          </Button>
        </div>
      ) : (
        <div className="space-y-2">
          <p className="text-sm text-slate-600">{t('none')}</p>
          <label className="flex items-start gap-2 text-sm text-slate-800">
            <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
            {t('record')}
          </label>
          {agreed ? (
            <label className="flex items-start gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                required
                checked={confirmed}
                onChange={(event) => setConfirmed(event.target.checked)}
              />
              {t('confirm')}
            </label>
          ) : null}
          <Button size="sm" disabled={busy || !agreed || !confirmed} onClick={() => save(true)}>
            {t('save')}
          </Button>
        </div>
      )}
    </ContactsSection>
  );
}
