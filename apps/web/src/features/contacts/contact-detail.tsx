import { contactsEndpoints, type Locale, withLocale } from '@tendero/contracts';
import { formatDate } from '@tendero/i18n';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PageHeader } from '@/features/layout';
import NextLink from '@/lib/link';
import { getPageContext } from '@/lib/page-context';
import { serverApi } from '@/lib/server-api';
import { ContactConsent } from './contact-consent';
import { ContactForm } from './contact-form';
import { ContactsSection } from './contacts-section';
import { RemoveContact } from './remove-contact';
import { TagChips } from './tag-chips';

/**
 * `/contacts/{id}`: one of the signed-in person's contacts: details, tags and notes to edit, the marketing
 * consent, and removal. `actions` is the place for other capabilities' actions on this contact (the
 * meetings capability's "Propose a meeting"); the page passes them in, this feature knows none of them.
 * Answers null when the contact is not the person's own (the page shows the 404 view).
 */
export async function ContactDetail({
  locale,
  contactId,
  actions,
  related,
}: {
  locale: Locale;
  contactId: string;
  /** Other capabilities' actions on this contact (e.g. "Propose a meeting"), shown beside removal. */
  actions?: (contact: { id: string; name: string; personId: string | null }) => ReactNode;
  /** Other capabilities' parts about this contact (its meetings), shown under the details. */
  related?: (contact: { id: string; name: string; personId: string | null }) => ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'contacts' });
  const { session } = await getPageContext();
  if (!session) return null;
  const ownerId = session.userId;
  const [contact, ownTags] = await Promise.all([
    serverApi(contactsEndpoints.get, { params: { userId: ownerId, contactId }, locale }),
    serverApi(contactsEndpoints.tags, { locale }),
  ]);
  if (!contact) return null;
  const tags = ownTags?.items ?? [];

  return (
    <div className="space-y-8" data-testid="contact-detail">
      <NextLink
        href={withLocale(locale, '/contacts')}
        className="text-sm font-semibold text-brand-800 underline underline-offset-2"
      >
        {t('detail.back')}
      </NextLink>
      <PageHeader
        title={contact.name}
        lead={`${t('detail.source', { source: t(`sources.${contact.source}`) })} · ${t('detail.added', {
          date: formatDate(contact.createdAt),
        })}`}
      />
      <TagChips tags={contact.tags} />
      {contact.personId && contact.detailsShared === false ? (
        <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700">{t('detail.notShared')}</p>
      ) : null}
      {contact.personId && (contact.email || contact.phone) ? (
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          {contact.email ? (
            <div>
              <dt className="text-slate-600">{t('fields.email')}</dt>
              <dd className="break-all text-slate-900">{contact.email}</dd>
            </div>
          ) : null}
          {contact.phone ? (
            <div>
              <dt className="text-slate-600">{t('fields.phone')}</dt>
              <dd className="text-slate-900">{contact.phone}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <ContactsSection id="contact-edit-title" title={t('edit.title')}>
        <ContactForm ownerId={ownerId} tags={tags} contact={contact} />
      </ContactsSection>
      <ContactConsent ownerId={ownerId} contact={contact} />
      {related?.(contact)}
      <ContactsSection id="contact-actions-title" title={t('detail.actions')}>
        <div className="flex flex-wrap gap-3" data-testid="contact-actions">
          {/* Meetings slot: other capabilities' actions on this contact ("Propose a meeting") go here. */}
          {actions?.(contact)}
          <RemoveContact ownerId={ownerId} contactId={contact.id} name={contact.name} />
        </div>
      </ContactsSection>
    </div>
  );
}
