'use client';

import { marketplaceEndpoints, reviewRemovalSchema } from '@tendero/contracts';
import { Button, TextareaField } from '@tendero/ui';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { apiRequest } from '@/lib/api-client';
import { useContractForm } from '@/lib/contract-form';

/** An administrator removes a review, giving the reason that is recorded with it (POST /reviews/{id}/removal). */
export function ReviewRemoval({ reviewId }: { reviewId: string }) {
  const t = useTranslations('reviews.removal');
  const _tAll = useTranslations();
  const locale = useLocale();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const {
    register,
    setFocus,
    submit,
    message,
    formState: { errors, isSubmitting },
  } = useContractForm(reviewRemovalSchema, {
    defaultValues: { reason: '' },
    onSubmit: async (values) => {
      await apiRequest(marketplaceEndpoints.removeReview, { params: { reviewId }, body: values, locale });
      toast.success(t('removed'));
      router.refresh();
    },
  });
  const id = `removal-${reviewId}`;

  useEffect(() => {
    if (open) setFocus('reason');
  }, [open, setFocus]);

  if (!open) {
    return (
      <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50" onClick={() => setOpen(true)}>
        {t('action')}
      </Button>
    );
  }
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('title')}
      className="space-y-3 rounded-xl border border-red-200 bg-red-50/60 p-4"
    >
      <TextareaField
        id={id}
        label={t('reason')}
        hint={t('reasonHint')}
        error={message(errors.reason?.message)}
        rows={2}
        maxLength={500}
        {...register('reason')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger" size="sm" disabled={isSubmitting}>
          {t('submit')}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setOpen(false)}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
