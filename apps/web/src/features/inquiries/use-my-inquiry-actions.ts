'use client';
import {
  type Inquiry,
  type InquiryCloseReason,
  inquiriesEndpoints,
  type Locale,
  type MyInquiry,
} from '@tendero/contracts';
import { useLocale, useTranslations } from 'next-intl';
import type { Dispatch, SetStateAction } from 'react';
import { useState } from 'react';
import { apiRequest, describeApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export type MyInquiryAction = { kind: 'extend' | 'close' | 'delete'; inquiry: MyInquiry };
/** What the confirmation adds to the action: the reason of a closure, when the client gives one. */
export type MyInquiryConfirmation = { reason?: InquiryCloseReason };

const dayMs = 86_400_000;

/** An inquiry as the list shows it (the list carries no offers). */
export function toMine({ applications: _offers, ...inquiry }: Inquiry): MyInquiry {
  return inquiry;
}

/** The new end date of an extension: from now, or from the current end when that is later (as the API does). */
export function extendedUntil(inquiry: MyInquiry, days: number): Date {
  const base = Math.max(Date.now(), new Date(inquiry.visibleUntil).getTime());
  return new Date(base + days * dayMs);
}

/** Extending, closing and deleting one's own inquiries: the chosen action, its confirmation and the call. */
export function useMyInquiryActions(setItems: Dispatch<SetStateAction<MyInquiry[]>>) {
  const t = useTranslations('myInquiries');
  const ti = useTranslations('inquiries');
  const tAll = useTranslations();
  const locale = useLocale() as Locale;
  const [action, setAction] = useState<MyInquiryAction | null>(null);
  const [days, setDays] = useState<number>(7);

  const replace = (inquiry: Inquiry) =>
    setItems((list) => list.map((item) => (item.id === inquiry.id ? toMine(inquiry) : item)));

  const run = async (work: () => Promise<void>): Promise<boolean> => {
    try {
      await work();
      return true;
    } catch (error) {
      toast.error(describeApiError(error, tAll('errors.network')), { className: 'whitespace-pre-line' });
      return false;
    }
  };

  const confirmAction = async (confirmation: MyInquiryConfirmation = {}): Promise<boolean> => {
    if (!action) return false;
    const params = { inquiryId: action.inquiry.id };
    if (action.kind === 'extend') {
      return run(async () => {
        replace(await apiRequest(inquiriesEndpoints.extend, { params, body: { days }, locale }));
        toast.success(ti('toasts.updated'));
      });
    }
    if (action.kind === 'close') {
      return run(async () => {
        // Every company that offered is told at once, with the reason when there is one.
        const body = confirmation.reason ? { reason: confirmation.reason } : {};
        replace(await apiRequest(inquiriesEndpoints.close, { params, body, locale }));
        toast.success(t('toasts.closed'));
      });
    }
    return run(async () => {
      await apiRequest(inquiriesEndpoints.remove, { params, locale });
      setItems((list) => list.filter((item) => item.id !== action.inquiry.id));
      toast.success(ti('toasts.deleted'));
    });
  };

  return { action, setAction, days, setDays, confirmAction, replace };
}
