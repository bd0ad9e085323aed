'use client';

import type { Locale } from '@tendero/contracts';
import { inquiriesEndpoints } from '@tendero/contracts';
import { ConfirmDialog } from '@tendero/ui';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { apiRequest, describeApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/**
 * The client's confidentiality terms and "Accept for my company", which records the acceptance and shows
 * the details. Loaded when a rep first opens it (see NdaAccess), not with /orders/find.
 */
export function NdaTermsDialog({
  inquiryId,
  terms,
  open,
  onClose,
}: {
  inquiryId: string;
  terms: string;
  open: boolean;
  onClose: () => void;
}) {
  const t = useTranslations('privateInquiries.provider');
  const tAll = useTranslations();
  const locale = useLocale() as Locale;
  const router = useRouter();

  const accept = async () => {
    try {
      await apiRequest(inquiriesEndpoints.acceptNda, { params: { inquiryId }, locale });
      toast.success(t('accepted'));
      // The description comes from the server now that the company may read it.
      router.refresh();
      return true;
    } catch (error) {
      toast.error(describeApiError(error, tAll('errors.network')), { className: 'whitespace-pre-line' });
      return false;
    }
  };

  return (
    <ConfirmDialog
      open={open}
      title={t('dialogTitle')}
      confirmLabel={t('accept')}
      cancelLabel={t('cancel')}
      onConfirm={accept}
      onClose={onClose}
    >
      <p className="max-h-64 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-3 whitespace-pre-line text-slate-800">
        {terms}
      </p>
      <p>{t('dialogLead')}</p>
    </ConfirmDialog>
  );
}
