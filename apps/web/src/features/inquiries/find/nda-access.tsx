'use client';

import type { Locale } from '@tendero/contracts';
import { Button, ConfirmDialog } from '@tendero/ui';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { LockIcon } from '../private-inquiry-parts';

/**
 * A private inquiry's details held back until the company accepts the client's confidentiality terms: what
 * is locked, and "Accept the terms to read the details", which shows the terms and records the acceptance.
 */
export function NdaAccess({ inquiryId, terms }: { inquiryId: string; terms: string }) {
  const t = useTranslations('privateInquiries.provider');
  const tAll = useTranslations();
  const locale = useLocale() as Locale;
  const router = useRouter();
  const [open, setOpen] = useState(false);

  const accept = async () => {
    // The API client and the endpoint table load on the first acceptance, not with /orders/find (its
    // first-load JavaScript has a budget, and most readers never accept terms).
    const [{ apiRequest, describeApiError }, { inquiriesEndpoints }] = await Promise.all([
      import('@/lib/api-client'),
      import('@tendero/contracts'),
    ]);
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
    <div className="mt-3 rounded-lg border border-violet-200 bg-violet-50 px-3 py-3 text-sm text-slate-800">
      <p className="flex items-center gap-2 font-semibold text-violet-900">
        <LockIcon className="h-4 w-4" />
        {t('lockedTitle')}
      </p>
      <p className="mt-1">{t('lockedBody')}</p>
      <Button size="sm" className="mt-3" onClick={() => setOpen(true)}>
        {t('open')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('dialogTitle')}
        confirmLabel={t('accept')}
        cancelLabel={t('cancel')}
        onConfirm={accept}
        onClose={() => setOpen(false)}
      >
        <p className="max-h-64 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-3 whitespace-pre-line text-slate-800">
          {terms}
        </p>
        <p>{t('dialogLead')}</p>
      </ConfirmDialog>
    </div>
  );
}
