import {
  type Locale,
  type ResponseFigures,
  type ResponseMeasureFigures,
  type responseMeasures,
  trustRules,
} from '@tendero/contracts';
import { formatDate, timeZoneLabel } from '@tendero/i18n';
import { Card } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { TrustExplanation } from './trust-explanation';
import { formatDuration, formatShare, workingHoursRange } from './trust-format';

type Separate = Exclude<(typeof responseMeasures)[number], 'all'>;
const separate: Separate[] = ['offers', 'chats'];

/**
 * The response figures of a company (its page) or of one of its people (the rep's page): offers and chats
 * apart, each with its median in clock time and in working hours, the share answered within 24 hours and
 * how many events it rests on; "not enough data yet" for a measure under 5 events. Says that Tendero
 * measures them and Premium cannot buy them, and explains the rule.
 */
export async function ResponseFiguresPanel({
  locale,
  figures,
  person,
  id,
}: {
  locale: Locale;
  figures: ResponseFigures;
  /** The person's name when the figures are one person's (a rep), else they are the company's. */
  person?: string;
  /** A page-unique prefix of the panel's ids. */
  id: string;
}) {
  const t = await getTranslations({ locale, namespace: 'trust.panel' });
  const hours = t('hours', workingHoursRange());
  const timeZone = timeZoneLabel(figures.timeZone, locale);

  const measure = (name: Separate, figure: ResponseMeasureFigures) => (
    <div key={name} data-measure={name} className="min-w-0 rounded-xl bg-slate-50 p-4">
      <h3 className="text-sm font-medium text-slate-800">{t(name)}</h3>
      {figure.enough && figure.medianMinutes !== null ? (
        <>
          <p className="mt-2 text-2xl font-semibold tracking-tight text-slate-900">
            {formatDuration(figure.medianMinutes, locale)}
          </p>
          <p className="text-xs text-slate-600">{t('median', { measure: name })}</p>
          <ul className="mt-3 space-y-1 text-sm text-slate-700">
            {figure.medianWorkingMinutes !== null ? (
              <li>
                {t.rich('working', {
                  duration: formatDuration(figure.medianWorkingMinutes, locale),
                  hours,
                  timeZone,
                  nowrap: (chunks) => <span className="whitespace-nowrap">{chunks}</span>,
                })}
              </li>
            ) : null}
            {figure.withinDayShare !== null ? (
              <li>{t('withinDay', { share: formatShare(figure.withinDayShare, locale) })}</li>
            ) : null}
          </ul>
          <p className="mt-3 text-xs text-slate-500">
            {t(name === 'offers' ? 'offersBasis' : 'chatsBasis', { count: figure.events })}
          </p>
        </>
      ) : (
        <>
          <p className="mt-2 font-medium text-slate-600">{t('notEnough')}</p>
          <p className="mt-1 text-xs leading-relaxed text-slate-500">
            {t('notEnoughLead', { count: figure.events, min: trustRules.minEvents })}
          </p>
        </>
      )}
    </div>
  );

  // A company's search card shows offers and chats together: said here too, so the figures add up.
  const all = figures.all;
  const together =
    person || !all.enough || all.medianMinutes === null
      ? null
      : all.withinDayShare !== null && all.withinDayShare < 0.5
        ? t('togetherFew', { share: formatShare(all.withinDayShare, locale) })
        : t('together', { duration: formatDuration(all.medianMinutes, locale) });

  return (
    <section aria-labelledby={`${id}-title`} data-trust="response-panel">
      <Card>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
          <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
            {person ? t('personTitle', { name: person }) : t('companyTitle')}
          </h2>
          <TrustExplanation locale={locale} id={`${id}-explain`} topic="response" showLabel />
        </div>
        <p className="mt-1 text-sm leading-relaxed text-slate-600">{t('lead')}</p>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">{separate.map((name) => measure(name, figures[name]))}</div>
        {together ? (
          <p data-figure="all" className="mt-3 text-sm text-slate-700">
            {together}
          </p>
        ) : null}
        {figures.computedAt ? (
          <p className="mt-3 text-xs text-slate-500">{t('updated', { date: formatDate(figures.computedAt) })}</p>
        ) : null}
      </Card>
    </section>
  );
}
