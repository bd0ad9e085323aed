'use client';
import {
  type Locale,
  type NewsletterAudience,
  type NewsletterDraft,
  type NewsletterSkipReason,
  newsletterDraftSchema,
  newsletterEndpoints,
  newsletterSkipReasons,
  pathOf,
  withLocale,
} from '@tendero/contracts';
import { Badge, Button, ConfirmDialog, EmailText, Field, Input, TextareaField } from '@tendero/ui';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { apiRequest, describeApiError } from '@/lib/api-client';
import { useContractForm } from '@/lib/contract-form';
import { Form } from '@/lib/form';
import NextLink from '@/lib/link';
import { toast } from '@/lib/toast';

/**
 * The composer: recipients by tag or one by one (with how many are left out and why, SPEC §5 'recipients
 * chosen and message filled'), subject, message with simple formatting, a live preview rendered by the API
 * exactly as the e-mail will be, and sending after a confirmation.
 */
export function NewsletterComposer({ audience }: { audience: NewsletterAudience }) {
  const t = useTranslations('newsletter.composer');
  const tErrors = useTranslations('errors');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const form = useContractForm<NewsletterDraft, ReturnType<typeof newsletterDraftSchema.parse>>(newsletterDraftSchema, {
    defaultValues: { tagIds: [], contactIds: [], subject: '', body: '' },
    onSubmit: async () => setConfirming(true),
  });
  const tagIds = form.watch('tagIds') ?? [];
  const contactIds = form.watch('contactIds') ?? [];
  const subject = form.watch('subject');
  const body = form.watch('body');

  const chosen = useMemo(
    () =>
      audience.contacts.filter(
        (contact) => contactIds.includes(contact.id) || contact.tagIds.some((id) => tagIds.includes(id)),
      ),
    [audience.contacts, contactIds, tagIds],
  );
  const leftOut = useMemo(() => {
    const counts = Object.fromEntries(newsletterSkipReasons.map((reason) => [reason, 0])) as Record<
      NewsletterSkipReason,
      number
    >;
    for (const contact of chosen) if (contact.skipReason) counts[contact.skipReason]++;
    return counts;
  }, [chosen]);
  const left = Object.values(leftOut).reduce((sum, count) => sum + count, 0);
  const receive = chosen.length - left;

  const preview = usePreview(body ?? '', locale);

  const toggle = (name: 'tagIds' | 'contactIds', id: string) => {
    const current = form.getValues(name) ?? [];
    form.setValue(name, current.includes(id) ? current.filter((value) => value !== id) : [...current, id], {
      shouldValidate: form.formState.isSubmitted,
    });
  };

  const send = async () => {
    try {
      const sent = await apiRequest(newsletterEndpoints.send, { body: form.getValues(), locale });
      // What the server decided (a contact may have unsubscribed since this page loaded): how many it
      // goes to, and each reason for leaving someone out.
      const left = newsletterSkipReasons.reduce((sum, reason) => sum + sent.skipped[reason], 0);
      const reasons = newsletterSkipReasons
        .filter((reason) => sent.skipped[reason] > 0)
        .map((reason) => t('leftOutBy', { count: sent.skipped[reason], reason: t(`reasons.${reason}`) }))
        .join('; ');
      const description = reasons || undefined;
      if (sent.recipients === 0) toast.warning(t('sentNone', { left }), { description, duration: 15_000 });
      else toast.success(t('sent', { count: sent.recipients, left }), { description });
      router.push(withLocale(locale, pathOf('newsletter')));
      router.refresh();
      return true;
    } catch (error) {
      toast.error(describeApiError(error, tErrors('network')));
      return false;
    }
  };

  if (audience.contacts.length === 0) {
    return (
      <p className="text-slate-700">
        {t('noContacts')}{' '}
        <NextLink href={withLocale(locale, pathOf('contacts'))} className="font-semibold text-brand-800 underline">
          {t('toContacts')}
        </NextLink>
      </p>
    );
  }
  const recipientsError = form.formState.errors.contactIds?.message;

  return (
    <Form onSubmit={form.submit} className="grid grid-cols-1 gap-8 lg:grid-cols-2">
      <div className="space-y-6">
        <fieldset className="space-y-4">
          <legend className="text-lg font-semibold text-slate-900">{t('recipients')}</legend>
          <div>
            <p className="mb-2 text-sm font-medium text-slate-800">{t('byTag')}</p>
            {audience.tags.length === 0 ? (
              <p className="text-sm text-slate-600">{t('noTags')}</p>
            ) : (
              <div className="flex flex-wrap gap-2">
                {audience.tags.map((tag) => (
                  <label key={tag.id} className="inline-flex items-center gap-2 text-sm text-slate-800">
                    <input
                      type="checkbox"
                      checked={tagIds.includes(tag.id)}
                      onChange={() => toggle('tagIds', tag.id)}
                    />
                    <span className="inline-block size-2.5 rounded-full" style={{ background: tag.colour }} />
                    {tag.name}
                  </label>
                ))}
              </div>
            )}
          </div>
          <div>
            <p className="mb-2 text-sm font-medium text-slate-800">{t('oneByOne')}</p>
            <ul className="max-h-72 space-y-1 overflow-y-auto rounded-lg border border-slate-200 p-2">
              {audience.contacts.map((contact) => (
                <li key={contact.id}>
                  <label className="flex items-start gap-2 rounded-md px-1 py-1 text-sm text-slate-800 hover:bg-slate-50">
                    <input
                      type="checkbox"
                      className="mt-1"
                      checked={contactIds.includes(contact.id)}
                      onChange={() => toggle('contactIds', contact.id)}
                    />
                    <span className="min-w-0 flex-1">
                      <span className="font-medium">{contact.name}</span>{' '}
                      {contact.email ? <EmailText email={contact.email} className="text-slate-500" /> : null}
                      {contact.skipReason ? (
                        <span className="mt-0.5 block">
                          <Badge tone="amber">{t(`reasons.${contact.skipReason}`)}</Badge>
                        </span>
                      ) : null}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </div>
          <div role="status" className="text-sm text-slate-700">
            <p>{t('summary', { chosen: chosen.length, receive, left })}</p>
            {left > 0 ? (
              <ul className="mt-1 list-inside list-disc">
                {newsletterSkipReasons
                  .filter((reason) => leftOut[reason] > 0)
                  .map((reason) => (
                    <li key={reason}>{t('leftOutBy', { count: leftOut[reason], reason: t(`reasons.${reason}`) })}</li>
                  ))}
              </ul>
            ) : null}
          </div>
          {recipientsError ? (
            <p role="alert" className="text-sm text-red-700">
              {form.message(recipientsError)}
            </p>
          ) : null}
        </fieldset>
        <Field
          id="newsletter-subject"
          label={t('subject')}
          error={form.message(form.formState.errors.subject?.message)}
        >
          <Input
            id="newsletter-subject"
            invalid={!!form.formState.errors.subject}
            maxLength={200}
            {...form.register('subject')}
          />
        </Field>
        <TextareaField
          id="newsletter-body"
          label={t('body')}
          hint={t('bodyHint')}
          rows={12}
          error={form.message(form.formState.errors.body?.message)}
          {...form.register('body')}
        />
        <Button type="submit" disabled={chosen.length > 0 && receive === 0}>
          {t('send')}
        </Button>
      </div>
      <section aria-labelledby="newsletter-preview" className="space-y-2">
        <h2 id="newsletter-preview" className="text-lg font-semibold text-slate-900">
          {t('preview')}
        </h2>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <p className="mb-4 font-semibold text-slate-900">{subject}</p>
          {preview ? (
            // The API renders the message with every HTML tag escaped and only http(s)/mailto links.
            <div className="prose-tendero text-sm" dangerouslySetInnerHTML={{ __html: preview }} />
          ) : (
            <p className="text-sm text-slate-500">{t('previewEmpty')}</p>
          )}
        </div>
      </section>
      <ConfirmDialog
        open={confirming}
        title={t('confirmTitle')}
        confirmLabel={t('send')}
        cancelLabel={t('cancel')}
        onConfirm={send}
        onClose={() => setConfirming(false)}
      >
        <p>{t('confirmBody', { subject: subject ?? '', count: receive })}</p>
      </ConfirmDialog>
    </Form>
  );
}

/** The rendered message, asked from the API half a second after typing stops. */
function usePreview(body: string, locale: string): string {
  const [html, setHtml] = useState('');
  useEffect(() => {
    if (!body.trim()) {
      setHtml('');
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      apiRequest(newsletterEndpoints.preview, { body: { subject: '', body }, locale })
        .then((answer) => {
          if (current) setHtml(answer.html);
        })
        .catch(() => {});
    }, 500);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [body, locale]);
  return html;
}
