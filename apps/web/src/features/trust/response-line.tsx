import type { Locale, ResponseMeasure, ResponseMeasureFigures } from '@tendero/contracts';
import { cx } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { TrustExplanation } from './trust-explanation';
import { formatDuration, formatShare } from './trust-format';

const clock = 'M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm.9 8.1 3.3 2-.9 1.5-4.2-2.5V5h1.8v4.6Z';

/**
 * How fast a company answers, in one short line (result cards: "Usually answers inquiries and chats within
 * 2 hrs · 90% within 24 h"), or in two lines (`stacked`, the compare table). The sentence names its figure
 * (`name`: inquiries and chats together, offers or chats), so it never reads as contradicting another. Below 5 events a muted "not enough data yet".
 * With `explanationId` the line carries the "How is this measured?" button; the compare table puts that
 * once on its row instead.
 */
export async function ResponseLine({
  locale,
  measure,
  name = 'all',
  explanationId,
  sharedExplanation = false,
  stacked = false,
  className,
}: {
  locale: Locale;
  measure: ResponseMeasureFigures;
  /** Which figure `measure` is: offers and chats together (search cards, compare), or one of them. */
  name?: ResponseMeasure;
  explanationId?: string;
  /** `explanationId` names the page's one popover (`TrustExplanationPopover`): only the button here. */
  sharedExplanation?: boolean;
  stacked?: boolean;
  className?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'trust.response' });
  const shown = measure.enough && measure.medianMinutes !== null;
  const explanation = explanationId ? (
    <TrustExplanation locale={locale} id={explanationId} topic="response" shared={sharedExplanation} />
  ) : null;

  if (!shown) {
    return (
      <p data-trust="response" className={cx('flex items-center gap-1.5 text-sm text-slate-500', className)}>
        {stacked ? t('notEnoughShort') : t('notEnough')}
        {explanation}
      </p>
    );
  }
  // A company that leaves most clients waiting does not "usually answer": say how many it answers in a day.
  const mostlyLate = measure.withinDayShare !== null && measure.withinDayShare < 0.5;
  const usually = mostlyLate
    ? t('fewWithinDay', { measure: name, share: formatShare(measure.withinDayShare ?? 0, locale) })
    : t('usually', { measure: name, duration: formatDuration(measure.medianMinutes ?? 0, locale) });
  const withinDay =
    measure.withinDayShare !== null && !mostlyLate
      ? t('withinDay', { share: formatShare(measure.withinDayShare, locale) })
      : null;

  if (stacked) {
    return (
      <div data-trust="response" className={cx('space-y-0.5', className)}>
        <p className="font-semibold text-slate-900">{usually}</p>
        {withinDay ? <p className="text-slate-600">{withinDay}</p> : null}
      </div>
    );
  }
  return (
    <p data-trust="response" className={cx('flex items-start gap-1.5 text-sm text-slate-700', className)}>
      <svg viewBox="0 0 20 20" aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 fill-brand-700">
        <path d={clock} />
      </svg>
      <span>
        <span className="font-medium text-slate-900">{usually}</span>
        {withinDay ? (
          <>
            <span aria-hidden="true" className="px-1.5 text-slate-400">
              ·
            </span>
            <span className="sr-only">, </span>
            <span className="whitespace-nowrap">{withinDay}</span>
          </>
        ) : null}{' '}
        {explanation}
      </span>
    </p>
  );
}
