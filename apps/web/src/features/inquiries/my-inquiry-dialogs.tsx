'use client';
import { visibilityDays } from '@tendero/contracts';
import { formatDate } from '@tendero/i18n';
import { ConfirmDialog, Select } from '@tendero/ui';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { serviceNames, servicesLine } from './inquiry-format';
import { useInquiryScope } from './inquiry-scope-provider';
import { extendedUntil, type MyInquiryAction } from './use-my-inquiry-actions';

/** The confirmations of extending (with the new end date), closing and deleting one's own inquiry. */
export function MyInquiryDialogs({
  action,
  days,
  onDays,
  onConfirm,
  onClose,
}: {
  action: MyInquiryAction | null;
  days: number;
  onDays: (days: number) => void;
  onConfirm: () => Promise<boolean>;
  onClose: () => void;
}) {
  const t = useTranslations('myInquiries');
  const tf = useTranslations('inquiries.fields');
  const { catalog } = useInquiryScope();
  const names = useMemo(() => serviceNames(catalog), [catalog]);
  const target = action?.inquiry;
  const targetName = target ? servicesLine(target.services, names) : '';
  return (
    <>
      <ConfirmDialog
        open={action?.kind === 'extend'}
        title={t('extend.title')}
        confirmLabel={t('extend.confirm')}
        cancelLabel={t('dialog.cancel')}
        onConfirm={onConfirm}
        onClose={onClose}
      >
        <p>{t('extend.body', { name: targetName })}</p>
        <div className="space-y-1.5">
          <label htmlFor="extend-days" className="block text-sm font-medium text-slate-800">
            {t('extend.label')}
          </label>
          <Select id="extend-days" value={days} onChange={(event) => onDays(Number(event.target.value))}>
            {visibilityDays.map((value) => (
              <option key={value} value={value}>
                {tf('visibilityOption', { days: value })}
              </option>
            ))}
          </Select>
        </div>
        {target ? (
          <p className="font-medium text-slate-900">
            {t('extend.newEnd', { date: formatDate(extendedUntil(target, days)) })}
          </p>
        ) : null}
      </ConfirmDialog>

      <ConfirmDialog
        open={action?.kind === 'close'}
        title={t('closeDialog.title')}
        confirmLabel={t('closeDialog.confirm')}
        cancelLabel={t('dialog.cancel')}
        onConfirm={onConfirm}
        onClose={onClose}
      >
        <p className="font-medium text-slate-900">{targetName}</p>
        <p>{t('closeDialog.body', { count: target?.applicationCount ?? 0 })}</p>
      </ConfirmDialog>

      <ConfirmDialog
        open={action?.kind === 'delete'}
        title={t('deleteDialog.title')}
        confirmLabel={t('deleteDialog.confirm')}
        cancelLabel={t('dialog.cancel')}
        tone="danger"
        onConfirm={onConfirm}
        onClose={onClose}
      >
        <p className="font-medium text-slate-900">{targetName}</p>
        <p>{t('deleteDialog.body')}</p>
      </ConfirmDialog>
    </>
  );
}
