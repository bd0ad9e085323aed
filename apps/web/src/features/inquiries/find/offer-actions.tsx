'use client';

import type { Application } from '@tendero/contracts';
import { formatDate } from '@tendero/i18n';
import { Button, buttonClass, cx } from '@tendero/ui';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { lazyComponent } from '@/lib/lazy-component';
import NextLink from '@/lib/link';
import { useEverTrue } from '@/lib/use-ever-true';
import type { OfferTarget } from './offer-dialog';
import { applicationStateTone, formatOfferPrice } from './offer-format';

/** The offer form (its schema, form library and API client) loads when a rep first reaches for it. */
const loadOfferDialog = () => import('./offer-dialog');
const OfferDialog = lazyComponent(() => loadOfferDialog().then((module) => module.OfferDialog));
/** The client's confidentiality terms (with the API client) load when a rep or manager first opens them. */
const loadTermsDialog = () => import('./nda-terms-dialog');
const NdaTermsDialog = lazyComponent(() => loadTermsDialog().then((module) => module.NdaTermsDialog));

type Offers = {
  /** Offers sent or edited on this page, by inquiry id (newer than what the server rendered). */
  sent: Record<string, Application>;
  open: (target: OfferTarget) => void;
};
const OffersContext = createContext<Offers | null>(null);

/**
 * The client side of /orders/find for a sales rep: one offer dialog for the whole page, and the offers
 * sent from it, so an inquiry listed twice (asked of the company, and in the full list) shows the same.
 */
export function OffersProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [sent, setSent] = useState<Record<string, Application>>({});
  const [target, setTarget] = useState<OfferTarget | null>(null);
  const saved = useCallback(
    (application: Application) => {
      setSent((current) => ({ ...current, [application.inquiryId]: application }));
      // The number of offers on the cards comes from the server.
      router.refresh();
    },
    [router],
  );
  const used = useEverTrue(target !== null);
  const value = useMemo(() => ({ sent, open: setTarget }), [sent]);
  return (
    <OffersContext.Provider value={value}>
      {children}
      {used ? <OfferDialog target={target} onClose={() => setTarget(null)} onSaved={saved} /> : null}
    </OffersContext.Provider>
  );
}

/**
 * A sales rep's action on one inquiry: "Send an offer", or once sent, the offer with its state and an edit
 * action while the client has not decided on it.
 */
export function OfferActions({ inquiry, initial }: { inquiry: OfferTarget['inquiry']; initial: Application | null }) {
  const t = useTranslations('findInquiries.card');
  const tStates = useTranslations('inquiries.applicationStates');
  const locale = useLocale();
  const offers = useContext(OffersContext);
  const application = offers?.sent[inquiry.id] ?? initial;
  const summary = inquiry.services.join(', ');

  if (!application) {
    const ask = t('draftAsk', { services: summary, id: inquiry.id });
    return (
      <div className="flex flex-wrap items-center justify-end gap-2">
        <NextLink href={`/${locale}/chat/ai?ask=${encodeURIComponent(ask)}`} className={buttonClass('secondary', 'sm')}>
          {t('draftWithAssistant')}
          <span className="sr-only">: {summary}</span>
        </NextLink>
        <Button
          size="sm"
          aria-haspopup="dialog"
          onPointerEnter={() => void loadOfferDialog()}
          onFocus={() => void loadOfferDialog()}
          onClick={() => offers?.open({ inquiry, application: null })}
        >
          {t('send')}
          <span className="sr-only">: {summary}</span>
        </Button>
      </div>
    );
  }
  const pending = application.state === 'pending';
  return (
    <div className="flex flex-wrap items-center justify-end gap-x-3 gap-y-2">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
        <span className="font-semibold text-slate-900">{t('yourOffer')}</span>
        <span>{formatOfferPrice(application, locale)}</span>
        <span>{t('sentOn', { date: formatDate(application.createdAt) })}</span>
        <span
          className={cx(
            'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
            applicationStateTone[application.state],
          )}
        >
          {tStates(application.state)}
        </span>
      </p>
      {pending ? (
        <Button
          size="sm"
          variant="secondary"
          aria-haspopup="dialog"
          onPointerEnter={() => void loadOfferDialog()}
          onFocus={() => void loadOfferDialog()}
          onClick={() => offers?.open({ inquiry, application })}
        >
          {t('edit')}
          <span className="sr-only">: {summary}</span>
        </Button>
      ) : (
        <span className="text-xs text-slate-600">{t('decided')}</span>
      )}
    </div>
  );
}

/**
 * "Accept the terms to read the details" on a private inquiry's locked card (the card says what is locked):
 * shows the client's confidentiality terms and records the acceptance. Beside the offer actions, and the
 * dialog loaded on first use, because /orders/find's first-load JavaScript has a budget.
 */
export function NdaAccess({ inquiryId, terms }: { inquiryId: string; terms: string }) {
  const t = useTranslations('privateInquiries.provider');
  const [open, setOpen] = useState(false);
  const used = useEverTrue(open);
  return (
    <>
      <Button
        size="sm"
        className="mt-3"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadTermsDialog()}
        onFocus={() => void loadTermsDialog()}
        onClick={() => setOpen(true)}
      >
        {t('open')}
      </Button>
      {used ? <NdaTermsDialog inquiryId={inquiryId} terms={terms} open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
