import { type CompanyVerification, type Locale, verificationCriteria, withLocale } from '@tendero/contracts';
import { formatDate } from '@tendero/i18n';
import { buttonClass, cx } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import NextLink from '@/lib/link';

/** What the positioning tab knows about the viewer's company. */
export type CompanyStanding =
  | { kind: 'manager'; verification: CompanyVerification | null }
  | { kind: 'rep'; verifiedAt: string | null; known: boolean };

/**
 * How the marketplace ranks companies, in plain words, for every signed-in role: who is listed
 * (verified only, four criteria), then the order (relevance, verified quality signals, labelled Premium).
 */
export async function RankingExplanation({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'settings.positioning' });
  const steps = ['relevance', 'quality', 'premium'] as const;
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
        <p className="mt-2 text-slate-700">{t('lead')}</p>
      </div>
      <section aria-labelledby="positioning-listed">
        <h2 id="positioning-listed" className="text-lg font-semibold text-slate-900">
          {t('listedTitle')}
        </h2>
        <p className="mt-1 text-slate-700">{t('listedText')}</p>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {verificationCriteria.map((criterion) => (
            <li key={criterion} className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
              <span className="font-semibold text-slate-900">{t(`criteria.${criterion}.name`)}</span>
              {': '}
              {t(`criteria.${criterion}.text`)}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="positioning-order">
        <h2 id="positioning-order" className="text-lg font-semibold text-slate-900">
          {t('orderTitle')}
        </h2>
        <ol className="mt-3 space-y-4">
          {steps.map((step, index) => (
            <li key={step} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-800 ring-1 ring-brand-200"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{t(`${step}.title`)}</h3>
                <p className="mt-0.5 text-slate-700">{t(`${step}.text`)}</p>
              </div>
            </li>
          ))}
        </ol>
        <p className="mt-4 text-sm text-slate-600">{t('sortNote')}</p>
      </section>
    </div>
  );
}

/**
 * The viewer's own company: a manager sees the verification state and, criterion by criterion, what is
 * missing and how to prepare; a sales rep sees whether the company is listed.
 */
export async function CompanyStandingCard({ locale, standing }: { locale: Locale; standing: CompanyStanding }) {
  const t = await getTranslations({ locale, namespace: 'settings.positioning.state' });
  const criteriaNames = await getTranslations({ locale, namespace: 'settings.positioning.criteria' });
  const frame = 'mt-8 rounded-xl border p-4 sm:p-5';

  if (standing.kind === 'rep') {
    if (!standing.known) return null;
    return (
      <section
        aria-labelledby="verification-state"
        className={cx(
          frame,
          standing.verifiedAt ? 'border-brand-200 bg-brand-50/40' : 'border-amber-200 bg-amber-50/40',
        )}
      >
        <h2 id="verification-state" className="text-lg font-semibold text-slate-900">
          {t('title')}
        </h2>
        <p className="mt-1 text-sm text-slate-800">
          {standing.verifiedAt ? t('repVerified', { date: formatDate(standing.verifiedAt) }) : t('repNotVerified')}
        </p>
      </section>
    );
  }

  const { verification } = standing;
  if (!verification) {
    return (
      <section aria-labelledby="verification-state" className={cx(frame, 'border-slate-200')}>
        <h2 id="verification-state" className="text-lg font-semibold text-slate-900">
          {t('title')}
        </h2>
        <p role="alert" className="mt-1 text-sm text-slate-700">
          {t('unavailable')}
        </p>
      </section>
    );
  }

  if (verification.verified && verification.verifiedAt) {
    return (
      <section aria-labelledby="verification-state" className={cx(frame, 'border-brand-200 bg-brand-50/40')}>
        <h2 id="verification-state" className="text-lg font-semibold text-slate-900">
          {t('title')}
        </h2>
        <p className="mt-1 font-medium text-brand-800">
          {t('verified', { date: formatDate(verification.verifiedAt) })}
        </p>
        <ul className="mt-4 flex flex-wrap gap-2">
          {verificationCriteria.map((criterion) => (
            <li
              key={criterion}
              className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-sm text-slate-800 ring-1 ring-brand-200"
            >
              <span aria-hidden="true" className="text-brand-700">
                ✓
              </span>
              {criteriaNames(`${criterion}.name`)}
            </li>
          ))}
        </ul>
      </section>
    );
  }

  const checks = new Map(verification.checks.map((check) => [check.criterion, check]));
  const missing = verificationCriteria.filter((criterion) => verification.missing.includes(criterion));
  const passed = verificationCriteria.filter((criterion) => !verification.missing.includes(criterion));
  return (
    <section aria-labelledby="verification-state" className={cx(frame, 'border-amber-200 bg-amber-50/40')}>
      <h2 id="verification-state" className="text-lg font-semibold text-slate-900">
        {t('title')}
      </h2>
      <p className="mt-1 font-medium text-amber-900">{t('notVerified')}</p>
      <h3 className="mt-5 text-sm font-semibold tracking-wide text-slate-700 uppercase">{t('missingTitle')}</h3>
      <ul className="mt-2 space-y-3">
        {missing.map((criterion) => {
          const check = checks.get(criterion);
          return (
            <li
              key={criterion}
              data-criterion={criterion}
              className="rounded-lg bg-white px-4 py-3 ring-1 ring-slate-200"
            >
              <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                <span className="font-semibold text-slate-900">{criteriaNames(`${criterion}.name`)}</span>
                <span
                  className={cx(
                    'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
                    check ? 'bg-red-50 text-red-800 ring-red-200' : 'bg-amber-50 text-amber-800 ring-amber-200',
                  )}
                >
                  {check ? t('failed') : t('notChecked')}
                </span>
              </div>
              <p className="mt-1 text-sm text-slate-700">{t(`prepare.${criterion}`)}</p>
              {check ? (
                <p className="mt-2 text-sm break-words text-slate-600">
                  {t('adminNote', { date: formatDate(check.checkedAt), note: check.note })}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {passed.length > 0 ? (
        <p className="mt-3 text-sm text-slate-700">
          <span aria-hidden="true" className="text-brand-700">
            ✓{' '}
          </span>
          {t('passedSoFar', { criteria: passed.map((criterion) => criteriaNames(`${criterion}.name`)).join(', ') })}
        </p>
      ) : null}
      <p className="mt-4 text-sm text-slate-700">{t('queue')}</p>
      <NextLink href={withLocale(locale, '/manager/profile')} className={buttonClass('primary', 'md', 'mt-5')}>
        {t('editProfile')}
      </NextLink>
    </section>
  );
}
