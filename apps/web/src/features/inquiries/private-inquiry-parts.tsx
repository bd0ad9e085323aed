'use client';

import type { Inquiry } from '@tendero/contracts';
import { formatDateTimeMinutes } from '@tendero/i18n';
import { cx } from '@tendero/ui';
import { useTranslations } from 'next-intl';
import { InquiryPanel } from './inquiry-panel';
import { LockIcon } from './lock-icon';

const pill = 'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset';
/** "Private" and "Details after NDA" next to an inquiry's state. */
export function PrivacyBadges({ inquiry }: { inquiry: Pick<Inquiry, 'private' | 'nda'> }) {
  const t = useTranslations('privateInquiries.badges');
  if (!inquiry.private) return null;
  return (
    <>
      <span className={cx(pill, 'bg-violet-50 text-violet-800 ring-violet-200')}>
        <LockIcon />
        {t('private')}
      </span>
      {inquiry.nda ? <span className={cx(pill, 'bg-white text-violet-800 ring-violet-200')}>{t('nda')}</span> : null}
    </>
  );
}

/** The client's view of a private inquiry's confidentiality: the terms, and which company accepted, who, when. */
export function NdaSummary({ inquiry }: { inquiry: Pick<Inquiry, 'private' | 'nda'> }) {
  const t = useTranslations('privateInquiries.client');
  if (!inquiry.private) return null;
  const nda = inquiry.nda;
  return (
    <InquiryPanel id="inquiry-nda" title={t('title')} tone="private">
      <p className="mt-2 flex items-center gap-2 text-sm text-slate-800">
        <LockIcon className="text-violet-700" />
        {t('privateNote')}
      </p>
      {nda ? (
        <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div>
            <h3 className="text-xs text-slate-600">{t('terms')}</h3>
            <p className="mt-1 text-sm leading-relaxed whitespace-pre-line text-slate-800">{nda.terms}</p>
          </div>
          <div className="lg:border-l lg:border-violet-100 lg:pl-6">
            <h3 className="text-xs text-slate-600">{t('acceptedTitle')}</h3>
            {nda.acceptances.length > 0 ? (
              <ul className="mt-1 space-y-1.5 text-sm text-slate-900">
                {nda.acceptances.map((item) => (
                  <li key={item.company.id} className="break-words">
                    {t('acceptedItem', {
                      company: item.company.name,
                      person: item.person.name,
                      date: formatDateTimeMinutes(item.acceptedAt),
                    })}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-1 text-sm text-slate-700">{t('noneAccepted')}</p>
            )}
          </div>
        </div>
      ) : null}
    </InquiryPanel>
  );
}
