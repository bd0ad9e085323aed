'use client';

import { marketplaceEndpoints, reviewAnswerInputSchema } from '@tendero/contracts';
import { Button, TextareaField } from '@tendero/ui';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { ApiError, apiRequest } from '@/lib/api-client';
import { useContractForm } from '@/lib/contract-form';
import { Form } from '@/lib/form';
import { toast } from '@/lib/toast';

const textMax = 3000;

/** The company manager's one public answer to a review (PUT /reviews/{id}/answer), opened from "Answer". */
export function ReviewAnswerForm({ reviewId, companyName }: { reviewId: string; companyName: string }) {
  const t = useTranslations('reviews.answer');
  const locale = useLocale();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const {
    register,
    setFocus,
    watch,
    reset,
    submit,
    message,
    formState: { errors, isSubmitting },
  } = useContractForm(reviewAnswerInputSchema, {
    defaultValues: { text: '' },
    onSubmit: async (values) => {
      try {
        await apiRequest(marketplaceEndpoints.answerReview, { params: { reviewId }, body: values, locale });
      } catch (error) {
        // Already answered (409): the page shows the answer there is; the form still reports the error.
        if (error instanceof ApiError && error.status === 409) router.refresh();
        throw error;
      }
      toast.success(t('published'));
      setOpen(false);
      reset({ text: '' });
      router.refresh();
    },
  });
  const text = watch('text') ?? '';
  const id = `answer-${reviewId}`;

  useEffect(() => {
    if (open) setFocus('text');
  }, [open, setFocus]);

  if (!open) {
    return (
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <svg viewBox="0 0 20 20" aria-hidden="true" className="h-4 w-4 fill-current">
          <path d="M8 5V2L1 8.5 8 15v-3.1c4.6 0 7.8 1.5 10 4.6-.9-4.6-3.6-9.1-10-10Z" />
        </svg>
        {t('action')}
      </Button>
    );
  }
  return (
    <Form onSubmit={submit} className="space-y-3 rounded-xl bg-slate-50 p-4">
      <TextareaField
        id={id}
        label={t('label', { company: companyName })}
        hint={t('hint', { count: text.length, max: textMax })}
        error={message(errors.text?.message)}
        rows={4}
        maxLength={textMax}
        {...register('text')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={isSubmitting}>
          {t('submit')}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setOpen(false)}>
          {t('cancel')}
        </Button>
      </div>
    </Form>
  );
}
