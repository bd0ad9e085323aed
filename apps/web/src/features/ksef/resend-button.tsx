'use client';

import { ksefEndpoints } from '@tendero/contracts';
import { Button } from '@tendero/ui';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { apiRequest, describeApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** Sends a rejected or stuck invoice to KSeF again (the server decides whether it may), then shows the list anew. */
export function ResendButton({ invoiceId, number }: { invoiceId: string; number: string }) {
  const t = useTranslations('ksef.invoices.resend');
  const tAll = useTranslations();
  const locale = useLocale();
  const router = useRouter();
  const [sending, setSending] = useState(false);

  const resend = async () => {
    setSending(true);
    try {
      await apiRequest(ksefEndpoints.resend, { params: { invoiceId }, locale });
      toast.success(t('done', { number }));
      router.refresh();
    } catch (error) {
      toast.error(describeApiError(error, tAll('errors.network')));
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      size="sm"
      variant="secondary"
      aria-label={t('label', { number })}
      disabled={sending}
      aria-busy={sending || undefined}
      onClick={resend}
    >
      {t('button')}
    </Button>
  );
}
