import { type BuyerRecord, type Locale, trustRules, withLocale } from '@tendero/contracts';
import { buttonClass, Card, cx } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { TrustExplanation } from './trust-explanation';
import { countOf, formatDays, formatShare } from './trust-format';

const person = 'M10 10a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8c0-3.3 3.1-6 7-6s7 2.7 7 6v.5H3V18Z';

/** The counts a record's shares stand for (the API sends shares of the finished inquiries). */
function countsOf(record: BuyerRecord) {
  return {
    accepted: countOf(record.acceptedShare, record.finished),
    undecided: countOf(record.undecidedShare, record.finished),
    closed: countOf(record.closedShare, record.finished),
  };
}

/**
 * A client's record as a buyer in one line, for providers reading an inquiry on /orders/find: "Buyer's
 * record: 3 of 5 finished inquiries ended with an accepted offer · decides in 4 days (median) · 1 ran out
 * undecided". The API sends it only once it rests on enough finished inquiries.
 */
export async function BuyerRecordLine({
  locale,
  record,
  explanationId,
  sharedExplanation = false,
  className,
}: {
  locale: Locale;
  record: BuyerRecord;
  explanationId: string;
  /** `explanationId` names the page's one popover (`TrustExplanationPopover`): only the button here. */
  sharedExplanation?: boolean;
  className?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'trust.buyer' });
  const counts = countsOf(record);
  const parts = [
    t('accepted', { accepted: counts.accepted, finished: record.finished }),
    ...(record.medianDecisionDays !== null
      ? [t('decides', { duration: formatDays(record.medianDecisionDays, locale) })]
      : []),
    ...(counts.undecided > 0 ? [t('undecided', { count: counts.undecided })] : []),
    ...(counts.closed > 0 ? [t('closed', { count: counts.closed })] : []),
  ];
  return (
    <p
      data-trust="buyer"
      className={cx('flex items-start gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700', className)}
    >
      <svg viewBox="0 0 20 20" aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 fill-slate-400">
        <path d={person} />
      </svg>
      <span>
        <span className="font-medium text-slate-900">{t('compact')}</span>{' '}
        {parts.map((part, index) => (
          <span key={part}>
            {index > 0 ? <span className="px-1 text-slate-400">·</span> : null}
            {part}
          </span>
        ))}{' '}
        <TrustExplanation locale={locale} id={explanationId} topic="buyer" shared={sharedExplanation} />
      </span>
    </p>
  );
}

/**
 * The full record: on a client's public profile (`others`: providers see it once it rests on 3 finished
 * inquiries), on the client's own public page (`ownPublic`: always, saying when providers will see it) and
 * on their own profile page (`own`: also how to keep it good, with the way to their inquiries).
 */
export async function BuyerRecordPanel({
  locale,
  record,
  variant,
}: {
  locale: Locale;
  record: BuyerRecord;
  variant: 'others' | 'ownPublic' | 'own';
}) {
  const t = await getTranslations({ locale, namespace: 'trust.buyer' });
  const own = variant !== 'others';
  const counts = countsOf(record);
  const share = (count: number, value: number | null) =>
    value === null ? String(count) : t('countShare', { count, share: formatShare(value, locale) });
  const rows = [
    { key: 'published', label: t('published'), value: String(record.published) },
    { key: 'finished', label: t('finished'), value: String(record.finished) },
    { key: 'accepted', label: t('acceptedRow'), value: share(counts.accepted, record.acceptedShare) },
    { key: 'undecided', label: t('undecidedRow'), value: share(counts.undecided, record.undecidedShare) },
    { key: 'closed', label: t('closedRow'), value: share(counts.closed, record.closedShare) },
    {
      key: 'decision',
      label: t('decisionRow'),
      value: record.medianDecisionDays !== null ? formatDays(record.medianDecisionDays, locale) : t('none'),
    },
  ];

  return (
    <section aria-labelledby="buyer-record-title" data-trust="buyer-panel">
      <Card>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
          <h2 id="buyer-record-title" className="text-lg font-semibold text-slate-900">
            {own ? t('ownTitle') : t('title')}
          </h2>
          <TrustExplanation locale={locale} id="buyer-record-explain" topic="buyer" showLabel />
        </div>
        <p className="mt-1 text-sm leading-relaxed text-slate-600">{own ? t('ownLead') : t('lead')}</p>
        {own && !record.enough ? (
          <p role="note" className="mt-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-200">
            {variant === 'own'
              ? t('notShownYet', { finished: record.finished, min: trustRules.minFinishedInquiries })
              : t('notShownOwnPublic', { min: trustRules.minFinishedInquiries })}
          </p>
        ) : null}
        <dl className="mt-4 grid gap-x-6 gap-y-3 rounded-xl bg-slate-50 p-4 text-sm sm:grid-cols-2">
          {rows.map((row) => (
            <div key={row.key} className="min-w-0">
              <dt className="text-slate-600">{row.label}</dt>
              <dd className="font-medium text-slate-900">{row.value}</dd>
            </div>
          ))}
        </dl>
        {variant === 'own' ? (
          <div className="mt-5 border-t border-slate-100 pt-5">
            <h3 className="text-sm font-medium text-slate-800">{t('improveTitle')}</h3>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm leading-relaxed text-slate-700">
              <li>{t('improveDecide')}</li>
              <li>{t('improveClose')}</li>
            </ul>
            <a href={withLocale(locale, '/orders/my')} className={buttonClass('secondary', 'sm', 'mt-4')}>
              {t('myInquiries')}
            </a>
          </div>
        ) : null}
      </Card>
    </section>
  );
}
