import { companiesEndpoints, contactsEndpoints, endpointUrl, withLocale } from '@tendero/contracts';
import { getTranslations } from 'next-intl/server';
import { FilteredList, type ListPageProps, PageHeader, searchField, selectField } from '@/features/layout';
import { getPageContext } from '@/lib/page-context';
import { serverApi } from '@/lib/server-api';
import { ContactForm } from './contact-form';
import { ContactsImport } from './contacts-import';
import { ContactsTable } from './contacts-table';
import { contactsFilterPairs, readContactsFilters } from './contacts-url';
import { ShareList } from './share-list';
import { TagManager } from './tag-manager';
import { TeamContacts } from './team-contacts';

/**
 * `/contacts` (SPEC §2, sales reps, clients and managers): the signed-in person's own contacts, filtered
 * by a search and a tag (URL `q`, `tag`, `page`), with bulk tagging, adding, tags, CSV import and export.
 * A client also sees which companies see their details and withdraws them; a manager also sees the
 * team's contacts as counts. Client islands read the `contacts` namespace (the page wraps them).
 */
export async function ContactsPage({ locale, searchParams }: ListPageProps) {
  const t = await getTranslations({ locale, namespace: 'contacts' });
  const { session } = await getPageContext();
  if (!session) return null;
  const ownerId = session.userId;
  const filters = readContactsFilters(searchParams);
  const path = withLocale(locale, '/contacts');
  const [result, shares, manager] = await Promise.all([
    serverApi(contactsEndpoints.list, {
      params: { userId: ownerId },
      query: { q: filters.q, tag: filters.tag ? [filters.tag] : [], page: filters.page },
      locale,
    }),
    session.role === 'CLIENT'
      ? serverApi(contactsEndpoints.shares, { params: { userId: ownerId }, locale })
      : Promise.resolve(null),
    session.role === 'MANAGER'
      ? serverApi(companiesEndpoints.manager, { params: { managerId: ownerId }, locale })
      : Promise.resolve(null),
  ]);
  const owners = manager
    ? await serverApi(contactsEndpoints.owners, { params: { companyId: manager.companyData.id }, locale })
    : null;
  const tags = result?.tags ?? [];
  const pairs = contactsFilterPairs(filters);

  return (
    <div className="space-y-8">
      <PageHeader
        title={t('title')}
        lead={t('lead')}
        aside={
          <a
            href={endpointUrl(contactsEndpoints.exportCsv, { params: { userId: ownerId } })}
            download
            className="font-semibold text-brand-800 underline underline-offset-2"
          >
            {t('csv.export')}
          </a>
        }
      />
      <FilteredList
        id="contacts"
        view={{ path, state: filters, pairs }}
        t={t}
        gridClassName="grid gap-4 sm:grid-cols-[2fr_1fr]"
        fields={[
          searchField(t),
          selectField(
            'tag',
            t('filters.tag'),
            tags.map((tag) => ({ value: tag.id, label: tag.name })),
          ),
        ]}
        result={result}
      >
        {result ? <ContactsTable ownerId={ownerId} contacts={result.items} tags={tags} /> : null}
      </FilteredList>
      <details className="rounded-2xl border border-slate-200 bg-white p-5">
        <summary className="cursor-pointer font-semibold text-slate-900">{t('add.open')}</summary>
        <div className="mt-4">
          <ContactForm ownerId={ownerId} tags={tags} />
        </div>
      </details>
      <div className="grid gap-8 lg:grid-cols-2">
        <TagManager tags={tags} />
        <ContactsImport ownerId={ownerId} />
      </div>
      {shares ? <ShareList clientId={ownerId} shares={shares.items} /> : null}
      {owners ? <TeamContacts locale={locale} owners={owners} /> : null}
    </div>
  );
}
