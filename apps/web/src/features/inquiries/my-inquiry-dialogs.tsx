'use client';
import { type InquiryCloseReason, inquiryCloseReasons, visibilityDays } from '@tendero/contracts';
import { formatDate } from '@tendero/i18n';
import { ConfirmDialog, Select } from '@tendero/ui';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { serviceNames, servicesLine } from './inquiry-format';
import { useInquiryScope } from './inquiry-scope-provider';
import { extendedUntil, type MyInquiryAction, type MyInquiryConfirmation } from './use-my-inquiry-actions';

/**
 * The confirmations of extending (with the new end date), closing (with an optional reason, told to every
 * company that offered) and deleting one's own inquiry.
 */
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
  onConfirm: (confirmation?: MyInquiryConfirmation) => Promise<boolean>;
  onClose: () => void;
}) {
  const t = useTranslations('myInquiries');
  const tf = useTranslations('inquiries.fields');
  const { catalog } = useInquiryScope();
  const names = useMemo(() => serviceNames(catalog), [catalog]);
  const target = action?.inquiry;
  const targetName = target ? servicesLine(target.services, names) : '';
  // The reason picked for this inquiry; another inquiry's close dialog starts with none.
  const [picked, setPicked] = useState<{ inquiryId: string; reason: InquiryCloseReason | '' } | null>(null);
  const reason = picked && picked.inquiryId === target?.id ? picked.reason : '';
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
        onConfirm={() => onConfirm(reason ? { reason } : {})}
        onClose={onClose}
      >
        <p className="font-medium text-slate-900">{targetName}</p>
        <p>{t('closeDialog.body', { count: target?.applicationCount ?? 0 })}</p>
        <div className="space-y-1.5">
          <label htmlFor="close-reason" className="block text-sm font-medium text-slate-800">
            {t('closeDialog.reasonLabel')}
          </label>
          <Select
            id="close-reason"
            value={reason}
            onChange={(event) =>
              target && setPicked({ inquiryId: target.id, reason: event.target.value as InquiryCloseReason | '' })
            }
          >
            <option value="">{t('closeDialog.reasonNone')}</option>
            {inquiryCloseReasons.map((value) => (
              <option key={value} value={value}>
                {t(`closeDialog.reasons.${value}`)}
              </option>
            ))}
          </Select>
        </div>
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
