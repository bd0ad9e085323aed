'use client';

import { contentRemovalInputSchema, moderationEndpoints, removableKinds } from '@tendero/contracts';
import { Button, Card, Field, Input, Select, TextareaField } from '@tendero/ui';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { apiRequest } from '@/lib/api-client';
import { useContractForm } from '@/lib/contract-form';
import { Form } from '@/lib/form';
import { toast } from '@/lib/toast';

/**
 * Removal by kind and id, for content no page shows an admin (an offer sent for an inquiry, reported by
 * e-mail): the same call and rules as the Remove buttons on the pages.
 */
export function RemoveByReferenceForm() {
  const t = useTranslations('moderation');
  const locale = useLocale();
  const router = useRouter();
  const id = useId();
  const {
    register,
    submit,
    message,
    reset,
    formState: { errors, isSubmitting },
  } = useContractForm(contentRemovalInputSchema, {
    defaultValues: { kind: 'application', contentId: '', reason: '' },
    onSubmit: async (values) => {
      await apiRequest(moderationEndpoints.remove, { body: values, locale });
      toast.success(t('byReference.done'));
      reset({ kind: values.kind, contentId: '', reason: '' });
      router.refresh();
    },
  });
  const idError = message(errors.contentId?.message);

  return (
    <Card>
      <Form onSubmit={submit} aria-labelledby={`${id}-title`} className="space-y-4">
        <div>
          <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
            {t('byReference.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('byReference.lead')}</p>
        </div>
        <div className="grid gap-4 sm:grid-cols-[14rem_minmax(0,1fr)]">
          <Field id={`${id}-kind`} label={t('byReference.kind')}>
            <Select id={`${id}-kind`} {...register('kind')}>
              {removableKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`kinds.${kind}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field
            id={`${id}-content`}
            label={t('byReference.contentId')}
            hint={t('byReference.contentIdHint')}
            error={idError}
          >
            <Input
              id={`${id}-content`}
              autoComplete="off"
              spellCheck={false}
              maxLength={60}
              required
              invalid={!!idError}
              aria-describedby={idError ? `${id}-content-error` : `${id}-content-hint`}
              className="font-mono"
              {...register('contentId')}
            />
          </Field>
        </div>
        <TextareaField
          id={`${id}-reason`}
          label={t('byReference.reason')}
          hint={t('byReference.reasonHint')}
          error={message(errors.reason?.message)}
          rows={2}
          maxLength={500}
          required
          {...register('reason')}
        />
        <Button type="submit" variant="danger" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {t('byReference.submit')}
        </Button>
      </Form>
    </Card>
  );
}
