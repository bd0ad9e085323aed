import type { TaxIdentity } from '@tendero/contracts';
import { formatDate } from '@tendero/i18n';
import { cx } from '@tendero/ui';
import { useTranslations } from 'next-intl';

/**
 * Where a saved tax identity stands: its number's check (NIP checksum, VIES's answer or "format checked,
 * not confirmed") and Tendero's verification. The manager's form and the admin's panel both show it.
 */
export function TaxIdentityStatus({ identity, viesConfigured }: { identity: TaxIdentity; viesConfigured: boolean }) {
  const t = useTranslations('taxIdentity.state');
  const check = (() => {
    switch (identity.vatCheck) {
      case 'confirmed':
        return { tone: 'ok', text: t('confirmed', { date: formatDate(identity.vatCheckedAt ?? new Date()) }) };
      case 'invalid':
        return { tone: 'bad', text: t('invalid') };
      case 'format_checked':
        return {
          tone: 'warn',
          text: t('formatChecked'),
          note: viesConfigured ? t('formatCheckedViesDown') : t('formatCheckedNoVies'),
        };
      default:
        return {
          tone: 'ok',
          text: identity.country === 'PL' ? t('nipChecked') : t('outsideEu'),
        };
    }
  })();
  const tones = {
    ok: 'bg-brand-50 text-brand-900 ring-brand-200',
    warn: 'bg-amber-50 text-amber-950 ring-amber-200',
    bad: 'bg-red-50 text-red-900 ring-red-200',
  } as const;
  return (
    <ul className="space-y-2 text-sm" data-testid="tax-identity-status">
      <li className={cx('rounded-lg px-3 py-2 ring-1 ring-inset', tones[check.tone as keyof typeof tones])}>
        <p className="font-medium" data-vat-check={identity.vatCheck}>
          {check.text}
        </p>
        {'note' in check && check.note ? <p className="mt-0.5">{check.note}</p> : null}
      </li>
      <li
        className={cx(
          'rounded-lg px-3 py-2 font-medium ring-1 ring-inset',
          identity.verifiedAt ? tones.ok : 'bg-slate-50 text-slate-700 ring-slate-200',
        )}
      >
        {identity.verifiedAt ? t('verified', { date: formatDate(identity.verifiedAt) }) : t('notVerified')}
      </li>
    </ul>
  );
}
