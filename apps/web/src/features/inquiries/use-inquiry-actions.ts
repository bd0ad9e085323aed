'use client';
import {
  type Application,
  canApplication,
  canInquiry,
  type Inquiry,
  inquiriesEndpoints,
  type Locale,
} from '@tendero/contracts';
import { nameBeforeFullStop } from '@tendero/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { apiRequest, describeApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export type Decision = { kind: 'accept' | 'decline'; offer: Application };

/** The client's decisions on an inquiry's offers: which may be accepted or declined, and doing it. */
export function useInquiryActions(initial: Inquiry) {
  const t = useTranslations('myInquiries');
  const tAll = useTranslations();
  const locale = useLocale() as Locale;
  const [inquiry, setInquiry] = useState(initial);
  const [decision, setDecision] = useState<Decision | null>(null);
  const others = inquiry.applications.filter(
    (offer) => offer.id !== decision?.offer.id && offer.state === 'pending',
  ).length;
  const mayAccept = (offer: Application) =>
    canInquiry(inquiry.state, 'accept') && canApplication(offer.state, 'accept');
  const mayDecline = (offer: Application) => inquiry.state !== 'closed' && canApplication(offer.state, 'decline');

  const decide = async (): Promise<boolean> => {
    if (!decision) return false;
    const { kind, offer } = decision;
    try {
      const next = await apiRequest(kind === 'accept' ? inquiriesEndpoints.accept : inquiriesEndpoints.decline, {
        params: { inquiryId: inquiry.id, applicationId: offer.id },
        locale,
      });
      setInquiry(next);
      toast.success(
        kind === 'accept'
          ? t('toasts.accepted', { company: nameBeforeFullStop(offer.company.name) })
          : t('toasts.declined', { company: offer.company.name }),
      );
      return true;
    } catch (error) {
      toast.error(describeApiError(error, tAll('errors.network')), { className: 'whitespace-pre-line' });
      return false;
    }
  };

  return { inquiry, decision, setDecision, decide, mayAccept, mayDecline, others };
}
