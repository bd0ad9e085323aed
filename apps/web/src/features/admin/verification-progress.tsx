'use client';

import { type CompanyVerification, verificationCriteria } from '@tendero/contracts';
import { cx } from '@tendero/ui';
import { useTranslations } from 'next-intl';

export type CriterionState = 'passed' | 'failed' | 'notChecked';

/** The state of each criterion: its latest check, or not checked. */
export function criterionStates(verification: CompanyVerification) {
  return verificationCriteria.map((criterion) => {
    const check = verification.checks.find((item) => item.criterion === criterion) ?? null;
    const state: CriterionState = check === null ? 'notChecked' : check.passed ? 'passed' : 'failed';
    return { criterion, check, state };
  });
}

export const stateTone: Record<CriterionState, string> = {
  passed: 'bg-brand-50 text-brand-800 ring-brand-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
  notChecked: 'bg-slate-100 text-slate-700 ring-slate-200',
};

const segmentTone: Record<CriterionState, string> = {
  passed: 'bg-brand-600',
  failed: 'bg-red-600',
  notChecked: 'bg-slate-200',
};

/** "n of 4 criteria passed" with one segment per criterion, and the verified mark. */
export function VerificationProgress({ verification }: { verification: CompanyVerification }) {
  const t = useTranslations('admin');
  const states = criterionStates(verification);
  const passed = states.filter((item) => item.state === 'passed').length;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
      <span className="flex gap-1" aria-hidden="true">
        {states.map((item) => (
          <span key={item.criterion} className={cx('h-2 w-5 rounded-full', segmentTone[item.state])} />
        ))}
      </span>
      <span className="text-sm text-slate-700" data-testid="verification-progress">
        {t('profiles.progress', { passed })}
      </span>
      {verification.verified ? (
        <span className="inline-flex items-center rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset">
          {t('verification.state.verified')}
        </span>
      ) : null}
    </div>
  );
}
