'use client';

import { type Contact, contactsEndpoints, type Locale, type Tag, withLocale } from '@tendero/contracts';
import { Button, DataTable, EmailText, Select } from '@tendero/ui';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { apiRequest, describeApiError } from '@/lib/api-client';
import NextLink from '@/lib/link';
import { toast } from '@/lib/toast';
import { contactPath } from './contacts-url';
import { TagChips } from './tag-chips';

/**
 * The owner's contacts with a check box per row and bulk tagging of the selected ones (add or take off
 * one tag). E-mail and phone a client does not share with the owner's company read "Not shared".
 */
export function ContactsTable({ ownerId, contacts, tags }: { ownerId: string; contacts: Contact[]; tags: Tag[] }) {
  const t = useTranslations('contacts');
  const tAll = useTranslations();
  const locale = useLocale() as Locale;
  const router = useRouter();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [tagId, setTagId] = useState('');
  const [busy, setBusy] = useState(false);

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allSelected = contacts.length > 0 && contacts.every((contact) => selected.has(contact.id));

  const bulk = async (action: 'add' | 'remove') => {
    if (!tagId || selected.size === 0) return;
    setBusy(true);
    try {
      const answer = await apiRequest(contactsEndpoints.bulkTag, {
        params: { userId: ownerId },
        body: { contactIds: [...selected], tagId, action },
        locale,
      });
      toast.success(t('bulk.done', { count: answer.changed }));
      setSelected(new Set());
      router.refresh();
    } catch (error) {
      toast.error(describeApiError(error, tAll('errors.network')));
    } finally {
      setBusy(false);
    }
  };
  const selectAll = (
    <input
      type="checkbox"
      aria-label={t('columns.select')}
      checked={allSelected}
      onChange={() => setSelected(allSelected ? new Set() : new Set(contacts.map((contact) => contact.id)))}
    />
  );
  const detail = (value: string | null, contact: Contact) =>
    value ?? (contact.detailsShared === false ? <span className="text-slate-500">{t('hidden')}</span> : '—');

  return (
    <div className="space-y-3">
      {tags.length > 0 ? (
        <div className="flex flex-wrap items-end gap-3" data-testid="contacts-bulk">
          {/* On a phone the rows are cards without the table's header, where "select all" sits. */}
          <label className="flex w-full items-center gap-2 text-sm text-slate-800 md:hidden">
            <input
              type="checkbox"
              checked={allSelected}
              onChange={() => setSelected(allSelected ? new Set() : new Set(contacts.map((contact) => contact.id)))}
            />
            {t('bulk.selectAll')}
          </label>
          <p className="text-sm text-slate-700" aria-live="polite">
            {t('bulk.selected', { count: selected.size })}
          </p>
          <label className="sr-only" htmlFor="contacts-bulk-tag">
            {t('bulk.tag')}
          </label>
          <Select id="contacts-bulk-tag" value={tagId} onChange={(event) => setTagId(event.target.value)}>
            <option value="">{t('bulk.choose')}</option>
            {tags.map((tag) => (
              <option key={tag.id} value={tag.id}>
                {tag.name}
              </option>
            ))}
          </Select>
          <Button variant="secondary" disabled={busy || !tagId || selected.size === 0} onClick={() => bulk('add')}>
            {t('bulk.add')}
          </Button>
          <Button variant="secondary" disabled={busy || !tagId || selected.size === 0} onClick={() => bulk('remove')}>
            {t('bulk.remove')}
          </Button>
        </div>
      ) : null}
      <DataTable
        columns={[
          {
            key: 'name',
            label: (
              <span className="flex items-center gap-3">
                {selectAll}
                {t('columns.name')}
              </span>
            ),
            role: 'title',
          },
          { key: 'email', label: t('columns.email') },
          { key: 'phone', label: t('columns.phone'), className: 'md:whitespace-nowrap' },
          { key: 'organization', label: t('columns.organization') },
          { key: 'tags', label: t('columns.tags') },
          { key: 'source', label: t('columns.source') },
        ]}
        rows={contacts.map((contact) => ({
          key: contact.id,
          data: { 'data-testid': 'contact-row' },
          cells: {
            name: (
              <span className="flex items-center gap-3">
                <input
                  type="checkbox"
                  aria-label={`${t('columns.select')}: ${contact.name}`}
                  checked={selected.has(contact.id)}
                  onChange={() => toggle(contact.id)}
                />
                <NextLink
                  href={withLocale(locale, contactPath(contact.id))}
                  className="font-semibold text-brand-800 underline-offset-2 hover:underline"
                >
                  {contact.name}
                </NextLink>
              </span>
            ),
            email: contact.email ? <EmailText email={contact.email} /> : detail(null, contact),
            phone: detail(contact.phone, contact),
            organization: contact.organization ?? '—',
            tags: <TagChips tags={contact.tags} />,
            source: t(`sources.${contact.source}`),
          },
        }))}
      />
    </div>
  );
}
