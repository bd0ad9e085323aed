'use client';

import { marketplaceEndpoints, reviewInputSchema } from '@tendero/contracts';
import { Button, Card, cx, FormHeading, starPath } from '@tendero/ui';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { ApiError, apiRequest } from '@/lib/api-client';
import { useContractForm } from '@/lib/contract-form';
import { Form, TextField } from '@/lib/form';
import { toast } from '@/lib/toast';

const textMax = 3000;
const ratings = [1, 2, 3, 4, 5] as const;

/**
 * A client's review of a company (POST /companies/{id}/reviews): 1–5 stars as a radio group (arrow keys move
 * between stars) and the text with a counter. On success the page re-renders with the review in the list.
 */
export function ReviewForm({ companyId, companyName }: { companyId: string; companyName: string }) {
  const t = useTranslations('reviews.form');
  const locale = useLocale();
  const router = useRouter();
  const [hovered, setHovered] = useState(0);
  const form = useContractForm(reviewInputSchema, {
    defaultValues: { rating: 0, text: '' },
    onSubmit: async (values) => {
      try {
        await apiRequest(marketplaceEndpoints.addReview, { params: { companyId }, body: values, locale });
        toast.success(t('published'));
        router.refresh();
      } catch (error) {
        // Already reviewed (perhaps in another tab): show the page as it now is.
        if (error instanceof ApiError && error.status === 409) router.refresh();
        throw error;
      }
    },
  });
  const { errors } = form.formState;
  const text = form.watch('text') ?? '';
  const rating = Number(form.watch('rating') ?? 0);
  const shown = hovered || rating;

  return (
    <Card>
      <Form onSubmit={form.submit} aria-labelledby="review-form-title" className="space-y-5">
        <FormHeading
          id="review-form-title"
          title={t('title')}
          lead={t('lead', { company: companyName })}
          as="h3"
          quiet
        />
        <Controller
          control={form.control}
          name="rating"
          render={({ field }) => (
            <fieldset aria-describedby={errors.rating ? 'review-rating-error' : undefined}>
              <legend className="text-sm font-medium text-slate-800">{t('rating')}</legend>
              <div className="mt-2 flex flex-wrap items-center gap-3">
                {/* biome-ignore lint/a11y/noStaticElementInteractions: hover only previews; the radios do the work */}
                <div className="flex items-center gap-1" onMouseLeave={() => setHovered(0)}>
                  {ratings.map((value) => (
                    <label
                      key={value}
                      className="relative cursor-pointer rounded-md p-0.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
                      onMouseEnter={() => setHovered(value)}
                    >
                      <input
                        type="radio"
                        name={field.name}
                        value={value}
                        checked={field.value === value}
                        onChange={() => field.onChange(value)}
                        onBlur={field.onBlur}
                        ref={value === 1 ? field.ref : undefined}
                        className="absolute inset-0 z-10 h-full w-full cursor-pointer opacity-0"
                      />
                      <svg
                        viewBox="0 0 20 20"
                        aria-hidden="true"
                        className={cx(
                          'h-9 w-9 transition-colors',
                          value <= shown ? 'fill-amber-500' : errors.rating ? 'fill-red-200' : 'fill-slate-300',
                        )}
                      >
                        <path d={starPath} />
                      </svg>
                      <span className="sr-only">
                        {t('star', { count: value })}, {t(`ratingLabels.${value}`)}
                      </span>
                    </label>
                  ))}
                </div>
                <span aria-hidden="true" className="min-w-24 text-sm font-medium text-slate-700">
                  {shown ? t(`ratingLabels.${shown as 1 | 2 | 3 | 4 | 5}`) : ''}
                </span>
              </div>
              {errors.rating ? (
                <p id="review-rating-error" role="alert" className="mt-1.5 text-sm text-red-700">
                  {t('ratingRequired')}
                </p>
              ) : null}
            </fieldset>
          )}
        />
        <TextField
          form={form}
          name="text"
          id="review-text"
          label={t('text')}
          hint={t('textHint', { count: text.length, max: textMax })}
          described
          multiline
          rows={5}
          maxLength={textMax}
        />
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {t('submit')}
        </Button>
      </Form>
    </Card>
  );
}
