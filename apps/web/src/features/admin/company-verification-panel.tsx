'use client';
import {
  type AdminCompanyRow,
  type CompanyProfile,
  type CompanyVerification,
  companiesEndpoints,
  type Locale,
  withLocale,
} from '@tendero/contracts';
import { formatDate, formatDateTime } from '@tendero/i18n';
import { cx } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { teamSizeWords } from '@/features/companies';
import { AdminTaxIdentityPanel } from '@/features/tax-identity';
import { apiRequest } from '@/lib/api-client';
import NextLink from '@/lib/link';
import { toast } from '@/lib/toast';
import { CompanyBadgeForm } from './company-badge-form';
import { CriterionCheckForm } from './criterion-check-form';
import { criterionStates, stateTone } from './verification-progress';
import { WithdrawVerificationForm } from './withdraw-verification-form';

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; profile: CompanyProfile };

/**
 * One company opened on `/admin/profiles`: its state, links to its public pages, what its profile says,
 * and the four criteria, each with its latest check and a form to record a new one; a verified company
 * can have its verification withdrawn (with a note).
 */
export function CompanyVerificationPanel({
  row,
  onChange,
  onTitle,
}: {
  row: AdminCompanyRow;
  onChange: (verification: CompanyVerification) => void;
  onTitle: (titleId: AdminCompanyRow['titleId']) => void;
}) {
  const t = useTranslations('admin.verification');
  const locale = useLocale() as Locale;
  const verification = row.verification;
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    apiRequest(companiesEndpoints.company, { params: { companyId: row.id }, locale })
      .then((profile) => live && setLoaded({ status: 'ready', profile }))
      .catch(() => live && setLoaded({ status: 'failed' }));
    return () => {
      live = false;
    };
  }, [row.id, locale]);

  const applied = (next: CompanyVerification, message: string) => {
    if (!verification.verified && next.verified) toast.success(t('nowVerified', { name: row.name }));
    else if (verification.verified && !next.verified) toast.warning(t('nowUnlisted', { name: row.name }));
    else toast.success(message);
    onChange(next);
  };

  const profile = loaded.status === 'ready' ? loaded.profile : null;
  const link = 'font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900';

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <p
          className={cx('text-sm font-semibold', verification.verified ? 'text-brand-800' : 'text-amber-800')}
          data-testid="verification-state"
        >
          {verification.verified && verification.verifiedAt
            ? t('verifiedSince', { date: formatDate(verification.verifiedAt) })
            : t('notListed')}
        </p>
        <p className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
          <NextLink href={withLocale(locale, `/marketplace/company/${row.id}`)} className={link}>
            {t('links.publicPage')}
          </NextLink>
          {profile?.contactRepId ? (
            <NextLink href={withLocale(locale, `/sales/profile/${profile.contactRepId}`)} className={link}>
              {t('links.repProfile')}
            </NextLink>
          ) : null}
        </p>
      </div>

      <ProfileFacts loaded={loaded} />

      <AdminTaxIdentityPanel companyId={row.id} />

      <div>
        <h3 className="text-base font-semibold text-slate-900">{t('criteriaTitle')}</h3>
        <ul className="mt-3 grid gap-4 lg:grid-cols-2">
          {criterionStates(verification).map(({ criterion, check, state }) => {
            const name = t(`criteria.${criterion}.name`);
            return (
              <li
                key={criterion}
                data-criterion={criterion}
                className="flex flex-col rounded-xl border border-slate-200 bg-white p-4"
              >
                <div className="flex items-start justify-between gap-3">
                  <h4 className="font-semibold text-slate-900">{name}</h4>
                  <span
                    data-testid="criterion-state"
                    className={cx(
                      'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
                      stateTone[state],
                    )}
                  >
                    {t(`status.${state}`)}
                  </span>
                </div>
                <p className="mt-1 text-sm text-slate-600">{t(`criteria.${criterion}.check`)}</p>
                {check ? (
                  <div className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm">
                    <p className="text-slate-600">
                      {t('checkedBy', { name: check.checkedBy, date: formatDateTime(check.checkedAt) })}
                    </p>
                    <p className="mt-1 break-words whitespace-pre-line text-slate-900">{check.note}</p>
                  </div>
                ) : null}
                <CriterionCheckForm
                  companyId={row.id}
                  criterion={criterion}
                  current={check?.passed ?? null}
                  onSaved={(next) => applied(next, t('saved', { criterion: name }))}
                />
              </li>
            );
          })}
        </ul>
      </div>

      <CompanyBadgeForm key={`${row.titleId}-${verification.verified}`} row={row} onSaved={onTitle} />

      {verification.verified ? (
        <WithdrawVerificationForm
          companyId={row.id}
          onWithdrawn={(next) => {
            toast.success(t('withdraw.done', { name: row.name }));
            onChange(next);
          }}
        />
      ) : null}
    </div>
  );
}

function ProfileFacts({ loaded }: { loaded: Loaded }) {
  const t = useTranslations('admin.verification.facts');
  const locale = useLocale();
  if (loaded.status !== 'ready') {
    return (
      <p className="text-sm text-slate-600" role={loaded.status === 'failed' ? 'alert' : 'status'}>
        {loaded.status === 'failed' ? t('failed') : t('loading')}
      </p>
    );
  }
  const { profile } = loaded;
  const rating = profile.rating;
  const facts = [
    { key: 'teamSize', value: profile.teamSize ? t('teamSizeValue', teamSizeWords(profile.teamSize)) : null },
    { key: 'services', value: profile.services.length > 0 ? String(profile.services.length) : null },
    { key: 'portfolio', value: String(profile.portfolio.length) },
    {
      key: 'reviews',
      value: `${t('reviewsValue', {
        count: rating.count,
        average:
          rating.average?.toLocaleString(locale === 'pl' ? 'pl-PL' : 'en-GB', { maximumFractionDigits: 1 }) ?? '–',
      })}${rating.count > 0 ? ` (${t('verifiedReviews', { count: rating.verifiedCount })})` : ''}`,
    },
    { key: 'founded', value: profile.foundedYear ? String(profile.foundedYear) : null },
  ] as const;
  return (
    <div>
      <h3 className="text-base font-semibold text-slate-900">{t('title')}</h3>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {facts.map((fact) => (
          <div key={fact.key} className="rounded-lg border border-slate-200 bg-white px-3 py-2">
            <dt className="text-xs text-slate-600">{t(fact.key)}</dt>
            <dd className={cx('mt-0.5 text-sm font-medium', fact.value ? 'text-slate-900' : 'text-slate-500')}>
              {fact.value ?? t('unknown')}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
