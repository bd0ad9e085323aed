'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { reviewRemovalSchema } from '@tendero/contracts';
import { Button, Field, Textarea } from '@tendero/ui';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { apiRequest } from '../../lib/api-client';
import { useFieldMessage } from '../../lib/field-message';
import { reportApiError } from '../../lib/form-errors';

type RemovalValues = { reason: string };

/** An administrator removes a review, giving the reason that is recorded with it (POST /reviews/{id}/removal). */
export function ReviewRemoval({ reviewId }: { reviewId: string }) {
  const t = useTranslations('reviews.removal');
  const tAll = useTranslations();
  const locale = useLocale();
  const router = useRouter();
  const message = useFieldMessage();
  const [open, setOpen] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<RemovalValues>({
    resolver: zodResolver(reviewRemovalSchema) as unknown as Resolver<RemovalValues>,
    defaultValues: { reason: '' },
  });
  const id = `removal-${reviewId}`;

  useEffect(() => {
    if (open) setFocus('reason');
  }, [open, setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await apiRequest(`/api/reviews/${encodeURIComponent(reviewId)}/removal`, {
        method: 'POST',
        body: values,
        locale,
      });
      toast.success(t('removed'));
      router.refresh();
    } catch (error) {
      reportApiError(error, { values, setError, networkMessage: tAll('errors.network') });
    }
  });

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
      onSubmit={onSubmit}
      aria-label={t('title')}
      className="space-y-3 rounded-xl border border-red-200 bg-red-50/60 p-4"
    >
      <Field id={id} label={t('reason')} hint={t('reasonHint')} error={message(errors.reason?.message)}>
        <Textarea
          id={id}
          rows={2}
          maxLength={500}
          invalid={!!errors.reason}
          aria-describedby={errors.reason ? `${id}-error` : `${id}-hint`}
          {...register('reason')}
        />
      </Field>
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
