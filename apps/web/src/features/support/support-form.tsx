'use client';
import { type SupportTopic, supportEndpoints, supportRequestSchema, supportTopics } from '@tendero/contracts';
import { formatMoment } from '@tendero/i18n';
import { Button, SelectField } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { apiRequest } from '@/lib/api-client';
import { useContractForm } from '@/lib/contract-form';
import { Form, TextField } from '@/lib/form';
import { toast } from '@/lib/toast';

/** The browser's time zone; Tendero's own (Warsaw) when the browser does not say. */
function readerTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The support-centre form: validated here and on the server with the same zod contract. A signed-in
 * user's name and e-mail are filled in (still editable); pages that ask for one kind of request
 * (integrations) fix the topic.
 */
export function SupportForm({
  topic,
  person,
  messageLabel,
}: {
  topic?: SupportTopic;
  person?: { name: string; email: string };
  messageLabel?: string;
} = {}) {
  const t = useTranslations();
  const locale = useLocale();
  const [sentUntil, setSentUntil] = useState<string | null>(null);
  const form = useContractForm(supportRequestSchema, {
    defaultValues: { name: person?.name ?? '', email: person?.email ?? '', topic, message: '' },
    onSubmit: async (values) => {
      const created = await apiRequest(supportEndpoints.submitRequest, { body: values, locale });
      // The promise in the reader's language and on their clock, with the zone named.
      const when = formatMoment(created.answerBy, locale, readerTimeZone());
      setSentUntil(when);
      form.reset({ name: person?.name ?? '', email: person?.email ?? '', topic, message: '' });
      toast.success(t('support.sent', { date: when }));
    },
  });

  return (
    <Form onSubmit={form.submit} className="space-y-5" aria-describedby="support-form-lead">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField form={form} name="name" id="support-name" label={t('support.name')} autoComplete="name" />
        <TextField
          form={form}
          name="email"
          id="support-email"
          label={t('support.emailLabel')}
          type="email"
          autoComplete="email"
        />
      </div>
      {topic ? null : (
        <SelectField
          id="support-topic"
          label={t('support.topic')}
          error={form.message(form.formState.errors.topic?.message)}
          defaultValue=""
          {...form.register('topic')}
        >
          <option value="" disabled>
            {t('support.chooseTopic')}
          </option>
          {supportTopics.map((item) => (
            <option key={item} value={item}>
              {t(`support.topics.${item}`)}
            </option>
          ))}
        </SelectField>
      )}
      <TextField
        form={form}
        name="message"
        id="support-message"
        label={messageLabel ?? t('support.message')}
        hint={t('support.messageHint')}
        multiline
        rows={6}
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('common.actions.sending') : t('support.submit')}
        </Button>
        {sentUntil ? (
          <p role="status" className="text-sm text-brand-800">
            {t('support.sent', { date: sentUntil })}
          </p>
        ) : null}
      </div>
    </Form>
  );
}
