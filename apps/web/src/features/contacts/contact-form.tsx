'use client';

import {
  type Contact,
  type ContactInput,
  contactInputSchema,
  contactsEndpoints,
  type Locale,
  type Tag,
} from '@tendero/contracts';
import { Button, Field } from '@tendero/ui';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { Controller } from 'react-hook-form';
import { PhoneField } from '@/features/accounts';
import { apiRequest } from '@/lib/api-client';
import { useContractForm } from '@/lib/contract-form';
import { Form, TextField } from '@/lib/form';
import { toast } from '@/lib/toast';

type TextName = 'name' | 'email' | 'organization';

/**
 * A contact's details, notes and tags: empty to add one ('Added to contacts'), filled to change one. The
 * owner's tags are checkboxes. Field problems (an e-mail already in contacts) show beside the fields.
 */
export function ContactForm({ ownerId, tags, contact }: { ownerId: string; tags: Tag[]; contact?: Contact }) {
  const t = useTranslations('contacts');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const blank: ContactInput = {
    name: contact?.name ?? '',
    email: contact?.personId ? '' : (contact?.email ?? ''),
    phone: contact?.personId ? '' : (contact?.phone ?? ''),
    organization: contact?.organization ?? '',
    notes: contact?.notes ?? '',
    tagIds: contact?.tags.map((tag) => tag.id) ?? [],
  };
  const form = useContractForm(contactInputSchema, {
    defaultValues: blank,
    onSubmit: async (values) => {
      if (contact) {
        // Blank fields are sent as blank, so clearing one clears it.
        const body = {
          ...values,
          email: values.email ?? '',
          phone: values.phone ?? '',
          organization: values.organization ?? '',
        };
        // A person on Tendero keeps their own e-mail and phone: only the owner's own fields are sent.
        if (contact.personId) {
          delete (body as Partial<typeof body>).email;
          delete (body as Partial<typeof body>).phone;
        }
        await apiRequest(contactsEndpoints.update, {
          params: { userId: ownerId, contactId: contact.id },
          body,
          locale,
        });
        toast.success(t('edit.done'));
      } else {
        await apiRequest(contactsEndpoints.create, { params: { userId: ownerId }, body: values, locale });
        toast.success(t('add.done'));
        form.reset(blank);
      }
      router.refresh();
    },
  });
  const prefix = contact ? `contact-${contact.id}` : 'new-contact';
  const { errors, isSubmitting } = form.formState;
  const text = (name: TextName, extra = {}) => (
    <TextField form={form} name={name} id={`${prefix}-${name}`} label={t(`fields.${name}`)} described {...extra} />
  );
  const linked = !!contact?.personId;

  return (
    <Form onSubmit={form.submit} className="space-y-4" data-testid={contact ? 'contact-edit' : 'contact-add'}>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('name', { maxLength: 120, autoComplete: 'off' })}
        {text('organization', { maxLength: 120 })}
        {linked ? null : text('email', { type: 'email', inputMode: 'email', maxLength: 254 })}
        {linked ? null : (
          <Field id={`${prefix}-phone`} label={t('fields.phone')} error={form.message(errors.phone?.message)}>
            {/* The phone field of sign-up and My data: a country and the number, E.164 when valid. */}
            <Controller
              control={form.control}
              name="phone"
              render={({ field }) => (
                <PhoneField
                  id={`${prefix}-phone`}
                  value={typeof field.value === 'string' ? field.value : ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  invalid={!!errors.phone}
                />
              )}
            />
          </Field>
        )}
      </div>
      <TextField
        form={form}
        name="notes"
        id={`${prefix}-notes`}
        label={t('fields.notes')}
        described
        multiline
        rows={4}
        maxLength={5000}
      />
      {tags.length > 0 ? (
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-800">{t('fields.tags')}</legend>
          {/* A controlled list: one box alone would give react-hook-form a value, not a list. */}
          <Controller
            control={form.control}
            name="tagIds"
            render={({ field }) => {
              const chosen = new Set(field.value ?? []);
              return (
                <div className="flex flex-wrap gap-3">
                  {tags.map((tag) => (
                    <label key={tag.id} className="inline-flex items-center gap-2 text-sm text-slate-800">
                      <input
                        type="checkbox"
                        checked={chosen.has(tag.id)}
                        onChange={(event) =>
                          field.onChange(
                            event.target.checked ? [...chosen, tag.id] : [...chosen].filter((id) => id !== tag.id),
                          )
                        }
                      />
                      <span
                        aria-hidden="true"
                        className="size-3 rounded-full"
                        style={{ backgroundColor: tag.colour }}
                      />
                      {tag.name}
                    </label>
                  ))}
                </div>
              );
            }}
          />
        </fieldset>
      ) : null}
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
        {contact ? t('edit.submit') : t('add.submit')}
      </Button>
    </Form>
  );
}
