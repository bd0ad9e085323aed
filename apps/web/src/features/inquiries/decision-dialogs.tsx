'use client';
import type { Application, Locale } from '@tendero/contracts';
import { formatMoneyRange } from '@tendero/i18n';
import { ConfirmDialog } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';

import type { Decision } from './use-inquiry-actions';

/** The confirmations of accepting (the inquiry closes, the others are told) and declining an offer. */
export function DecisionDialogs({
  decision,
  others,
  onConfirm,
  onClose,
}: {
  decision: Decision | null;
  others: number;
  onConfirm: () => Promise<boolean>;
  onClose: () => void;
}) {
  const t = useTranslations('myInquiries');
  const locale = useLocale() as Locale;
  const price = (offer: Application) =>
    formatMoneyRange(offer.price.min, offer.price.max, offer.price.currency, locale);
  return (
    <>
      <ConfirmDialog
        open={decision?.kind === 'accept'}
        title={t('acceptDialog.title', { company: decision?.offer.company.name ?? '' })}
        confirmLabel={t('acceptDialog.confirm')}
        cancelLabel={t('dialog.cancel')}
        onConfirm={onConfirm}
        onClose={onClose}
      >
        {decision ? (
          <>
            <p className="font-medium text-slate-900">
              {t('acceptDialog.summary', {
                price: price(decision.offer) ?? '',
                days: t('offers.days', { count: decision.offer.timelineDays }),
              })}
            </p>
            <p>{t('acceptDialog.body', { count: others })}</p>
            <p>{t('acceptDialog.sharing', { company: decision.offer.company.name })}</p>
            <p>{t('acceptDialog.consents')}</p>
          </>
        ) : null}
      </ConfirmDialog>

      <ConfirmDialog
        open={decision?.kind === 'decline'}
        title={t('declineDialog.title', { company: decision?.offer.company.name ?? '' })}
        confirmLabel={t('declineDialog.confirm')}
        cancelLabel={t('dialog.cancel')}
        onConfirm={onConfirm}
        onClose={onClose}
      >
        <p>{t('declineDialog.body', { rep: decision?.offer.rep.name ?? '' })}</p>
      </ConfirmDialog>
    </>
  );
}
