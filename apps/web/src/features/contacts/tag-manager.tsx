'use client';

import { contactsEndpoints, type Locale, type Tag, tagInputSchema } from '@tendero/contracts';
import { Button, ConfirmDialog, Field, Input } from '@tendero/ui';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiAction } from '@/lib/api-action';
import { apiRequest } from '@/lib/api-client';
import { useContractForm } from '@/lib/contract-form';
import { Form, TextField } from '@/lib/form';
import { toast } from '@/lib/toast';
import { ContactsSection } from './contacts-section';

/** One tag: rename and recolour in place, delete after a confirmation. */
function TagRow({ tag }: { tag: Tag }) {
  const t = useTranslations('contacts.tags');
  const locale = useLocale() as Locale;
  const act = useApiAction();
  const [name, setName] = useState(tag.name);
  const [colour, setColour] = useState(tag.colour);
  const [confirming, setConfirming] = useState(false);

  const save = () =>
    act(
      () => apiRequest(contactsEndpoints.updateTag, { params: { tagId: tag.id }, body: { name, colour }, locale }),
      t('saved'),
    );
  const remove = () =>
    act(() => apiRequest(contactsEndpoints.deleteTag, { params: { tagId: tag.id }, locale }), t('deleted'));

  return (
    <li className="flex flex-wrap items-center gap-2" data-testid="tag-row">
      <input
        type="color"
        aria-label={`${t('colour')}: ${tag.name}`}
        value={colour}
        onChange={(event) => setColour(event.target.value)}
        className="h-9 w-10 rounded border border-slate-300"
      />
      <Input
        aria-label={`${t('name')}: ${tag.name}`}
        value={name}
        maxLength={40}
        onChange={(event) => setName(event.target.value)}
        className="max-w-48"
      />
      <Button
        variant="secondary"
        size="sm"
        disabled={!name.trim() || (name === tag.name && colour === tag.colour)}
        onClick={save}
      >
        {t('save')}
      </Button>
      <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
        {t('delete')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('deleteTitle', { name: tag.name })}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        tone="danger"
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      >
        <p>{t('deleteBody')}</p>
      </ConfirmDialog>
    </li>
  );
}

/** The owner's tags (SPEC §7 POST /tag): create, rename, recolour, delete. */
export function TagManager({ tags }: { tags: Tag[] }) {
  const t = useTranslations('contacts.tags');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const form = useContractForm(tagInputSchema, {
    defaultValues: { name: '', colour: '#0f766e' },
    onSubmit: async (values) => {
      await apiRequest(contactsEndpoints.createTag, { body: values, locale });
      toast.success(t('created'));
      form.reset({ name: '', colour: values.colour });
      router.refresh();
    },
  });

  return (
    <ContactsSection id="contacts-tags-title" title={t('title')}>
      {tags.length === 0 ? <p className="text-sm text-slate-600">{t('none')}</p> : null}
      <ul className="space-y-2">
        {tags.map((tag) => (
          <TagRow key={`${tag.id}-${tag.name}-${tag.colour}`} tag={tag} />
        ))}
      </ul>
      <Form onSubmit={form.submit} className="flex flex-wrap items-end gap-3">
        <TextField form={form} name="name" id="new-tag-name" label={t('name')} maxLength={40} />
        <Field id="new-tag-colour" label={t('colour')} error={form.message(form.formState.errors.colour?.message)}>
          <input
            id="new-tag-colour"
            type="color"
            className="h-10 w-12 rounded border border-slate-300"
            {...form.register('colour')}
          />
        </Field>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {t('create')}
        </Button>
      </Form>
    </ContactsSection>
  );
}
