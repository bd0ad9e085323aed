import { type Locale, trustRules } from '@tendero/contracts';
import { getTranslations } from 'next-intl/server';
import { workingHoursRange } from './trust-format';

export type TrustTopic = 'response' | 'buyer';

/**
 * "How is this measured?": a small info button that opens the exact rule of the figures next to it, in a
 * popover (the browser's `popover`: opens on click, tap and keyboard, closes with Esc or a click outside,
 * needs no script and is never cut off by a scrolling table). Every place that shows trust figures uses
 * this one explanation. Only inline elements, so it may sit inside a sentence, a cell or a term.
 * A list of cards (search results, the inquiries a provider finds) renders the popover once with
 * `TrustExplanationPopover` and gives each card only the button (`shared`): the same rule twenty times
 * was a fifth of a results page's elements, all hydrated.
 */
export async function TrustExplanation({
  locale,
  id,
  topic,
  showLabel = false,
  shared = false,
}: {
  locale: Locale;
  /** Unique on the page (the popover's id); with `shared`, the id of the page's one popover. */
  id: string;
  topic: TrustTopic;
  /** Show "How is this measured?" next to the icon (panels); cards and cells show the icon only. */
  showLabel?: boolean;
  /** Only the button: the page renders the popover once (`TrustExplanationPopover`). */
  shared?: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'trust.explain' });
  const button = (
    <button
      type="button"
      popoverTarget={id}
      className="inline-flex shrink-0 cursor-help items-center gap-1 rounded-full align-middle text-slate-500 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <svg viewBox="0 0 20 20" aria-hidden="true" className="h-4 w-4 fill-current">
        <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm0 3.7a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4Zm1.3 9.6H8.7v-1.5h.6V10h-.6V8.5h2v4.8h.6v1.5Z" />
      </svg>
      <span className={showLabel ? 'text-sm underline underline-offset-2' : 'sr-only'}>{t('button')}</span>
    </button>
  );
  if (shared) return button;
  return (
    <>
      {button}
      <TrustExplanationPopover locale={locale} id={id} topic={topic} />
    </>
  );
}

/** The rule itself, in the popover the buttons with `popoverTarget={id}` open. */
export async function TrustExplanationPopover({
  locale,
  id,
  topic,
}: {
  locale: Locale;
  id: string;
  topic: TrustTopic;
}) {
  const t = await getTranslations({ locale, namespace: 'trust.explain' });
  const hours = workingHoursRange();
  const points =
    topic === 'response'
      ? [
          t('offers'),
          t('chats'),
          t('median', { days: trustRules.windowDays, ...hours }),
          t('minimum', { min: trustRules.minEvents }),
          t('faked'),
          t('honest'),
        ]
      : [
          t('buyerWindow', { days: trustRules.buyerWindowDays }),
          t('buyerFinished'),
          t('buyerUndecided'),
          t('buyerMinimum', { min: trustRules.minFinishedInquiries }),
          t('buyerHonest'),
        ];
  const title = topic === 'response' ? t('responseTitle') : t('buyerTitle');
  return (
    <span
      id={id}
      popover="auto"
      role="dialog"
      aria-labelledby={`${id}-title`}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl border-0 bg-white p-0 text-left font-normal text-slate-700 shadow-xl ring-1 ring-slate-200 backdrop:bg-slate-900/30"
    >
      <span className="flex items-start justify-between gap-4 px-5 pt-4">
        <span id={`${id}-title`} className="text-base font-semibold text-slate-900">
          {title}
        </span>
        <button
          type="button"
          popoverTarget={id}
          popoverTargetAction="hide"
          className="-mt-1 -mr-2 rounded-lg px-2 py-1 text-sm font-semibold text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <span aria-hidden="true">×</span>
          <span className="sr-only">{t('close')}</span>
        </button>
      </span>
      <span className="block space-y-2 px-5 pt-2 pb-5 text-sm leading-relaxed">
        {points.map((point) => (
          <span key={point} className="flex gap-2">
            <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-brand-600" />
            <span>{point}</span>
          </span>
        ))}
      </span>
    </span>
  );
}
